import { inputMessages } from "@shifu/contract";
import { getTableName, isTable, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { signInNewUser } from "../test/connect-service-via-app";
import { encodeMultipart, makeUser } from "../test/inject-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

type Route = { method: string; url: string };

/** Every route the app serves, read from Fastify's printed tree (one line per node, four characters per level). */
function listRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method && method !== "HEAD" && method !== "-") routes.push({ method, url: path });
    }
  }
  return routes;
}

/** Any JSON body, with U+0000 placed in one of its strings (or its keys). */
const withNul = fc.oneof(
  fc.string().map((text) => ({ text: `${text}\u0000` })),
  fc.dictionary(fc.string(), fc.string()).map((body) => ({ ...body, [`k\u0000${Object.keys(body).length}`]: "v" })),
  fc.record({
    correo: fc.constant("ana\u0000@ejemplo.com"),
    password: fc.string(),
    code: fc.constant("12\u000034"),
    discount_code: fc.constant("AB\u0000CD"),
    message: fc.constant("hola\u0000"),
  }),
  fc.array(fc.string()).map((items) => ({ items: [...items, "\u0000"] })),
);

let testApp: TestApp;
let cookie: string;
let routes: Route[];

beforeAll(async () => {
  testApp = await createTestApp();
  cookie = (await signInNewUser(testApp.app)).cookie;
  routes = listRoutes(testApp.app.printRoutes({ commonPrefix: false })).filter(
    // Kept as raw bytes for its signature; a NUL there fails the signature (payments.test.ts).
    (route) => route.url !== "/stripe/webhook" && route.url !== "/logout",
  );
});
afterAll(() => testApp.close());

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue;
    const [row] = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.count ?? 0;
  }
  return counts;
}

function send(route: Route, body: unknown, pathValue = "x") {
  const url = route.url.replace(/:[a-zA-Z]+/g, encodeURIComponent(pathValue));
  return testApp.app.inject({
    method: route.method as "POST",
    url,
    cookies: { shifu_session: cookie },
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: body as object }),
  });
}

describe("text with U+0000", () => {
  it("is refused with a Spanish 4xx by every route, and nothing is stored", async () => {
    expect(routes.length).toBeGreaterThan(50);
    const before = await countRows();
    for (const route of routes) {
      // GET and DELETE take no body; their path and query are checked below.
      if (route.method === "POST") {
        await fc.assert(
          fc.asyncProperty(withNul, async (body) => {
            const response = await send(route, body);
            expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
          }),
          { numRuns: 4 },
        );
      }
      if (route.url.includes(":")) {
        const inPath = await send(route, {}, "a\u0000b");
        expect(inPath.statusCode, `${route.method} ${route.url} (path)`).toBeGreaterThanOrEqual(400);
        expect(inPath.statusCode, `${route.method} ${route.url} (path)`).toBeLessThan(500);
      }
      const inQuery = await testApp.app.inject({
        method: route.method as "POST",
        url: `${route.url.replace(/:[a-zA-Z]+/g, "x")}?id=%00`,
        cookies: { shifu_session: cookie },
      });
      // A premium route may refuse the plan (403) before it reads anything.
      expect(inQuery.statusCode, `${route.method} ${route.url} (query)`).toBeGreaterThanOrEqual(400);
      expect(inQuery.statusCode, `${route.method} ${route.url} (query)`).toBeLessThan(500);
    }
    expect(await countRows()).toEqual(before);
  }, 120_000);

  it("answers the catalogue's text, for a path parameter, a JSON field and a multipart field", async () => {
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: "/integrations/gmail%00",
      cookies: { shifu_session: cookie },
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().error).toBe(inputMessages.nulCharacter);
    const login = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: { correo: "ana\u0000@ejemplo.com", password: "x" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe(inputMessages.nulCharacter);
    const form = await encodeMultipart({ ...makeUser(), nombre: "Ana\u0000" });
    const registered = await testApp.app.inject({ method: "POST", url: "/register", ...form });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().error).toBe(inputMessages.nulCharacter);
  });
});

describe("generated bodies", () => {
  it("never make a route answer 500", async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const response = await send(route, body);
          expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBeLessThan(500);
        }),
        { numRuns: 4 },
      );
    }
  }, 120_000);
});
