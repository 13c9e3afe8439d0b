import type { SummaryPanel } from "@shifu/contract/training";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import type { FetchReply } from "../../shared/test-helpers";
import { renderRoute } from "../../shared/test-helpers";
import { TrainingScreen } from "./training-screen";
import {
  contactsPanel,
  countCalls,
  historyPath,
  stubTrainingApi,
  summaryPath,
  userWithPlan,
} from "./training-test-api";

// The diagram has its own tests; here it only says what it was given.
vi.mock("./summary-diagram", () => ({
  SummaryDiagram: ({ panels }: { panels: SummaryPanel[] }) => <p>Diagrama con {panels.length} paneles</p>,
}));

const storedHistory = {
  messages: [
    { role: "assistant", content: "Anotado.", timestamp: "2026-11-23T10:01:00Z" },
    { role: "user", content: "Mi jefa es Laura.", timestamp: "2026-11-23T10:00:00Z" },
  ],
};

type Handlers = {
  plan?: "free" | "premium" | "enterprise";
  history?: FetchReply;
  summary?: FetchReply;
  send?: () => FetchReply | Promise<FetchReply>;
};

function renderTraining({
  plan = "premium",
  history = { status: 200, body: storedHistory },
  summary = { status: 200, body: { response: [contactsPanel] } },
  send = () => ({ status: 200, body: { response: "Anotado: trabajas en Acme." } }),
}: Handlers = {}) {
  const fetchMock = stubTrainingApi((path, init) => {
    if (path === "/get_user") return userWithPlan(plan);
    if (path === historyPath) return history;
    if (path === summaryPath) return summary;
    if (path === "/api/chat/training" && init.method === "POST") return send();
    return undefined;
  });
  const onOpenPlans = vi.fn();
  renderRoute(
    <TrainingScreen open onClose={() => {}} onOpenPlans={onOpenPlans} theme="light" onToggleTheme={() => {}} />,
  );
  return { fetchMock, onOpenPlans };
}

function input() {
  return screen.getByRole("textbox", { name: "Cuéntale algo a Shifu" }) as HTMLTextAreaElement;
}

function sendButton() {
  return screen.getByRole("button", { name: "Enviar" }) as HTMLButtonElement;
}

