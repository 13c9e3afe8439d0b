import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { PRERENDERED_PAGES_FILE, type PrerenderedPages } from "@shifu/contract/prerendered-pages";
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from "@shifu/contract/route-preloads";
import { findWebRoute } from "@shifu/contract/web-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInNewUser } from "./test/connect-service-via-app";
import { FakeModelServer, streamText } from "./test/fake-model-server";
import { createTestApp, type TestApp } from "./test/test-app";

const INDEX_HTML = '<!doctype html><head><title>Shifu</title></head><div id="root"></div>';
const ASSET_JS = `console.log(${JSON.stringify("x".repeat(2_000))})`;
// Long enough for the page's HTML to pass the compression threshold, as the real build's lists do.
const LOGIN_CHUNKS = Array.from({ length: 30 }, (_, index) => `/assets/login-chunk-${index}.js`);
const ROUTE_PRELOADS: RoutePreloads = {
  "/": { scripts: [], styles: [], fonts: ["/assets/inter-latin-abc.woff2"] },
  "/login": { scripts: LOGIN_CHUNKS, styles: [], fonts: [] },
  "/chat": { scripts: ["/assets/chat-page-abc.js"], styles: ["/assets/chat-page-abc.css"], fonts: [] },
  "/register": { scripts: ["/assets/register-page-abc.js"], styles: ["/assets/register-abc.css"], fonts: [] },
};
const REGISTER_MARKUP = '<main><h1>Crea tu cuenta</h1><form><input id="register-nombre"></form></main>';
const PRERENDERED_PAGES: PrerenderedPages = { "/register": REGISTER_MARKUP };

