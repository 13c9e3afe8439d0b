import type { StoredChatMessage } from "@shifu/contract/chats";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FetchReply } from "../../../shared/test-helpers";
import { type CurrentAssistant, defaultAssistant } from "../current-assistant";
import { ChatMainArea } from "./chat-main-area";

const gmailAssistant: CurrentAssistant = { type: "gmail", title: "Gmail", icon: "gmail" };

const unavailableReply: FetchReply = {
  status: 503,
  body: {
    code: "UNAVAILABLE",
    error: "El asistente todavía no está disponible",
    message: "El asistente todavía no está disponible",
  },
};

const storedHistory: StoredChatMessage[] = [
  { role: "assistant", content: "Tienes **dos** correos nuevos.", timestamp: "2026-11-22T09:31:00" },
  { role: "user", content: "¿Tengo correos nuevos?", timestamp: "2026-11-22T09:30:00" },
];

type Answer = FetchReply | Response;
type Reply = Answer | ((init: RequestInit) => Answer | Promise<Answer>);
type Handlers = { history?: Reply; send?: Reply; decision?: Reply };

async function answer(reply: Reply, init: RequestInit): Promise<Answer> {
  return typeof reply === "function" ? await reply(init) : reply;
}

/** Answers the chat's calls by path; the send may be held open to look at the view while it waits. */
function stubChatServer({
  history = { status: 200, body: { messages: [] } },
  send = unavailableReply,
  decision = { status: 500, body: null },
}: Handlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    let reply: Answer;
    if (path.startsWith("/get_")) reply = await answer(history, init);
    else if (path.startsWith("/api/chat")) reply = await answer(send, init);
    else if (path.startsWith("/api/approvals/")) reply = await answer(decision, init);
    // The server's answer to the notification cards that a reply refreshes: none pending.
    else if (path.endsWith("/notification")) reply = { status: 200, body: [] };
    else reply = { status: 200, body: { message: "ok" } };
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubChatServer>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path);
}

function renderChat(assistant: CurrentAssistant = defaultAssistant) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onConnectApps = vi.fn();
  const onRestartTour = vi.fn();
  const view = (current: CurrentAssistant) => (
    <QueryClientProvider client={queryClient}>
      <ChatMainArea assistant={current} onConnectApps={onConnectApps} onRestartTour={onRestartTour} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(assistant));
  return { onConnectApps, onRestartTour, rerender: (next: CurrentAssistant) => rerender(view(next)) };
}

const input = () => screen.getByRole("textbox", { name: "Escribe un mensaje" });
const messageList = () => screen.getByRole("region", { name: "Mensajes" });

