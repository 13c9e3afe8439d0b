import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { text } from "node:stream/consumers";

/** When the mock got a completion request and when its first content delta left, on this process's clock. */
export type MockTiming = { receivedAt: number; firstDeltaAt: number };

export type MockModelServer = {
  /** The OpenAI-compatible base URL, for LLM_BASE_URL. */
  baseUrl: string;
  /** Every completion request answered so far, oldest first. */
  timings: MockTiming[];
  stop(): Promise<void>;
};

const WORDS = ["Hola", ", ", "soy ", "Shifu", "."];

function writeChunk(response: ServerResponse, delta: object, finishReason: string | null): void {
  const chunk = {
    id: "chatcmpl-bench",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "mock",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  response.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

async function answerCompletion(request: IncomingMessage, response: ServerResponse, timings: MockTiming[]) {
  const receivedAt = performance.now();
  // The body is read in full, as a real model server must before it can answer.
  await text(request);
  if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  writeChunk(response, { role: "assistant", content: WORDS[0] }, null);
  timings.push({ receivedAt, firstDeltaAt: performance.now() });
  for (const word of WORDS.slice(1)) writeChunk(response, { content: word }, null);
  writeChunk(response, {}, "stop");
  response.end("data: [DONE]\n\n");
}

/**
 * A zero-latency OpenAI-compatible model on loopback: every chat completion streams a short answer at once. It runs
 * in the bench process, so its timestamps share the client's clock and the time it spent can be subtracted exactly.
 */
export async function startMockModelServer(): Promise<MockModelServer> {
  const timings: MockTiming[] = [];
  const server = createServer((request, response) => void answerCompletion(request, response, timings));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    timings,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