function messageTexts() {
  return within(screen.getByRole("log"))
    .queryAllByRole("article")
    .map((article) => article.querySelector("p")?.textContent);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("the training chat", () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens full-screen as 'Personalize your assistant', loading the history and then showing it by time", async () => {
    renderTraining();
    expect(screen.getByRole("dialog", { name: "Personalize your assistant" })).toBeTruthy();
    expect(await screen.findByText("Cargando mensajes...")).toBeTruthy();
    expect(await screen.findByText("Anotado.")).toBeTruthy();
    expect(screen.queryByText("Cargando mensajes...")).toBeNull();
    expect(messageTexts()).toEqual(["Mi jefa es Laura.", "Anotado."]);
    expect(await screen.findByText("Diagrama con 1 paneles")).toBeTruthy();
  });

  it.each([
    ["an empty history", { status: 200, body: { messages: [] } }],
    ["a 404", { status: 404, body: { code: "NOT_FOUND", error: "No", message: "No" } }],
  ] as const)("greets with Shifu's welcome on %s", async (_case, history) => {
    renderTraining({ history });
    expect(await screen.findByText(/^¡Hola! Soy Shifu\. Cuéntame sobre ti/)).toBeTruthy();
    expect(screen.queryByText("Error al cargar los mensajes. Intenta de nuevo.")).toBeNull();
  });

  it("says the history could not be loaded on any other failure", async () => {
    renderTraining({ history: { status: 500, body: { code: "INTERNAL", error: "x", message: "x" } } });
    expect(await screen.findByText("Error al cargar los mensajes. Intenta de nuevo.")).toBeTruthy();
  });

  it("disables the input while a reply is awaited, then shows it and fetches the summary again", async () => {
    const reply = deferred<FetchReply>();
    const { fetchMock } = renderTraining({ send: () => reply.promise });
    await screen.findByText("Anotado.");
    await waitFor(() => expect(countCalls(fetchMock, summaryPath)).toBe(1));

    fireEvent.change(input(), { target: { value: "  Trabajo en Acme.  " } });
    fireEvent.keyDown(input(), { key: "Enter" });

    expect(await screen.findByText("Cargando respuesta...")).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(input().value).toBe("");
    expect(messageTexts().at(-1)).toBe("Trabajo en Acme.");
    const sent = fetchMock.mock.calls.find(([path]) => path === "/api/chat/training");
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ user_query: "Trabajo en Acme.", chat_name: "TrainingChat" });

    reply.resolve({ status: 200, body: { response: "Anotado: trabajas en Acme." } });
    expect(await screen.findByText("Anotado: trabajas en Acme.")).toBeTruthy();
    expect(screen.queryByText("Cargando respuesta...")).toBeNull();
    expect(input().disabled).toBe(false);
    await waitFor(() => expect(countCalls(fetchMock, summaryPath)).toBe(2));
  });

  it("answers 'Entendido!' when the reply is empty", async () => {
    renderTraining({ send: () => ({ status: 200, body: { response: "  " } }) });
    await screen.findByText("Anotado.");
    fireEvent.change(input(), { target: { value: "Hola" } });
    fireEvent.click(sendButton());
    expect(await screen.findByText("Entendido!")).toBeTruthy();
  });

  it("says the request failed and adds the 'Ups... Intenta de nuevo.' bubble", async () => {
    renderTraining({ send: () => ({ status: 500, body: { code: "INTERNAL", error: "x", message: "x" } }) });
    await screen.findByText("Anotado.");
    fireEvent.change(input(), { target: { value: "Hola" } });
    fireEvent.click(sendButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Error al procesar la solicitud.");
    expect(messageTexts().slice(-2)).toEqual(["Hola", "Ups... Intenta de nuevo."]);
  });

  it("sends with Enter, not with Shift+Enter, and never sends blank text", async () => {
    const { fetchMock } = renderTraining();
    await screen.findByText("Anotado.");
    fireEvent.change(input(), { target: { value: "   " } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "Primera línea" } });
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(countCalls(fetchMock, "/api/chat/training", "POST")).toBe(0);
    fireEvent.keyDown(input(), { key: "Enter" });
    await waitFor(() => expect(countCalls(fetchMock, "/api/chat/training", "POST")).toBe(1));
  });

  it("keeps a text over the limit whole, says so and does not send it", async () => {
    const { fetchMock } = renderTraining();
    await screen.findByText("Anotado.");
    fireEvent.change(input(), { target: { value: "z".repeat(4_001) } });
    expect(screen.getByText("El mensaje supera el máximo de 4.000 caracteres; acórtalo para enviarlo.")).toBeTruthy();
    expect(screen.getByText("4.001 / 4.000")).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(input().value).toHaveLength(4_001);
    expect(countCalls(fetchMock, "/api/chat/training", "POST")).toBe(0);
  });

  it("says the summary could not be fetched, and shows no diagram", async () => {
    renderTraining({ summary: { status: 500, body: { code: "INTERNAL", error: "x", message: "x" } } });
    expect(await screen.findByText("Error al obtener el resumen.")).toBeTruthy();
    expect(screen.queryByText(/^Diagrama/)).toBeNull();
  });

  it("shows a free user what training does and the way to upgrade, making no training call", async () => {
    const { fetchMock, onOpenPlans } = renderTraining({ plan: "free" });
    expect(await screen.findByRole("heading", { name: "Entrena a Shifu · Premium" })).toBeTruthy();
    expect(screen.getByText("Contactos clave")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ver planes" }));
    expect(onOpenPlans).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith("/api/"))).toBe(false);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows the upgrade view when the server refuses training to the plan", async () => {
    renderTraining({
      plan: "enterprise",
      history: { status: 403, body: { code: "FORBIDDEN", error: "x", message: "x" } },
    });
    expect(await screen.findByRole("button", { name: "Ver planes" })).toBeTruthy();
  });
});
