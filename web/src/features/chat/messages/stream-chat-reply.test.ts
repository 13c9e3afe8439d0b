import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatReplyProgress, streamChatReply } from "./stream-chat-reply";

const approval = {
  id: "ap-1",
  app: "slack",
  tool: "slack_post_message",
  summary: "Publicar «Hola equipo» en #general",
  args: { channel: "general", text: "Hola equipo" },
  status: "pending",
  expires_at: "2026-11-23T12:10:00.000Z",
};

/** A UI message stream answered in one go; `cutAfter` breaks the connection after that many events. */
function streamResponse(chunks: object[], { cutAfter }: { cutAfter?: number } = {}) {
  const encoder = new TextEncoder();
  const events = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events.slice(0, cutAfter)) controller.enqueue(encoder.encode(event));
      if (cutAfter === undefined) {
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      } else {
        // Later, as a real connection drops: erroring at once would discard the events still queued.
        setTimeout(() => controller.error(new TypeError("network error")), 10);
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

function readReply(response: Response, signal = new AbortController().signal) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
  const progress: ChatReplyProgress[] = [];
  const onResponse = vi.fn();
  const reply = streamChatReply({
    assistantKey: "slack",
    messages: [{ role: "user", content: "Saluda al equipo" }],
    signal,
    onResponse,
    onProgress: (state) => progress.push(state),
  });
  return { reply, progress, onResponse };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("streamChatReply", () => {
  it("joins the text of each step and reads the approvals the stream carries", async () => {
    const { reply, progress, onResponse } = readReply(
      streamResponse([
        { type: "start" },
        { type: "start-step" },
        { type: "text-start", id: "a" },
        { type: "text-delta", id: "a", delta: "Voy a publicarlo." },
        { type: "text-end", id: "a" },
        { type: "finish-step" },
        { type: "start-step" },
        { type: "text-start", id: "b" },
        { type: "text-delta", id: "b", delta: "Confírmalo, por favor." },
        { type: "text-end", id: "b" },
        { type: "data-approval", id: "ap-1", data: approval },
        { type: "data-approval", id: "ap-2", data: { id: "ap-2", summary: "sin forma" } },
        { type: "finish-step" },
        { type: "finish" },
      ]),
    );
    expect(await reply).toEqual({
      text: "Voy a publicarlo.\n\nConfírmalo, por favor.",
      approvals: [approval],
      delivered: true,
    });
    expect(onResponse).toHaveBeenCalledExactlyOnceWith({ delivered: true });
    expect(progress.map((state) => state.text)).toContain("Voy a publicarlo.");
  });

  it("keeps the text that arrived and adds the request-failure text when the connection breaks", async () => {
    const { reply } = readReply(
      streamResponse(
        [
          { type: "start" },
          { type: "text-start", id: "a" },
          { type: "text-delta", id: "a", delta: "Tus canales son" },
          { type: "text-delta", id: "a", delta: " muchos" },
        ],
        { cutAfter: 3 },
      ),
    );
    expect(await reply).toEqual({
      text: "Tus canales son",
      approvals: [],
      delivered: true,
      notice: "¡Ups! No pude procesar tu solicitud. 😅 ¿Podrías intentarlo de nuevo, por favor?",
    });
  });

  it("says it did not understand when the stream ends without any reply", async () => {
    const { reply } = readReply(streamResponse([{ type: "start" }, { type: "finish" }]));
    expect((await reply).notice).toBe(
      "¡Vaya! No entendí bien lo que me pediste. 😊 ¿Podrías escribirlo de nuevo, por favor?",
    );
  });

  it("reads a plain JSON answer with its approvals", async () => {
    const { reply } = readReply(
      new Response(JSON.stringify({ message: "¿Lo publico?", approvals: [approval] }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    expect(await reply).toEqual({ text: "¿Lo publico?", approvals: [approval], delivered: true });
  });

  it("ends quietly, with nothing delivered, when aborted before the server answers", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("La solicitud se canceló", "AbortError");
      }),
    );
    const reply = await streamChatReply({
      assistantKey: "shifu",
      messages: [{ role: "user", content: "Hola" }],
      signal: controller.signal,
      onResponse: vi.fn(),
      onProgress: vi.fn(),
    });
    expect(reply).toEqual({ text: "", approvals: [], delivered: false });
  });
});
