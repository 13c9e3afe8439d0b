import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requireSignedInUser } from "../features/auth/require-signed-in-user";
import { defaultAssistant } from "../features/chat/current-assistant";
import { ChatMainArea } from "../features/chat/messages/chat-main-area";
import { type ChatHistoryData, chatHistoryQueryKey } from "../features/chat/messages/update-chat-history";
import { initialWorkspaceState } from "../features/chat/use-workspace-state";
import { signedInUser } from "../shared/test-helpers";
import { FIRST_CHAT_KEY, startPageRequests } from "./start-page-requests";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Answers the session check with `userStatus` first and 200 afterwards; the chat has one stored exchange. */
function stubServer(userStatus = 200) {
  let userAnswers = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/get_user") {
      userAnswers += 1;
      return userAnswers === 1 && userStatus !== 200
        ? json({ code: "UNAUTHORIZED", error: "Inicia sesión", message: "Inicia sesión" }, userStatus)
        : json(signedInUser);
    }
    if (url.pathname === "/get_shifu_chat") {
      return json({
        messages: [
          { role: "user", content: "¿Qué tengo hoy?", timestamp: "2026-11-22T09:30:00" },
          { role: "assistant", content: "Una reunión a las diez.", timestamp: "2026-11-22T09:31:00" },
        ],
      });
    }
    return json({ message: "ok" });
  });
  vi.stubGlobal("fetch", fetchMock);
  const callsTo = (pathname: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname === pathname);
  return { fetchMock, callsTo };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the workspace's requests started from the entry", () => {
  it("asks for the chat the workspace opens on", () => {
    expect(FIRST_CHAT_KEY).toBe(initialWorkspaceState.assistant.type);
  });

  it("the session check and the message view use the early answers instead of asking again", async () => {
    const { callsTo } = stubServer();
    startPageRequests("/chat");
    expect(callsTo("/get_user")).toHaveLength(1);
    expect(callsTo("/get_shifu_chat")).toHaveLength(1);

    expect(await requireSignedInUser()).toEqual(signedInUser);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ChatMainArea assistant={defaultAssistant} onConnectApps={vi.fn()} onRestartTour={vi.fn()} />
      </QueryClientProvider>,
    );

    // jsdom lays nothing out, so the virtualized list draws no row: the view's query holds what it would draw.
    await waitFor(() =>
      expect(queryClient.getQueryData<ChatHistoryData>(chatHistoryQueryKey(FIRST_CHAT_KEY))?.pages).toHaveLength(1),
    );
    const [newestPage] = queryClient.getQueryData<ChatHistoryData>(chatHistoryQueryKey(FIRST_CHAT_KEY))?.pages ?? [];
    expect(newestPage?.messages.map((message) => message.content)).toEqual([
      "¿Qué tengo hoy?",
      "Una reunión a las diez.",
    ]);
    expect(callsTo("/get_user")).toHaveLength(1);
    expect(callsTo("/get_shifu_chat")).toHaveLength(1);
  });

  it("asks again when the early answer was a refusal, which may no longer hold", async () => {
    const { callsTo } = stubServer(401);
    startPageRequests("/chat");

    expect(await requireSignedInUser()).toEqual(signedInUser);
    expect(callsTo("/get_user")).toHaveLength(2);
  });

  it("starts nothing for the other pages", () => {
    const { fetchMock } = stubServer();
    startPageRequests("/login");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
