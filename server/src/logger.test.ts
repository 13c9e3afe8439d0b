import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl } from "./logger";

describe("logging", () => {
  it("hides OAuth codes and states in URLs", () => {
    expect(redactUrl("/chat?code=abc&state=def&x=1")).toBe("/chat?code=%5BRedacted%5D&state=%5BRedacted%5D&x=1");
    expect(redactUrl("/healthz")).toBe("/healthz");
  });

  it("never writes cookies, authorization headers, passwords or tokens", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    const app = Fastify({ loggerInstance: logger });
    app.post("/login", async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, "received");
      return { token: "tok-secret" };
    });
    await app.inject({
      method: "POST",
      url: "/login?code=code-secret&state=state-secret",
      headers: { cookie: "session=cookie-secret", authorization: "Bearer bearer-secret" },
      payload: { correo: "a@b.co", password: "password-secret", refresh_token: "refresh-secret" },
    });
    await app.close();
    const output = lines.join("");
    expect(output).toContain("/login?code=%5BRedacted%5D");
    for (const secret of [
      "cookie-secret",
      "bearer-secret",
      "password-secret",
      "refresh-secret",
      "code-secret",
      "state-secret",
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it("keeps a failed query's SQL and never its parameters", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const cause = Object.assign(new Error("invalid byte sequence"), { parameters: ["mi-mensaje-privado"] });
    const error = new DrizzleQueryError(
      'insert into "chat_messages" ("text") values ($1)',
      ["mi-mensaje-privado", "ana@ejemplo.com"],
      cause,
    );
    createLogger("info", sink).error({ err: error }, "request failed");
    const written = lines.join("");
    expect(written).toContain('insert into \\"chat_messages\\"');
    expect(written).not.toContain("mi-mensaje-privado");
    expect(written).not.toContain("ana@ejemplo.com");
  });
});
