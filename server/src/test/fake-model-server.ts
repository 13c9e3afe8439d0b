import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake model server does with one request; it gets the parsed body and the raw exchange. */
export type Responder = (
  body: ChatCompletionRequest,
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>;

export type ChatCompletionRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
};

/** A local OpenAI-compatible server on loopback whose answers each test scripts. */
export class FakeModelServer {
  readonly requests: ChatCompletionRequest[] = [];
  readonly closedEarly: boolean[] = [];
  private responders: Responder[] = [];
  private server: Server | undefined;

  script(...responders: Responder[]) {
    this.requests.length = 0;
    this.closedEarly.length = 0;
    this.responders = responders;
  }

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatCompletionRequest;
      const index = this.requests.push(body) - 1;
      this.closedEarly[index] = false;
      response.on("close", () => {
        if (!response.writableFinished) this.closedEarly[index] = true;
      });
      const responder = this.responders[index];
      if (!responder) {
        response.writeHead(500).end("no scripted answer");
        return;
      }
      await responder(body, request, response);
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function writeChunk(response: ServerResponse, delta: object, finishReason: string | null = null) {
  const chunk = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_790_000_000,
    model: "fake-model",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  response.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

export function startStream(response: ServerResponse) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
}

export function endStream(response: ServerResponse, finishReason: string) {
  writeChunk(response, {}, finishReason);
  response.write("data: [DONE]\n\n");
  response.end();
}

/**
 * A model that opens its answer (optionally with some words) and then never sends another token, so a timeout test
 * waits for the server's timeout and not for a delay that a busy machine could outlast.
 */
export function stallAfter(words: string[] = []): Responder {
  return async (_body, _request, response) => {
    startStream(response);
    if (words.length > 0) writeChunk(response, { role: "assistant", content: "" });
    for (const word of words) writeChunk(response, { content: word });
    await once(response, "close");
  };
}

export function streamText(words: string[], delayMs = 0): Responder {
  return async (_body, _request, response) => {
    startStream(response);
    writeChunk(response, { role: "assistant", content: "" });
    for (const word of words) {
      if (response.destroyed) return;
      writeChunk(response, { content: word });
      if (delayMs) await sleep(delayMs);
    }
    endStream(response, "stop");
  };
}

export function callTool(name: string, args: object): Responder {
  return async (_body, _request, response) => {
    startStream(response);
    writeChunk(response, {
      role: "assistant",
      tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name, arguments: JSON.stringify(args) } }],
    });
    endStream(response, "tool_calls");
  };
}
