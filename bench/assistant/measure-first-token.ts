import { performance } from "node:perf_hooks";
import type { MockModelServer } from "./start-mock-model-server";

export type FirstTokenSample = {
  /** Request start → the first `text-delta` chunk read by the client. */
  firstTokenMs: number;
  /** Time the mock model spent between receiving the completion request and writing its first delta. */
  mockMs: number;
  /** firstTokenMs − mockMs: what the server (and loopback) added. */
  serverAddedMs: number;
  /** Request start → the completion request reaching the mock: auth, cap, storing the message, building context. */
  beforeModelMs: number;
  /** The mock's first delta → the client reading it: the AI SDK's parsing and re-streaming. */
  afterModelMs: number;
};

const TEXT_DELTA = '"type":"text-delta"';

/**
 * One streamed chat turn, read to its end so the reply is stored before the next turn starts, as a browser would.
 * The mock must answer only this request while it runs, so its newest timing is this turn's.
 */
export async function measureFirstToken(
  options: { baseUrl: string; cookie: string; mock: MockModelServer; signal: AbortSignal },
  body: string,
): Promise<FirstTokenSample> {
  const { mock } = options;
  const answeredBefore = mock.timings.length;
  const startedAt = performance.now();
  const response = await fetch(`${options.baseUrl}/api/chatAi`, {
    method: "POST",
    headers: {
      cookie: options.cookie,
      origin: options.baseUrl,
      accept: "text/event-stream",
      "content-type": "application/json",
    },
    body,
    signal: AbortSignal.any([AbortSignal.timeout(30_000), options.signal]),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`POST /api/chatAi respondió ${response.status}: ${await response.text()}`);
  }
  const decoder = new TextDecoder();
  let received = "";
  let firstTokenAt: number | undefined;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (firstTokenAt !== undefined) continue;
    received += decoder.decode(read.value, { stream: true });
    if (received.includes(TEXT_DELTA)) firstTokenAt = performance.now();
  }
  const timing = mock.timings.at(-1);
  if (firstTokenAt === undefined) throw new Error(`El stream terminó sin text-delta: ${received.slice(0, 500)}`);
  if (mock.timings.length !== answeredBefore + 1 || !timing) {
    throw new Error(`Se esperaba una llamada al modelo por turno; hubo ${mock.timings.length - answeredBefore}.`);
  }
  const firstTokenMs = firstTokenAt - startedAt;
  const mockMs = timing.firstDeltaAt - timing.receivedAt;
  return {
    firstTokenMs,
    mockMs,
    serverAddedMs: firstTokenMs - mockMs,
    beforeModelMs: timing.receivedAt - startedAt,
    afterModelMs: firstTokenAt - timing.firstDeltaAt,
  };
}
