import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { sleep } from "../test/fake-model-server";
import { registerErrorHandler } from "./error-handler";

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger("info", sink) };
}

/** The error the PostgreSQL driver gives while the server is away, wrapped as Drizzle wraps it, SQL and values too. */
function connectionRefused(): Error {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return new Error('Failed query: insert into "chat_messages" ("content") values ($1)\nparams: mi-mensaje-privado', {
    cause,
  });
}

describe("a database outage in the log", () => {
  it("is written once when it starts and once when it ends, with the count of refused requests, and no SQL", async () => {
    const { lines, logger } = captureLog();
    let up = false;
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      disableRequestLogging: true,
    }) as unknown as FastifyInstance;
    registerErrorHandler(app, async () => {
      if (!up) throw connectionRefused();
    });
    app.get("/data", async () => {
      if (!up) throw connectionRefused();
      return { ok: true };
    });
    try {
      for (let request = 0; request < 25; request++) {
        const response = await app.inject({ method: "GET", url: "/data" });
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe("DATABASE_UNAVAILABLE");
      }
      up = true;
      await expect.poll(() => lines.length, { timeout: 3_000 }).toBe(2);
      await sleep(600);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 50,
          code: "ECONNREFUSED",
          msg: expect.stringMatching(/^database unavailable/),
        }),
        expect.objectContaining({ level: 30, refusedRequests: 25, msg: "database available again" }),
      ]);
      const written = JSON.stringify(lines);
      expect(written).not.toContain("mi-mensaje-privado");
      expect(written).not.toContain("insert into");
      expect(written.length).toBeLessThan(600);
    } finally {
      await app.close();
    }
  });
});
