import type { GetUserResponse } from "@shifu/contract/accounts";
import { TRAINING_CHAT_NAME } from "@shifu/contract/plain/training";
import type { SummaryPanel } from "@shifu/contract/training";
import { vi } from "vitest";
import { type FetchReply, signedInUser } from "../../shared/test-helpers";

/** Tests only: a fetch mock whose answers may wait, so a test can look at the screen while a call is in flight. */
export function stubTrainingApi(
  answer: (path: string, init: RequestInit) => FetchReply | Promise<FetchReply> | undefined,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const reply = (await answer(String(input), init)) ?? {
      status: 404,
      body: { code: "NOT_FOUND", error: "No", message: "No" },
    };
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const historyPath = `/api/get_messages?chat_name=${TRAINING_CHAT_NAME}`;
export const summaryPath = `/api/summary?chat_name=${TRAINING_CHAT_NAME}`;

export function userWithPlan(plan: GetUserResponse["plan"]): FetchReply {
  return { status: 200, body: { ...signedInUser, plan } };
}

export function countCalls(fetchMock: ReturnType<typeof stubTrainingApi>, path: string, method = "GET") {
  return fetchMock.mock.calls.filter(([called, init]) => called === path && (init?.method ?? "GET") === method).length;
}

export const contactsPanel: SummaryPanel = {
  title: "Contactos clave",
  icon: "users",
  type: "contactos",
  items: [
    {
      id: "c1",
      type: "contactos",
      fecha: "2026-11-22",
      hora: "10:00",
      descripcion: "Laura Gómez, su jefa",
      content: { email: "laura@acme.com" },
    },
    {
      id: "c2",
      type: "contactos",
      fecha: "2026-11-22",
      hora: "10:05",
      descripcion: "Pedro Ruiz, cliente",
      content: null,
    },
    {
      id: "c3",
      type: "contactos",
      fecha: "2026-11-21",
      hora: "09:00",
      descripcion: "Marta, de compras",
      content: "Llama los viernes",
    },
    { id: "c4", type: "contactos", fecha: "2026-11-20", hora: "08:00", descripcion: "Luis, soporte", content: "" },
  ],
};
