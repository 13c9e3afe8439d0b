import type { StoredChatMessage } from "@shifu/contract/chats";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentAssistant } from "../current-assistant";
import { CHAT_HISTORY_PAGE_SIZE } from "./chat-history-path";
import { ChatMainArea } from "./chat-main-area";

const gmailAssistant: CurrentAssistant = { type: "gmail", title: "Gmail", icon: "gmail" };
const TOTAL = 120;

/** Message `i` of a 120-message chat, a minute apart; the newest is `mensaje 119`. */
function storedMessage(index: number): StoredChatMessage {
  return {
    role: index % 2 === 0 ? "user" : "assistant",
    content: `mensaje ${index}`,
    timestamp: new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(),
  };
}

/** Pages a 120-message chat as the server does: cursor `c{n}` is the page ending before message n. */
function answerPage(url: URL) {
  const limit = Number(url.searchParams.get("limit"));
  const before = url.searchParams.get("before");
  const end = before ? Number(before.slice(1)) : TOTAL;
  const start = Math.max(0, end - limit);
  const messages = Array.from({ length: end - start }, (_, offset) => storedMessage(start + offset));
  return { messages, ...(start > 0 ? { before: `c${start}` } : {}) };
}

type OlderPageReply = "answer" | "fail" | "hold";

function stubServer(options: { olderPage?: () => OlderPageReply } = {}) {
  const held: (() => void)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (url.pathname === "/get_gmail_chat") {
      const reply = url.searchParams.has("before") ? (options.olderPage?.() ?? "answer") : "answer";
      if (reply === "fail") return json({ code: "INTERNAL", error: "Error", message: "Error" }, 500);
      if (reply === "hold") await new Promise<void>((resolve) => held.push(resolve));
      return json(answerPage(url));
    }
    if (url.pathname === "/api/chat/gmail") return json({ message: "Respuesta nueva." });
    // The server's answer to the notification cards that a reply refreshes: none pending.
    if (url.pathname.endsWith("/notification")) return json([]);
    return json({ message: "ok" });
  });
  vi.stubGlobal("fetch", fetchMock);
  const historyCalls = () =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith("/get_gmail_chat"));
  const releaseHeld = () => {
    for (const release of held.splice(0)) release();
  };
  return { fetchMock, historyCalls, releaseHeld };
}

function renderChat() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChatMainArea assistant={gmailAssistant} onConnectApps={vi.fn()} onRestartTour={vi.fn()} />
    </QueryClientProvider>,
  );
}

const messageList = () => screen.getByRole("region", { name: "Mensajes" });

function scrollListTo(top: number) {
  const list = messageList();
  list.scrollTop = top;
  fireEvent.scroll(list);
}

beforeEach(() => {
  // jsdom lays nothing out: a viewport to fill, and a list taller than it, so only scrolling up asks for more.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
  // Every row measures 100 px tall.
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function offsetHeight(this: HTMLElement) {
    return this.hasAttribute("data-index") ? 100 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function scrollHeight(this: HTMLElement) {
    // The list's height is its sizer's, which the virtualizer sets to the rows' total.
    const sizer = this.firstElementChild;
    return sizer instanceof HTMLElement ? Number.parseFloat(sizer.style.height) || 0 : 0;
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // jsdom has no scrollTo on elements; the virtualizer writes its position through it and reads it back on `scroll`.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options !== "object" || options.top === undefined) return;
    this.scrollTop = options.top;
    setTimeout(() => this.dispatchEvent(new Event("scroll")), 0);
  } as HTMLElement["scrollTo"];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, "scrollTo");
});

