import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError, sendProviderRequest } from "./provider-api";

/** Answers each request with the next scripted behaviour, recording when it arrived. */
const arrivals: number[] = [];
let script: ((response: ServerResponse) => void)[] = [];
const server = createServer((_request, response) => {
  arrivals.push(performance.now());
  const next = script.shift();
  if (next) next(response);
  else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
});
let origin: string;

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  arrivals.length = 0;
  script = [];
});

const toLocal = (url: string) => `${origin}${new URL(url).pathname}`;
const call = (timeoutMs?: number) =>
  sendProviderRequest(toLocal, "token", { url: "https://api.example.com/items", ...(timeoutMs ? { timeoutMs } : {}) });

describe("a provider call", () => {
  it("waits a 429's Retry-After before trying again", async () => {
    script = [(response) => response.writeHead(429, { "retry-after": "1" }).end()];
    expect(await call()).toEqual({ ok: true });
    expect(arrivals).toHaveLength(2);
    expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it("gives up after its retries with the 429 and its Retry-After, for the caller to wait longer", async () => {
    const limited = (response: ServerResponse) => response.writeHead(429, { "retry-after": "0" }).end();
    script = [limited, limited, (response) => response.writeHead(429, { "retry-after": "120" }).end()];
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
  });

  it("retries a 5xx with a growing backoff, then reports it", async () => {
    const failing = (response: ServerResponse) => response.writeHead(502).end();
    script = [failing, failing, failing];
    await expect(call()).rejects.toMatchObject({ status: 502 });
    expect(arrivals).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = arrivals;
    expect(second - first).toBeGreaterThanOrEqual(240);
    expect(third - second).toBeGreaterThanOrEqual(490);
  });

  it("gives up on a provider that never answers, instead of hanging", async () => {
    const hang = () => {};
    script = [hang, hang, hang];
    await expect(call(200)).rejects.toMatchObject({ status: 0, message: expect.stringContaining("no respondió") });
    expect(arrivals).toHaveLength(3);
  });
});