beforeEach(() => {
  // jsdom lays nothing out; the virtualized list needs a viewport to fill.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ChatMainArea", () => {
  it("shows the assistant's header and its stored history, oldest first, with times", async () => {
    stubChatServer({ history: { status: 200, body: { messages: storedHistory } } });
    renderChat(gmailAssistant);
    expect(screen.getByRole("heading", { name: "Gmail" })).toBeTruthy();
    const articles = await within(await screen.findByRole("region", { name: "Mensajes" })).findAllByRole("article");
    expect(articles.map((article) => article.querySelector("p, div > div")?.textContent)).toEqual([
      "¿Tengo correos nuevos?",
      "Tienes dos correos nuevos.",
    ]);
    expect(within(articles[0] as HTMLElement).getByText("09:30")).toBeTruthy();
    expect(within(articles[1] as HTMLElement).getByText("dos").tagName).toBe("STRONG");
    expect(within(articles[0] as HTMLElement).getByText("Entregado")).toBeTruthy();
  });

  it("shows a stored message whose reply failed as failed, and a retry sends it once and clears the mark", async () => {
    const failed: StoredChatMessage[] = [
      { role: "user", content: "¿Qué tengo hoy?", timestamp: "2026-11-22T09:30:00", replyFailed: true },
    ];
    const fetchMock = stubChatServer({
      history: { status: 200, body: { messages: failed } },
      send: { status: 200, body: { message: "Hoy tienes dos reuniones." } },
    });
    renderChat(gmailAssistant);
    const [article] = within(await screen.findByRole("region", { name: "Mensajes" })).getAllByRole("article");
    expect(within(article as HTMLElement).getByText("Sin respuesta")).toBeTruthy();
    expect(within(article as HTMLElement).queryByText("Entregado")).toBeNull();

    await userEvent.click(within(article as HTMLElement).getByRole("button", { name: "Reintentar" }));
    await within(messageList()).findByText("Hoy tienes dos reuniones.");
    const body = JSON.parse(String(callsTo(fetchMock, "/api/chat/gmail")[0]?.[1]?.body));
    expect(body.messages).toEqual([expect.objectContaining({ role: "user", content: "¿Qué tengo hoy?" })]);
    const articles = within(messageList()).getAllByRole("article");
    expect(articles).toHaveLength(2);
    expect(within(articles[0] as HTMLElement).getByText("Entregado")).toBeTruthy();
    expect(screen.queryByText("Sin respuesta")).toBeNull();
  });

  it("shows only the chosen chat: a chat with history switched to one without leaves no list behind", async () => {
    let historyCalls = 0;
    stubChatServer({
      history: () => ({ status: 200, body: { messages: historyCalls++ === 0 ? storedHistory : [] } }),
    });
    const { rerender } = renderChat(defaultAssistant);
    await within(await screen.findByRole("region", { name: "Mensajes" })).findByText("¿Tengo correos nuevos?");
    rerender(gmailAssistant);
    await screen.findByText(/Soy tu asistente de Gmail/);
    expect(screen.queryAllByRole("region", { name: "Mensajes" })).toHaveLength(0);
    expect(screen.queryByText("¿Tengo correos nuevos?")).toBeNull();
  });

  it("marks the opened chat read on the server", async () => {
    const fetchMock = stubChatServer({});
    renderChat(gmailAssistant);
    await waitFor(() => expect(callsTo(fetchMock, "/mark_chat_read")).toHaveLength(1));
    expect(callsTo(fetchMock, "/mark_chat_read")[0]?.[1]?.body).toBe(JSON.stringify({ chat_name: "GmailChat" }));
    expect(callsTo(fetchMock, "/get_gmail_chat?limit=50")).toHaveLength(1);
  });

  it("greets the user in an empty chat and fills the input with a suggestion", async () => {
    localStorage.setItem("username", "Ana");
    stubChatServer({});
    renderChat();
    expect(await screen.findByRole("heading", { name: "¡Hola, Ana! 👋" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Crea una etiqueta llamada Clientes" }));
    expect(input()).toHaveProperty("value", "Crea una etiqueta llamada Clientes");
    expect(screen.getByRole("button", { name: "¿Cuáles son mis últimos correos recibidos?" })).toBeTruthy();
    localStorage.removeItem("username");
  });

  it("shows an empty history when it cannot be loaded", async () => {
    stubChatServer({ history: { status: 500, body: { code: "INTERNAL", error: "x", message: "x" } } });
    renderChat();
    expect(await screen.findByRole("heading", { name: "¡Hola! 👋" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Mensajes" })).toBeNull();
  });

  it("sends the full history plus the new message to the assistant's path", async () => {
    const fetchMock = stubChatServer({ history: { status: 200, body: { messages: storedHistory } } });
    renderChat(gmailAssistant);
    await screen.findByText("¿Tengo correos nuevos?");
    await userEvent.type(input(), "  Resume el primero  {Enter}");
    await waitFor(() => expect(callsTo(fetchMock, "/api/chat/gmail")).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, "/api/chat/gmail")[0]?.[1]?.body));
    expect(body.messages).toHaveLength(3);
    expect(body.messages[0]).toEqual({
      role: "user",
      content: "¿Tengo correos nuevos?",
      timestamp: new Date("2026-11-22T09:30:00").toISOString(),
    });
    expect(body.messages[2]).toMatchObject({ role: "user", content: "Resume el primero" });
    expect(new Date(body.messages[2].timestamp).toISOString()).toBe(body.messages[2].timestamp);
  });

  it("sends a message typed while the history loads once it has loaded, after it", async () => {
    let loadHistory: (reply: FetchReply) => void = () => {};
    const fetchMock = stubChatServer({
      history: () => new Promise<FetchReply>((resolve) => (loadHistory = resolve)),
      send: { status: 200, body: { message: "Hecho." } },
    });
    renderChat();
    expect(await screen.findByText("Cargando mensajes...")).toBeTruthy();
    await userEvent.type(input(), "Rápido{Enter}");
    expect(input()).toHaveProperty("value", "");
    expect(callsTo(fetchMock, "/api/chatAi")).toHaveLength(0);

    await act(async () => loadHistory({ status: 200, body: { messages: storedHistory } }));
    expect(await within(messageList()).findByText("Hecho.")).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, "/api/chatAi")[0]?.[1]?.body));
    expect(body.messages.map((message: { content: string }) => message.content)).toEqual([
      "¿Tengo correos nuevos?",
      "Tienes **dos** correos nuevos.",
      "Rápido",
    ]);
    expect(within(messageList()).getAllByRole("article")).toHaveLength(4);
  });

  it("uses /api/chatAi for the general assistant and shows the pulsing bars while it waits", async () => {
    let answer: (reply: FetchReply) => void = () => {};
    const fetchMock = stubChatServer({ send: () => new Promise<FetchReply>((resolve) => (answer = resolve)) });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Hola{Enter}");

    expect(await screen.findByRole("status", { name: "Shifu está escribiendo una respuesta" })).toBeTruthy();
    const sent = within(messageList()).getByRole("article");
    expect(within(sent).getByText("Hola")).toBeTruthy();
    expect(within(sent).getByText("Enviando")).toBeTruthy();
    expect(within(sent).queryByText("Entregado")).toBeNull();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toHaveProperty("disabled", true);
    expect(callsTo(fetchMock, "/api/chatAi")).toHaveLength(1);

    await act(async () => answer({ status: 200, body: { message: "¡Hola! ¿En qué te ayudo?" } }));
    expect(await within(messageList()).findByText("¡Hola! ¿En qué te ayudo?")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Shifu está escribiendo una respuesta" })).toBeNull();
    expect(within(sent).getByText("Entregado")).toBeTruthy();
  });

  it.each([
    [
      "the assistant is unavailable (503, stored)",
      unavailableReply,
      "¡Ups! Algo no salió como esperaba: El asistente todavía no está disponible. 😅 ¿Puedes intentarlo otra vez, por favor?",
      true,
    ],
    [
      "the reply has no message",
      { status: 200, body: {} },
      "¡Vaya! No entendí bien lo que me pediste. 😊 ¿Podrías escribirlo de nuevo, por favor?",
      true,
    ],
    [
      "the server cannot be reached",
      new TypeError("Failed to fetch"),
      "¡Ups! No pude procesar tu solicitud. 😅 ¿Podrías intentarlo de nuevo, por favor?",
      false,
    ],
  ] as const)("when %s it shows the spec's text and the failed delivery", async (_case, reply, text, delivered) => {
    stubChatServer({ send: reply });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Lista mis tareas{Enter}");
    const bubble = await within(messageList()).findByText(text);
    expect(bubble).toBeTruthy();
    const [userMessage] = within(messageList()).getAllByRole("article");
    expect(within(userMessage as HTMLElement).queryByText("Sin respuesta") !== null).toBe(delivered);
    expect(within(userMessage as HTMLElement).queryByText("No enviado") !== null).toBe(!delivered);
    expect(within(userMessage as HTMLElement).queryByText("Entregado")).toBeNull();
    expect(within(userMessage as HTMLElement).getByRole("button", { name: "Reintentar" })).toBeTruthy();
  });

  it("copies a message's text and confirms it", async () => {
    const user = userEvent.setup();
    stubChatServer({ history: { status: 200, body: { messages: storedHistory } } });
    renderChat();
    await screen.findByText("¿Tengo correos nuevos?");
    const [firstCopy] = screen.getAllByRole("button", { name: "Copiar mensaje" });
    await user.click(firstCopy as HTMLElement);
    expect(await navigator.clipboard.readText()).toBe("¿Tengo correos nuevos?");
    expect(screen.getByText("Copiado")).toBeTruthy();
  });

  it("calls onRestartTour from its help control", async () => {
    stubChatServer({});
    const { onRestartTour } = renderChat();
    await userEvent.click(screen.getByRole("button", { name: "Repetir el recorrido guiado" }));
    expect(onRestartTour).toHaveBeenCalledOnce();
  });

  describe("the welcome screen", () => {
    it("opens with Escape and closes with 'Volver a Chats'", async () => {
      stubChatServer({});
      const { onConnectApps } = renderChat();
      await screen.findByRole("heading", { name: /¡Hola/ });
      fireEvent.keyDown(input(), { key: "Escape" });
      expect(screen.getByRole("heading", { name: "Bienvenido a Shifu" })).toBeTruthy();
      expect(screen.queryByRole("textbox", { name: "Escribe un mensaje" })).toBeNull();

      await userEvent.click(screen.getByRole("button", { name: "Conectar Apps" }));
      expect(onConnectApps).toHaveBeenCalledOnce();
      await userEvent.click(screen.getByRole("button", { name: "Volver a Chats" }));
      expect(screen.queryByRole("heading", { name: "Bienvenido a Shifu" })).toBeNull();
      expect(input()).toBeTruthy();
    });

    it("shows 'Conectar Apps' only at phone widths", async () => {
      stubChatServer({});
      renderChat();
      fireEvent.keyDown(window, { key: "Escape" });
      const connect = await screen.findByRole("button", { name: "Conectar Apps" });
      expect(connect.className).toMatch(/(^| )hidden( |$)/);
      expect(connect.className).toContain("[@media(width<=768px)]:inline-flex");
    });

    it("closes when a chat is chosen, even the open one", async () => {
      stubChatServer({});
      const { rerender } = renderChat();
      fireEvent.keyDown(window, { key: "Escape" });
      expect(screen.getByRole("heading", { name: "Bienvenido a Shifu" })).toBeTruthy();
      rerender(gmailAssistant);
      expect(screen.queryByRole("heading", { name: "Bienvenido a Shifu" })).toBeNull();
      fireEvent.keyDown(window, { key: "Escape" });
      rerender({ ...gmailAssistant });
      expect(screen.queryByRole("heading", { name: "Bienvenido a Shifu" })).toBeNull();
    });

    it("leaves Escape to an open dialog", async () => {
      stubChatServer({});
      renderChat();
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      document.body.append(dialog);
      fireEvent.keyDown(window, { key: "Escape" });
      expect(screen.queryByRole("heading", { name: "Bienvenido a Shifu" })).toBeNull();
      dialog.remove();
    });
  });
});

/** A reply as the server streams it: the AI SDK's UI message stream, written chunk by chunk by the test. */
function createReplyStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const write = (data: string) => controller?.enqueue(encoder.encode(`data: ${data}\n\n`));
  return {
    response: new Response(body, {
      status: 200,
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
    }),
    send: async (...chunks: object[]) => {
      await act(async () => {
        for (const chunk of chunks) write(JSON.stringify(chunk));
      });
    },
    end: async () => {
      await act(async () => {
        write("[DONE]");
        controller?.close();
      });
    },
    fail: () => controller?.error(new DOMException("La solicitud se canceló", "AbortError")),
  };
}

const textStart = [{ type: "start" }, { type: "start-step" }, { type: "text-start", id: "t1" }];
const textEnd = [{ type: "text-end", id: "t1" }, { type: "finish-step" }, { type: "finish" }];
const delta = (text: string) => ({ type: "text-delta", id: "t1", delta: text });

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

const labelApproval = {
  id: "ap-1",
  app: "gmail",
  tool: "gmail_create_label",
  summary: "Crear la etiqueta «Facturas» en Gmail",
  args: { name: "Facturas" },
  status: "pending",
  expires_at: inTenMinutes(),
} as const;

/** A reply that proposes creating a label, streamed whole. */
async function streamLabelProposal(stream: ReturnType<typeof createReplyStream>) {
  await stream.send(
    ...textStart,
    delta("Puedo crear la etiqueta «Facturas». ¿Confirmas?"),
    { type: "text-end", id: "t1" },
    { type: "tool-input-start", toolCallId: "call-1", toolName: "gmail_create_label" },
    {
      type: "tool-input-available",
      toolCallId: "call-1",
      toolName: "gmail_create_label",
      input: { name: "Facturas" },
    },
    // The server's order: the tool answers that it needs approval, then the approval parts follow.
    {
      type: "tool-output-available",
      toolCallId: "call-1",
      output: { status: "approval_required", approvalId: "ap-1" },
    },
    { type: "tool-approval-request", approvalId: "ap-1", toolCallId: "call-1" },
    { type: "data-approval", id: "ap-1", data: { ...labelApproval, expires_at: inTenMinutes() } },
    { type: "finish-step" },
    { type: "finish" },
  );
  await stream.end();
}

const approvalCard = () => screen.findByRole("region", { name: "Acción propuesta por el asistente" });
const placeholder = () => screen.queryByRole("status", { name: "Shifu está escribiendo una respuesta" });

describe("ChatMainArea with a streamed reply", () => {
  it("asks for the stream and grows the reply in one bubble, the bars showing only until its first text", async () => {
    const stream = createReplyStream();
    const fetchMock = stubChatServer({ send: stream.response });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "¿Cuáles son mis últimos correos?{Enter}");
    await waitFor(() => expect(callsTo(fetchMock, "/api/chatAi")).toHaveLength(1));
    expect(new Headers(callsTo(fetchMock, "/api/chatAi")[0]?.[1]?.headers).get("Accept")).toBe("text/event-stream");

    await stream.send(...textStart);
    expect(placeholder()).toBeTruthy();
    const sent = within(messageList()).getByRole("article");
    // The server stores the user's message before the model runs.
    expect(within(sent).getByText("Entregado")).toBeTruthy();

    await stream.send(delta("Estos son"));
    expect(await within(messageList()).findByText("Estos son")).toBeTruthy();
    expect(placeholder()).toBeNull();
    await stream.send(delta(" tus correos:"), delta(" **Factura de luz**"));
    const bold = await within(messageList()).findByText("Factura de luz");
    expect(bold.tagName).toBe("STRONG");
    const articles = within(messageList()).getAllByRole("article");
    expect(articles).toHaveLength(2);
    expect(articles[1]?.textContent).toContain("Estos son tus correos: Factura de luz");
    expect(articles[1]?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Detener" })).toBeTruthy();

    await stream.send(...textEnd);
    await stream.end();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Detener" })).toBeNull());
    expect(within(messageList()).getAllByRole("article")).toHaveLength(2);
    expect(within(messageList()).getAllByRole("article")[1]?.getAttribute("aria-busy")).toBe("false");
    expect(input()).toBeTruthy();
  });

  it("shows the spec's text after an error chunk, marking the user's message failed with a retry", async () => {
    const stream = createReplyStream();
    stubChatServer({ send: stream.response });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Hola{Enter}");
    await stream.send(...textStart, { type: "error", errorText: "El asistente no pudo responder ahora." });
    await stream.end();
    expect(
      await within(messageList()).findByText(
        "¡Ups! Algo no salió como esperaba: El asistente no pudo responder ahora. 😅 ¿Puedes intentarlo otra vez, por favor?",
      ),
    ).toBeTruthy();
    expect(placeholder()).toBeNull();
    const [sent] = within(messageList()).getAllByRole("article");
    expect(within(sent as HTMLElement).getByText("Sin respuesta")).toBeTruthy();
    expect(within(sent as HTMLElement).getByRole("button", { name: "Reintentar" })).toBeTruthy();
    expect(within(sent as HTMLElement).queryByText("Entregado")).toBeNull();
  });

  it("shows the spec's text with the server's reason for a daily cap (429), the message marked failed", async () => {
    const limit = "Has llegado al límite de 200 mensajes de hoy.";
    stubChatServer({ send: { status: 429, body: { code: "RATE_LIMITED", error: limit, message: limit } } });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Hola{Enter}");
    expect(
      await within(messageList()).findByText(
        "¡Ups! Algo no salió como esperaba: Has llegado al límite de 200 mensajes de hoy. 😅 ¿Puedes intentarlo otra vez, por favor?",
      ),
    ).toBeTruthy();
    const [sent] = within(messageList()).getAllByRole("article");
    expect(within(sent as HTMLElement).getByText("No enviado")).toBeTruthy();
    expect(within(sent as HTMLElement).queryByText("Entregado")).toBeNull();
  });

  it("stops the reply with 'Detener', keeping what had arrived", async () => {
    const stream = createReplyStream();
    let signal: AbortSignal | undefined;
    stubChatServer({
      send: (init) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener("abort", stream.fail);
        return stream.response;
      },
    });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Cuéntame algo largo{Enter}");
    await stream.send(...textStart, delta("Había una vez"));
    await within(messageList()).findByText("Había una vez");
    await userEvent.click(screen.getByRole("button", { name: "Detener" }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Detener" })).toBeNull());
    expect(within(messageList()).getByText("Había una vez")).toBeTruthy();
    expect(within(messageList()).getAllByRole("article")).toHaveLength(2);
  });

  it("aborts the reply when the page goes away", async () => {
    const stream = createReplyStream();
    let signal: AbortSignal | undefined;
    stubChatServer({
      send: (init) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener("abort", stream.fail);
        return stream.response;
      },
    });
    renderChat();
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Hola{Enter}");
    await stream.send(...textStart);
    await waitFor(() => expect(signal).toBeDefined());
    await act(async () => window.dispatchEvent(new Event("pagehide")));
    expect(signal?.aborted).toBe(true);
  });

  it.each([
    ["Confirmar", "approve", "approved", "He creado la etiqueta «Facturas».", "Confirmado"],
    ["Cancelar", "reject", "rejected", "Cancelado: no he hecho nada.", "Cancelado"],
  ] as const)(
    "shows a proposed write as a card; '%s' posts %s and shows the outcome",
    async (button, decision, status, outcome, shown) => {
      const stream = createReplyStream();
      let answerDecision: (reply: FetchReply) => void = () => {};
      const fetchMock = stubChatServer({
        send: stream.response,
        decision: () => new Promise<FetchReply>((resolve) => (answerDecision = resolve)),
      });
      renderChat(gmailAssistant);
      await screen.findByRole("heading", { name: /¡Hola/ });
      await userEvent.type(input(), "Crea la etiqueta Facturas{Enter}");
      await streamLabelProposal(stream);

      const card = await approvalCard();
      expect(within(card).getByText("Crear la etiqueta «Facturas» en Gmail")).toBeTruthy();
      await userEvent.click(within(card).getByRole("button", { name: button }));
      expect(within(card).getByRole("button", { name: "Confirmar" })).toHaveProperty("disabled", true);
      expect(within(card).getByRole("button", { name: "Cancelar" })).toHaveProperty("disabled", true);
      expect(callsTo(fetchMock, "/api/approvals/ap-1")[0]?.[1]?.body).toBe(JSON.stringify({ decision }));

      await act(async () =>
        answerDecision({ status: 200, body: { message: outcome, approval: { ...labelApproval, status } } }),
      );
      expect(await within(messageList()).findByText(outcome)).toBeTruthy();
      const decided = await approvalCard();
      expect(within(decided).getByText(shown)).toBeTruthy();
      expect(within(decided).queryByRole("button")).toBeNull();
      await waitFor(() => expect(callsTo(fetchMock, "/mark_chat_read").length).toBeGreaterThanOrEqual(2));
    },
  );

  it("shows the server's reason when a decision is refused, without offering it again", async () => {
    const stream = createReplyStream();
    const expired = "Esa confirmación caducó: pide la acción de nuevo.";
    stubChatServer({
      send: stream.response,
      decision: { status: 410, body: { code: "CONFLICT", error: expired, message: expired } },
    });
    renderChat(gmailAssistant);
    await screen.findByRole("heading", { name: /¡Hola/ });
    await userEvent.type(input(), "Crea la etiqueta Facturas{Enter}");
    await streamLabelProposal(stream);
    await userEvent.click(within(await approvalCard()).getByRole("button", { name: "Confirmar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(expired);
    expect(within(await approvalCard()).queryByRole("button")).toBeNull();
    expect(within(messageList()).getAllByRole("article")).toHaveLength(2);
  });

  it("shows the stored approvals with their status, a pending one past its time as expired", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const proposal = (id: string, summary: string, status: string, expiresAt = inTenMinutes()) => ({
      ...labelApproval,
      id,
      summary,
      status,
      expires_at: expiresAt,
    });
    stubChatServer({
      history: {
        status: 200,
        body: {
          messages: [
            { role: "user", content: "Ordena mi correo", timestamp: "2026-11-22T09:30:00" },
            {
              role: "assistant",
              content: "Esto es lo que propongo:",
              timestamp: "2026-11-22T09:31:00",
              approvals: [
                proposal("a", "Crear la etiqueta «Clientes»", "approved"),
                proposal("b", "Mover a la papelera «Oferta»", "rejected"),
                proposal("c", "Etiquetar «Pedido 12»", "pending", past),
                proposal("d", "Responder a Laura", "failed"),
                proposal("e", "Crear la etiqueta «Viajes»", "pending"),
              ],
            },
          ],
        },
      },
    });
    renderChat(gmailAssistant);
    await screen.findByText("Esto es lo que propongo:");
    const cards = screen.getAllByRole("region", { name: "Acción propuesta por el asistente" });
    expect(
      cards.map(
        (card) => within(card).queryByText(/^(Confirmado|Cancelado|Caducado|No se pudo completar)$/)?.textContent,
      ),
    ).toEqual(["Confirmado", "Cancelado", "Caducado", "No se pudo completar", undefined]);
    expect(cards.slice(0, 4).every((card) => within(card).queryByRole("button") === null)).toBe(true);
    expect(within(cards[4] as HTMLElement).getByRole("button", { name: "Confirmar" })).toBeTruthy();
    expect(within(cards[4] as HTMLElement).getByRole("button", { name: "Cancelar" })).toBeTruthy();
  });

  it("marks an MCP tool's card with its server's initial, not a generic 'M'", async () => {
    const id = "0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11";
    const app = `mcp-${id}` as const;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        const body =
          path === "/api/mcp-servers"
            ? {
                servers: [
                  {
                    id,
                    app,
                    name: "Facturación",
                    url: "https://facturas.example/mcp",
                    auth_kind: "oauth",
                    status: "connected",
                    tools: [],
                    connected_at: "2026-11-26T10:00:00Z",
                  },
                ],
                demo: null,
              }
            : {
                messages: [
                  {
                    role: "assistant",
                    content: "Necesito tu confirmación.",
                    timestamp: "2026-11-26T10:01:00",
                    approvals: [
                      {
                        ...labelApproval,
                        app,
                        tool: "mcp_0b0e4a52_anular_factura",
                        summary: "Anular factura («anular_factura») en Facturación con numero: «F-2026-004»",
                        destructive: true,
                      },
                    ],
                  },
                ],
              };
        return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
    renderChat({ type: app, title: "Facturación", icon: "mcp" });
    const card = await screen.findByRole("region", { name: "Acción propuesta por el asistente" });
    await waitFor(() => expect(card.querySelector("[aria-hidden='true']")?.textContent).toBe("F"));
  });
});
