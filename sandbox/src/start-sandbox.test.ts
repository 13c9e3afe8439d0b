import { Agent, get } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as wait } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "./start-sandbox";

describe("startSandbox", () => {
  let sandbox: RunningSandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });

  it("listens on a free port and answers over real HTTP", async () => {
    sandbox = await startSandbox({ port: 0 });
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${sandbox.url}/__sandbox/health`)).json()).toEqual({ ok: true });
    const me = await fetch(`${sandbox.url}/graph.microsoft.com/v1.0/me`, { headers: { authorization: "Bearer x" } });
    expect(me.status).toBe(401);
    const missing = await fetch(`${sandbox.url}/example.com/anything`);
    expect(missing.status).toBe(404);
  });

  it("keeps an idle connection open past Node's 5 s (6 s with its grace), so a client reusing it is never reset", async () => {
    sandbox = await startSandbox({ port: 0 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchOnAgent = (url: string) =>
      new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
        const request = get(url, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, socket: request.socket as Socket }));
        });
        request.on("error", reject);
      });
    const first = await fetchOnAgent(`${sandbox.url}/__sandbox/health`);
    await wait(7_000);
    const second = await fetchOnAgent(`${sandbox.url}/__sandbox/health`);
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  }, 15_000);

  it("with a deferred build, answers its first requests at once, bodies and errors included", async () => {
    // A signal that never comes: only the first request can make it build.
    sandbox = await startSandbox({ port: 0, buildWhen: new Promise(() => {}) });
    const [health, token] = await Promise.all([
      fetch(`${sandbox.url}/__sandbox/health`),
      fetch(`${sandbox.url}/oauth2.googleapis.com/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=authorization_code&code=no-existe",
      }),
    ]);
    expect(await health.json()).toEqual({ ok: true });
    // The form body was read: the request is judged on the client it names (none), as Google's endpoint does.
    expect(await token.json()).toMatchObject({ error: "invalid_client" });
  });

  it("closes at once when its deferred build never began", async () => {
    sandbox = await startSandbox({ port: 0, buildWhen: new Promise(() => {}) });
    const { url } = sandbox;
    await sandbox.close();
    sandbox = undefined;
    await expect(fetch(`${url}/__sandbox/health`)).rejects.toThrow();
  });

  it("hands out URLs under its public address when given one", async () => {
    sandbox = await startSandbox({ port: 0, publicUrl: "https://sandbox.ejemplo.com/" });
    expect(sandbox.url).toBe("https://sandbox.ejemplo.com");
  });
});
