import type { Approval, ChatKey } from "@shifu/contract/chats";
import type { parseJsonEventStream, UIMessage, UIMessageChunk } from "ai";
import { type ApiResult, readErrorBody } from "../../../shared/api-client";
import { type OutgoingMessage, readChatReplyPath } from "./chat-api";
import { chatTexts } from "./chat-texts";
import { interpretChatReply } from "./interpret-chat-reply";

/** What has arrived of the assistant's reply so far: its text and the writes it proposes. */
export type ChatReplyProgress = { text: string; approvals: Approval[] };

export type StreamedChatReply = ChatReplyProgress & {
  /** Whether the server has stored the user's message. */
  delivered: boolean;
  /** One of the spec's §8 texts when the reply failed, shown after whatever text had arrived. */
  notice?: string;
};

type ParsedChunk =
  ReturnType<typeof parseJsonEventStream<UIMessageChunk>> extends ReadableStream<infer Result> ? Result : never;

const noProgress: ChatReplyProgress = { text: "", approvals: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The AI SDK's stream reader is most of the chat page's weight and is needed only once a reply streams, so it is its
 * own chunk, fetched while the request is under way instead of before the chat can be drawn. The approvals inside a
 * reply are checked against the contract here, as no serializer checked them, so zod comes in the same late load.
 */
async function loadReplyReaders() {
  const [{ parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema }, { ApprovalSchema }] = await Promise.all([
    import("ai"),
    import("@shifu/contract/chats"),
  ]);
  const readApprovals = (values: readonly unknown[]): Approval[] =>
    values.flatMap((value) => {
      const parsed = ApprovalSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  return { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, readApprovals };
}

type ReplyReaders = Awaited<ReturnType<typeof loadReplyReaders>>;

/** The reply as one bubble shows it: each step's text as its own paragraph, and the approvals the server sent. */
function readProgress(message: UIMessage, readApprovals: ReplyReaders["readApprovals"]): ChatReplyProgress {
  const text = message.parts.flatMap((part) => (part.type === "text" && part.text ? [part.text] : [])).join("\n\n");
  const approvals = readApprovals(message.parts.flatMap((part) => (part.type === "data-approval" ? [part.data] : [])));
  return { text, approvals };
}

/** A plain JSON answer: a refusal before the stream started, or a server that answers without streaming. */
async function readJsonReply(
  path: string,
  response: Response,
  signal: AbortSignal,
  readers: Promise<ReplyReaders>,
): Promise<StreamedChatReply> {
  const payload: unknown = await response.json().catch(() => undefined);
  const storedUserMessage = response.ok || response.status >= 500;
  if (signal.aborted) return { ...noProgress, delivered: storedUserMessage };
  let result: ApiResult<unknown>;
  if (response.ok) {
    result = { ok: true, data: payload };
  } else {
    result = { ok: false, kind: "http", status: response.status, body: readErrorBody(payload) };
    console.warn(`La llamada a ${path} falló`, result);
  }
  const outcome = interpretChatReply(result);
  if (outcome.isNotice) return { ...noProgress, delivered: outcome.delivered, notice: outcome.text };
  const approvals =
    isRecord(payload) && Array.isArray(payload.approvals) ? (await readers).readApprovals(payload.approvals) : [];
  return { text: outcome.text, approvals, delivered: outcome.delivered };
}

/** Reads the AI SDK's UI message stream, handing over each new state of the reply as it grows. */
async function readReplyStream(
  path: string,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onProgress: (progress: ChatReplyProgress) => void,
  readers: Promise<ReplyReaders>,
): Promise<StreamedChatReply> {
  const { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, readApprovals } = await readers;
  let errorText: string | undefined;
  let failure: unknown;
  const chunks = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<ParsedChunk, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success) {
          console.warn(`La respuesta de ${path} trae un fragmento ilegible`, result.error);
          return;
        }
        // The SDK treats an error chunk as a broken stream; here it is the assistant's own failure, told in §8's words.
        if (result.value.type === "error") errorText ??= result.value.errorText;
        else controller.enqueue(result.value);
      },
    }),
  );
  let progress = noProgress;
  const messages = readUIMessageStream<UIMessage>({
    stream: chunks,
    onError: (error) => {
      failure ??= error;
    },
  });
  for await (const message of messages) {
    progress = readProgress(message, readApprovals);
    onProgress(progress);
  }
  // The server stored the user's message before it started streaming.
  if (signal.aborted) return { ...progress, delivered: true };
  if (errorText !== undefined) return { ...progress, delivered: true, notice: chatTexts.replyFailed(errorText) };
  if (failure !== undefined) {
    console.warn(`La respuesta de ${path} se cortó`, failure);
    return { ...progress, delivered: true, notice: chatTexts.requestFailed };
  }
  if (!progress.text && progress.approvals.length === 0) {
    return { ...progress, delivered: true, notice: chatTexts.replyNotUnderstood };
  }
  return { ...progress, delivered: true };
}

/**
 * Sends the chat to the assistant's path asking for the streamed reply, and reads whatever comes back by the spec's
 * §8 rules: the stream as it grows, a JSON refusal, or nothing at all. An abort ends it quietly with what had arrived.
 */
export async function streamChatReply({
  assistantKey,
  messages,
  signal,
  onResponse,
  onProgress,
}: {
  assistantKey: ChatKey;
  messages: OutgoingMessage[];
  signal: AbortSignal;
  /** Called once the server answers, before any of the reply is read. */
  onResponse: (response: { delivered: boolean }) => void;
  onProgress: (progress: ChatReplyProgress) => void;
}): Promise<StreamedChatReply> {
  const path = readChatReplyPath(assistantKey);
  const readers = loadReplyReaders();
  // Awaited only when a stream arrives, where a failed load surfaces; other answers must not leave it unhandled.
  readers.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify({ messages }),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) return { ...noProgress, delivered: false };
    console.warn(`La llamada a ${path} falló`, cause);
    const outcome = interpretChatReply({ ok: false, kind: "network", cause });
    return { ...noProgress, delivered: outcome.delivered, notice: outcome.text };
  }
  onResponse({ delivered: response.ok || response.status >= 500 });
  const isStream = response.ok && response.headers.get("content-type")?.includes("text/event-stream");
  if (!isStream || !response.body) return readJsonReply(path, response, signal, readers);
  return readReplyStream(path, response.body, signal, onProgress, readers);
}
