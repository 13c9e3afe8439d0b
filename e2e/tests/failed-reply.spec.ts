import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FAILED_REPLY_SERVER_PORT } from "../support/ports";
import { openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

// This journey needs a model that fails on demand, so it runs its own server (the same build) against a tiny
// OpenAI-compatible endpoint it controls, next to the suite's server and sharing its sandbox.
const PORT = FAILED_REPLY_SERVER_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const serverEntry = path.resolve(import.meta.dirname, "../../server/dist/main.js");

let modelFails = true;
let model: Server;
let server: ChildProcess;
let dataDir: string;

function writeChunk(response: import("node:http").ServerResponse, delta: object, finishReason: string | null) {
  const choice = { index: 0, delta, finish_reason: finishReason };
  const chunk = { id: "chatcmpl-e2e", object: "chat.completion.chunk", created: 1, model: "e2e", choices: [choice] };
  response.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

test.beforeAll(async () => {
  // A second server's start-up (migrations on a fresh PGlite) is slow on a busy machine.
  test.setTimeout(120_000);
  model = createServer(async (request, response) => {
    for await (const _chunk of request);
    if (modelFails) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "internal error", type: "server_error" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    writeChunk(response, { role: "assistant", content: "Hoy tienes dos reuniones." }, null);
    writeChunk(response, {}, "stop");
    response.end("data: [DONE]\n\n");
  });
  model.listen(0, "127.0.0.1");
  await once(model, "listening");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-e2e-failed-reply-"));
  server = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // The model's failures are this journey's point; at warn the server logs each one in full.
      LOG_LEVEL: "error",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
      SANDBOX_URL: SANDBOX_ORIGIN,
      LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      LLM_MODEL: "e2e",
      LLM_FIRST_TOKEN_TIMEOUT_MS: "3000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  model.closeAllConnections();
  model.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL });

test("a message whose reply failed still shows it after a reload, and a retry answers it", async ({ page }) => {
  modelFails = true;
  await openWorkspaceAsNewUser(page);
  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await input.fill("¿Qué tengo hoy?");
  await input.press("Enter");
  const messages = page.getByRole("region", { name: "Mensajes" });
  const sent = messages.getByRole("article").filter({ hasText: "¿Qué tengo hoy?" });
  await expect(messages.getByText(/¡Ups! Algo no salió como esperaba/)).toBeVisible();
  await expect(sent.getByText("Sin respuesta")).toBeVisible();

  await page.reload();
  await expect(sent.getByText("Sin respuesta")).toBeVisible();
  await expect(sent.getByText("Entregado")).toHaveCount(0);

  modelFails = false;
  await sent.getByRole("button", { name: "Reintentar" }).click();
  await expect(messages.getByText("Hoy tienes dos reuniones.")).toBeVisible();
  await expect(sent.getByText("Entregado")).toBeVisible();
  await expect(sent.getByText("Sin respuesta")).toHaveCount(0);

  await page.reload();
  await expect(messages.getByText("Hoy tienes dos reuniones.")).toBeVisible();
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText("Entregado")).toBeVisible();
});