/** A build's output as web/vite.config.ts writes it: each text file beside its .br and .gz. */
function writeWebBuild(dir: string): void {
  mkdirSync(path.join(dir, "assets"));
  const files = {
    "index.html": INDEX_HTML,
    "assets/index-abc123.js": ASSET_JS,
    [ROUTE_PRELOADS_FILE]: JSON.stringify(ROUTE_PRELOADS),
    [PRERENDERED_PAGES_FILE]: JSON.stringify(PRERENDERED_PAGES),
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

const model = new FakeModelServer();
let testApp: TestApp;
let webDistDir: string;
let baseUrl: string;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(os.tmpdir(), "shifu-web-"));
  writeWebBuild(webDistDir);
  const llmUrl = await model.start();
  testApp = await createTestApp({
    env: {
      WEB_DIST_DIR: webDistDir,
      LLM_BASE_URL: llmUrl,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "sk-test",
      LLM_TOTAL_TIMEOUT_MS: "10000",
    },
  });
  // The streamed reply needs a real socket, not inject().
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await testApp.close();
  await model.stop();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** A browser navigation, answered with the response and its HTML decoded from the encoding asked for. */
async function navigate(url: string, encoding?: "br" | "gzip") {
  const response = await testApp.app.inject({
    method: "GET",
    url,
    headers: { accept: "text/html", ...(encoding ? { "accept-encoding": encoding } : {}) },
  });
  const body = response.rawPayload;
  const html = (
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body
  ).toString();
  return { response, html };
}

describe("compression", () => {
  it("answers the API's JSON in brotli when the client accepts it, and in gzip when only that", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    const cookies = { shifu_session: cookie };
    const brotli = await testApp.app.inject({
      method: "GET",
      url: "/integrations/services",
      cookies,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    const plain = await testApp.app.inject({ method: "GET", url: "/integrations/services", cookies });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await testApp.app.inject({
      method: "GET",
      url: "/integrations/services",
      cookies,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("serves an asset from the file the build compressed, with its type and Vary", async () => {
    const brotli = await testApp.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET_JS);

    const gzip = await testApp.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(gzipSync(ASSET_JS))).toBe(true);
  });

  it("serves the SPA entry from its brotli file on a navigation to a client route", async () => {
    const { response, html } = await navigate("/forgot-password", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(html).toBe(INDEX_HTML);
  });

  it("streams the assistant's reply uncompressed and as it is written, even to a client accepting brotli", async () => {
    // The reply guard releases a sentence at a time, so each piece here is a sentence.
    const words = ["Uno. ", "Dos. ", "Tres. ", "Cuatro."];
    const wordDelayMs = 300;
    model.script(streamText(words, wordDelayMs));
    const { cookie } = await signInNewUser(testApp.app);
    const arrivals = await postStreamedChat(cookie);
    expect(arrivals.contentEncoding).toBeUndefined();
    const firstWordAt = arrivals.chunks.find((chunk) => chunk.text.includes('"delta":"Uno.'))?.at;
    const lastWordAt = arrivals.chunks.find((chunk) => chunk.text.includes('"delta":"Cuatro.'))?.at;
    expect(firstWordAt).toBeDefined();
    expect(lastWordAt).toBeDefined();
    // Buffered, every word would arrive in the same moment; streamed, the first one arrives a few delays earlier.
    expect(Number(lastWordAt) - Number(firstWordAt)).toBeGreaterThanOrEqual(wordDelayMs * 2);
  });
});

/** Posts a chat message asking for the stream, and notes when each piece of the body arrived. */
function postStreamedChat(
  cookie: string,
): Promise<{ contentEncoding: string | undefined; chunks: { text: string; at: number }[] }> {
  const body = JSON.stringify({ messages: [{ role: "user", content: "Cuenta", timestamp: new Date().toISOString() }] });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}/api/chatAi`,
      {
        method: "POST",
        headers: {
          cookie: `shifu_session=${cookie}`,
          "content-type": "application/json",
          accept: "text/event-stream",
          "accept-encoding": "br, gzip",
          origin: "http://localhost:3000",
        },
      },
      (response) => {
        const chunks: { text: string; at: number }[] = [];
        response.on("data", (data: Buffer) => chunks.push({ text: data.toString(), at: performance.now() }));
        response.on("end", () => resolve({ contentEncoding: response.headers["content-encoding"], chunks }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("browser navigations", () => {
  it("answers a path the web app does not know with 404 and the SPA entry, which draws the error page", async () => {
    for (const url of ["/nope", "/login/extra", "/chat/123", "/register/1234/x"]) {
      const response = await testApp.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("answers every client route with 200", async () => {
    for (const url of ["/", "/login", "/register", "/register/1234", "/forgot-password", "/reset-password", "/chat"]) {
      const response = await testApp.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("sends a signed-in person who opens the landing or login page to /chat, and a visitor nowhere", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    for (const url of ["/", "/login", "/Login/"]) {
      const signedIn = await testApp.app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html" },
        cookies: { shifu_session: cookie },
      });
      expect(signedIn.statusCode, url).toBe(302);
      expect(signedIn.headers.location, url).toBe("/chat");
      const visitor = await testApp.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(visitor.statusCode, url).toBe(200);
    }
    for (const url of ["/register", "/chat"]) {
      const response = await testApp.app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html" },
        cookies: { shifu_session: cookie },
      });
      expect(response.statusCode, url).toBe(200);
    }
    const expired = await testApp.app.inject({
      method: "GET",
      url: "/login",
      headers: { accept: "text/html" },
      cookies: { shifu_session: "no-such-session" },
    });
    expect(expired.statusCode).toBe(200);
  });

  it("names the page's chunks in the HTML of a route whose build lists them, compressed like any answer", async () => {
    const { response: login, html: loginHtml } = await navigate("/Login/", "br");
    expect(login.statusCode).toBe(200);
    expect(login.headers["content-encoding"]).toBe("br");
    expect(login.headers["cache-control"]).toBe("no-cache");
    for (const chunk of LOGIN_CHUNKS) {
      expect(loginHtml).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`);
    }
    expect(loginHtml.indexOf("modulepreload")).toBeLessThan(loginHtml.indexOf("</head>"));

    const chat = await testApp.app.inject({ method: "GET", url: "/chat", headers: { accept: "text/html" } });
    expect(chat.body).toContain('<link rel="stylesheet" crossorigin href="/assets/chat-page-abc.css">');
    expect(chat.body).toContain('<link rel="modulepreload" crossorigin href="/assets/chat-page-abc.js">');
    expect(chat.body).not.toContain("login-chunk");

    const landing = await testApp.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(landing.body).toContain(
      '<link rel="preload" href="/assets/inter-latin-abc.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(landing.body).not.toContain("modulepreload");

    for (const url of ["/forgot-password", "/nope"]) {
      const plain = await testApp.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it("sends a prerendered page drawn inside #root, with its stylesheets but none of its chunks", async () => {
    const { response: register, html } = await navigate("/register", "gzip");
    expect(register.statusCode).toBe(200);
    expect(register.headers["content-encoding"]).toBe("gzip");
    expect(html).toContain(`<div id="root">${REGISTER_MARKUP}</div>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/register-abc.css">');
    expect(html).not.toContain("register-page-abc.js");

    // A referral link is drawn in the browser: its page is not the prerendered one.
    const referral = await testApp.app.inject({
      method: "GET",
      url: "/register/1234",
      headers: { accept: "text/html" },
    });
    expect(referral.body).not.toContain("Crea tu cuenta");
  });

  it("matches client routes as React Router does: one segment per parameter, any case, trailing slash ignored", () => {
    expect(findWebRoute("/register/ABC123")).toBeDefined();
    expect(findWebRoute("/Login/")).toBeDefined();
    expect(findWebRoute("/register//")).toBeDefined();
    expect(findWebRoute("/register/a/b")).toBeUndefined();
    expect(findWebRoute("/chats")).toBeUndefined();
  });
});
