import type { StoredChatMessage } from "@shifu/contract";
import type { FastifyInstance } from "fastify";

/** Sends one user message to the general assistant over a real socket, as the browser does (streams and aborts need one). */
export function postChat(
  baseUrl: string,
  cookie: string,
  content: string,
  options: { stream?: boolean; signal?: AbortSignal } = {},
) {
  return fetch(`${baseUrl}/api/chatAi`, {
    method: "POST",
    signal: options.signal,
    headers: {
      cookie: `shifu_session=${cookie}`,
      "content-type": "application/json",
      accept: options.stream ? "text/event-stream" : "application/json",
      origin: "http://localhost:3000",
    },
    body: JSON.stringify({ messages: [{ role: "user", content, timestamp: new Date().toISOString() }] }),
  });
}

/** The UI message stream's chunks, as the browser's reader gets them. */
export async function readUiStreamChunks(response: Response): Promise<{ type: string; [key: string]: unknown }[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)));
}

export async function readChatHistory(app: FastifyInstance, cookie: string): Promise<StoredChatMessage[]> {
  const response = await app.inject({ method: "GET", url: "/get_shifu_chat", cookies: { shifu_session: cookie } });
  return response.json().messages;
}
