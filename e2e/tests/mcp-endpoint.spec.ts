import { createHash, randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { nav } from "../support/workspace";

const REDIRECT_URI = "http://127.0.0.1:33418/callback";

/** What an MCP client does before it opens the browser: register itself and prepare PKCE. */
async function startClientSignIn(page: Page, baseURL: string | undefined, clientName: string) {
  const registered = await page.request.post("/oauth/register", {
    data: { client_name: clientName, redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none" },
  });
  expect(registered.status()).toBe(201);
  const clientId = (await registered.json()).client_id as string;
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "estado-e2e",
    resource: `${baseURL}/mcp`,
  });
  return { clientId, verifier, query };
}

function callMcp(page: Page, token: string) {
  return page.request.post("/mcp", {
    headers: { authorization: `Bearer ${token}`, accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
  });
}

test("an MCP client signs in through Shifu's consent page, and 'Revocar' in the profile shuts it out", async ({
  page,
  baseURL,
}) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    nombre: "Ana",
    apellido: "García",
    correo: `mcp-${unique}@example.com`,
    password: "clave-segura-1",
  };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);

  const { clientId, verifier, query } = await startClientSignIn(page, baseURL, "Claude Desktop");
  // The client's own loopback listener: it only needs the address the browser is sent back to.
  await page.route(`${REDIRECT_URI}**`, (route) => route.fulfill({ status: 200, body: "Listo" }));

  // Not signed in: the consent page sends the person to sign in first, then back to the same request.
  await page.goto(`/oauth/authorize?${query}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Correo electrónico").fill(account.correo);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  const done = page.getByRole("alertdialog", { name: "¡Éxito!" });
  await done.getByRole("button", { name: "Aceptar" }).click();

  await expect(
    page.getByRole("heading", { name: "«Claude Desktop» quiere acceder a tus apps en Shifu" }),
  ).toBeVisible();
  await expect(page.getByText("Después volverás a 127.0.0.1:33418.")).toBeVisible();
  const back = page.waitForRequest((request) => request.url().startsWith(REDIRECT_URI));
  await page.getByRole("button", { name: "Permitir" }).click();
  const returned = new URL((await back).url());
  expect(returned.searchParams.get("state")).toBe("estado-e2e");

  const tokens = await page.request.post("/oauth/token", {
    form: {
      grant_type: "authorization_code",
      code: returned.searchParams.get("code") ?? "",
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  const accessToken = (await tokens.json()).access_token as string;
  expect((await callMcp(page, accessToken)).status()).toBe(200);

  expect((await page.request.post("/set_step_by_step", { data: {} })).status()).toBe(200);
  // The browser may still be on its way to the client's callback, which nobody serves here; a navigation it interrupts
  // is tried again.
  await expect(async () => {
    await page.goto("/chat");
  }).toPass();
  await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
  await nav(page).getByRole("button", { name: "Perfil" }).click();
  const connected = page.getByRole("list", { name: "Aplicaciones conectadas a Shifu" });
  await expect(connected.getByText("Claude Desktop")).toBeVisible();
  await connected.getByRole("button", { name: "Revocar Claude Desktop" }).click();
  await expect(page.getByText("«Claude Desktop» ya no tiene acceso a Shifu.")).toBeVisible();
  expect((await callMcp(page, accessToken)).status()).toBe(401);
});

test("'Cancelar' on the consent page sends the client back with access_denied", async ({ page, baseURL }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    nombre: "Luis",
    apellido: "Pérez",
    correo: `mcp-${unique}@example.com`,
    password: "clave-segura-1",
  };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);
  expect(
    (await page.request.post("/login", { data: { correo: account.correo, password: account.password } })).status(),
  ).toBe(200);
  const { query } = await startClientSignIn(page, baseURL, "Cursor");
  await page.route(`${REDIRECT_URI}**`, (route) => route.fulfill({ status: 200, body: "Listo" }));
  await page.goto(`/oauth/authorize?${query}`);
  await expect(page.getByRole("heading", { name: "«Cursor» quiere acceder a tus apps en Shifu" })).toBeVisible();
  const back = page.waitForRequest((request) => request.url().startsWith(REDIRECT_URI));
  await page.getByRole("button", { name: "Cancelar" }).click();
  const returned = new URL((await back).url());
  expect(returned.searchParams.get("error")).toBe("access_denied");
  expect(returned.searchParams.get("code")).toBeNull();
});
