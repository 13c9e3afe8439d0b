import type { Notification, NotificationActionTool } from "@shifu/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { signInWithService } from "../../test/connect-service-via-app";
import { createSyncContext } from "../../test/create-sync-context";
import { createTestApp, type TestApp } from "../../test/test-app";
import { type SyncContext, syncIntegration } from "./sync-integration";

/** One new item per tool, in the sandbox family's words, that triage keeps for the person. */
const newItems: Record<NotificationActionTool, { family: string; body: Record<string, unknown> }> = {
  gmail: {
    family: "google",
    body: { kind: "mail", subject: "Prueba de acciones", from: "Ana <ana@acme.com>", body: "x", importance: "high" },
  },
  drive: {
    family: "google",
    body: {
      kind: "file",
      name: "Prueba de acciones",
      sharedWithMe: true,
      modifiedBy: "Laura Gómez <laura@ejemplo.com>",
    },
  },
  outlook: {
    family: "microsoft",
    body: { kind: "mail", subject: "Prueba de acciones", from: "Ana <ana@acme.com>", body: "x", importance: "high" },
  },
  onedrive: { family: "microsoft", body: { kind: "file", name: "Prueba de acciones.docx", modifiedBy: "Javier Ruiz" } },
  teams: {
    family: "microsoft",
    body: { kind: "chat_message", from: "Laura", text: "Prueba de acciones", mentionsMe: true },
  },
  slack: {
    family: "slack",
    body: { kind: "message", channel: "equipo", text: "Prueba de acciones", mentionsMe: true },
  },
  dropbox: { family: "dropbox", body: { kind: "file", name: "Prueba de acciones.pdf" } },
  notion: { family: "notion", body: { kind: "page", title: "Prueba de acciones" } },
  hubspot: { family: "hubspot", body: { kind: "task", subject: "Prueba de acciones", priority: "HIGH" } },
  asana: {
    family: "asana",
    body: {
      kind: "task",
      name: "Prueba de acciones",
      due: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
  },
  clickup: { family: "clickup", body: { kind: "task", name: "Prueba de acciones", priority: "urgent" } },
  calendar: {
    family: "google",
    body: {
      kind: "event",
      summary: "Prueba de acciones",
      organizer: "Marta López <marta.lopez@ejemplo.com>",
      start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      end: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
    },
  },
};

const sandbox = useSandbox();
let testApp: TestApp;
let syncContext: SyncContext;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://localhost:3000", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
  syncContext = createSyncContext(testApp, sandbox.url);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

async function prepare(tool: NotificationActionTool) {
  const user = await signInWithService(testApp, tool);
  await syncIntegration(syncContext, user.integrationId);
  const { family, body } = newItems[tool];
  const added = await fetch(`${sandbox.url}/__sandbox/items/${family}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(added.status).toBe(201);
  const { id } = (await added.json()) as { id: string };
  await syncIntegration(syncContext, user.integrationId);
  const listed = await testApp.app.inject({
    method: "POST",
    url: `/api/${tool}/notification`,
    cookies: { shifu_session: user.cookie },
    payload: {},
  });
  const item = (listed.json() as Notification[]).find((candidate) =>
    JSON.stringify(candidate).includes("Prueba de acciones"),
  );
  if (!item) throw new Error(`the new ${tool} item was not synced`);
  return { ...user, providerItemId: id, item };
}

function act(cookie: string, tool: string, payload: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/notificaciones/${tool}/action`,
    cookies: { shifu_session: cookie },
    payload,
  });
}

async function readFamily(family: string): Promise<string> {
  return JSON.stringify(await (await fetch(`${sandbox.url}/__sandbox/data/${family}`)).json());
}

describe.each(Object.keys(newItems) as NotificationActionTool[])("the %s notification actions", (tool) => {
  it("'eliminar_correo' removes the item at the provider, and the next sync does not bring it back", async () => {
    const user = await prepare(tool);
    const before = await readFamily(newItems[tool].family);
    const response = await act(user.cookie, tool, {
      id: user.item.id,
      action: "eliminar_correo",
      subject: user.item.subject,
      sender: user.item.sender_full,
    });
    expect(response.json()).toMatchObject({ success: true, error: null });
    expect(await readFamily(newItems[tool].family)).not.toBe(before);
    await syncIntegration(syncContext, user.integrationId);
    const listed = await testApp.app.inject({
      method: "POST",
      url: `/api/${tool}/notification`,
      cookies: { shifu_session: user.cookie },
      payload: {},
    });
    expect((listed.json() as Notification[]).some((candidate) => candidate.id === user.item.id)).toBe(false);
  });

  it("'ignorar' sets it aside in Shifu and changes nothing at the provider", async () => {
    const user = await prepare(tool);
    const before = await readFamily(newItems[tool].family);
    const response = await act(user.cookie, tool, { id: user.item.id, action: "ignorar" });
    expect(response.json()).toEqual({ success: true, message: "Notificación ignorada.", error: null });
    expect(await readFamily(newItems[tool].family)).toBe(before);
  });
});
