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

  it("hands out URLs under its public address when given one", async () => {
    sandbox = await startSandbox({ port: 0, publicUrl: "https://sandbox.ejemplo.com/" });
    expect(sandbox.url).toBe("https://sandbox.ejemplo.com");
  });
});