// A virtualized list of 100 rows renders slowly in jsdom on a busy machine.
describe("a long chat, page by page", { timeout: 20_000 }, () => {
  it("opens on the newest page and asks for nothing older until the list is scrolled near its top", async () => {
    const { historyCalls } = stubServer();
    renderChat();
    expect(await screen.findByText("mensaje 119")).toBeTruthy();
    expect(historyCalls()).toEqual([`/get_gmail_chat?limit=${CHAT_HISTORY_PAGE_SIZE}`]);

    scrollListTo(8_000);
    expect(historyCalls()).toHaveLength(1);

    scrollListTo(200);
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    expect(historyCalls()[1]).toBe(`/get_gmail_chat?limit=${CHAT_HISTORY_PAGE_SIZE}&before=c70`);
  });

  it("shows a Spanish loading line while an earlier page loads, then keeps the reader's row where it was", async () => {
    const { historyCalls, releaseHeld } = stubServer({ olderPage: () => "hold" });
    renderChat();
    await screen.findByText("mensaje 119");
    scrollListTo(300);
    expect((await screen.findByText("Cargando mensajes anteriores...")).getAttribute("role")).toBe("status");
    expect(historyCalls()).toHaveLength(2);

    releaseHeld();
    await waitFor(() => expect(screen.queryByText("Cargando mensajes anteriores...")).toBeNull());
    // The 50 rows put in above push the rows on screen down by their height: the view moves with them, no jump.
    await waitFor(() => expect(messageList().scrollTop).toBeGreaterThanOrEqual(300 + 50 * 100));
  });

  it("walks back to the chat's first message and then stops asking", async () => {
    const { historyCalls } = stubServer();
    renderChat();
    await screen.findByText("mensaje 119");
    scrollListTo(100);
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText("Cargando mensajes anteriores...")).toBeNull());
    scrollListTo(100);
    await waitFor(() => expect(historyCalls()).toHaveLength(3));
    expect(historyCalls()[2]).toBe(`/get_gmail_chat?limit=${CHAT_HISTORY_PAGE_SIZE}&before=c20`);
    await waitFor(() => expect(screen.queryByText("Cargando mensajes anteriores...")).toBeNull());
    scrollListTo(0);
    scrollListTo(50);
    expect(historyCalls()).toHaveLength(3);
  });

  it("says so in Spanish when an earlier page fails, and its retry loads it", async () => {
    let olderReply: OlderPageReply = "fail";
    const { historyCalls } = stubServer({ olderPage: () => olderReply });
    renderChat();
    await screen.findByText("mensaje 119");
    scrollListTo(100);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("No se pudieron cargar los mensajes anteriores.");
    scrollListTo(50);
    expect(historyCalls()).toHaveLength(2);

    olderReply = "answer";
    await userEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    await waitFor(() => expect(historyCalls()).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("sends after an earlier page loaded: the new message and its reply follow the newest, with every loaded message sent", async () => {
    const { fetchMock, historyCalls } = stubServer();
    renderChat();
    await screen.findByText("mensaje 119");
    scrollListTo(100);
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText("Cargando mensajes anteriores...")).toBeNull());

    fireEvent.change(screen.getByRole("textbox", { name: "Escribe un mensaje" }), {
      target: { value: "Hola de nuevo" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/chat/gmail")).toBe(true));
    // jsdom lays nothing out, so the list is taken to its end by hand to draw the last rows.
    await waitFor(() => {
      scrollListTo(messageList().scrollHeight);
      expect(within(messageList()).getByText("Respuesta nueva.")).toBeTruthy();
    });
    const send = fetchMock.mock.calls.find(([input]) => String(input) === "/api/chat/gmail");
    const sent = JSON.parse(String(send?.[1]?.body)).messages as { content: string }[];
    // Every loaded page goes out, oldest first, the newest page last and the new message after it.
    const loaded = sent.length - 1;
    expect(loaded).toBeGreaterThanOrEqual(100);
    expect(sent.map((message) => message.content)).toEqual([
      ...Array.from({ length: loaded }, (_, offset) => `mensaje ${TOTAL - loaded + offset}`),
      "Hola de nuevo",
    ]);
  });
});
