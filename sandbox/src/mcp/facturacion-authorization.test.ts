import { randomBytes } from "node:crypto";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { FACTURACION_OAUTH_MCP_PATH } from "./facturacion-paths";

const REDIRECT = "http://127.0.0.1:9/chat";

/** The SDK's own OAuth client, kept in memory: what any MCP client does with the demo server. */
function createMemoryProvider() {
  const saved: {
    client?: OAuthClientInformationMixed;
    tokens?: OAuthTokens;
    verifier?: string;
    authorizationUrl?: URL;
  } = {};
  const provider: OAuthClientProvider = {
    redirectUrl: REDIRECT,
    clientMetadata: { client_name: "Cliente de prueba", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" },
    state: () => "estado-de-prueba",
    clientInformation: () => saved.client,
    saveClientInformation: (client) => {
      saved.client = client;
    },
    tokens: () => saved.tokens,
    saveTokens: (tokens) => {
      saved.tokens = tokens;
    },
    redirectToAuthorization: (url) => {
      saved.authorizationUrl = url;
    },
    saveCodeVerifier: (verifier) => {
      saved.verifier = verifier;
    },
    codeVerifier: () => saved.verifier ?? "",
  };
  return { provider, saved };
}

describe("the demo 'Facturación' MCP server with OAuth", () => {
  let app: SandboxApp;
  let url: URL;
  let clock = Date.parse("2026-11-26T10:00:00Z");
  beforeEach(async () => {
    clock = Date.parse("2026-11-26T10:00:00Z");
    app = buildSandboxApp({ now: () => clock });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    url = new URL(FACTURACION_OAUTH_MCP_PATH, address);
  });
  afterEach(async () => {
    await app.close();
  });

  /** Follows the consent page as a person pressing 'Permitir' would, and returns the code sent back. */
  async function consent(authorizationUrl: URL, decision = "allow"): Promise<URL> {
    const page = await fetch(authorizationUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("«Cliente de prueba» quiere acceder a tu Facturación");
    const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const answer = await fetch(new URL("/mcp-auth/facturacion/authorize", url), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ consent_id: consentId, decision }),
    });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get("location") ?? "");
  }

  async function connect(provider: OAuthClientProvider): Promise<Client> {
    const client = new Client({ name: "prueba", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    return client;
  }

  it("sends a client through discovery, registration, consent and PKCE to its tools, then refreshes its token", async () => {
    const { provider, saved } = createMemoryProvider();
    await expect(connect(provider)).rejects.toThrow(/Unauthorized/);
    expect(saved.client?.client_id).toMatch(/^mcp-/);
    const authorizationUrl = saved.authorizationUrl ?? new URL("about:blank");
    expect(authorizationUrl.pathname).toBe("/mcp-auth/facturacion/authorize");
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("resource")).toBe(url.toString());

    const back = await consent(authorizationUrl);
    expect(back.searchParams.get("state")).toBe("estado-de-prueba");
    const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await transport.finishAuth(back.searchParams.get("code") ?? "");
    const client = await connect(provider);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["buscar_facturas", "crear_factura", "anular_factura"]);
    await client.close();

    // An hour later the access token is dead; the client refreshes it (rotating the refresh token) and goes on.
    const first = saved.tokens;
    clock += 2 * 60 * 60 * 1000;
    const later = await connect(provider);
    const found = await later.callTool({ name: "buscar_facturas", arguments: { cliente: "Acme" } });
    expect(found.isError).toBeUndefined();
    expect(saved.tokens?.refresh_token).not.toBe(first?.refresh_token);
    await later.close();
    const replayed = await fetch(new URL("/mcp-auth/facturacion/token", url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: first?.refresh_token ?? "",
        client_id: String(saved.client?.client_id),
      }),
    });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a code without the PKCE verifier it was issued for, and a refused consent gives no code", async () => {
    const { provider, saved } = createMemoryProvider();
    await expect(connect(provider)).rejects.toThrow(/Unauthorized/);
    const back = await consent(saved.authorizationUrl ?? new URL("about:blank"));
    const exchange = (verifier: string) =>
      fetch(new URL("/mcp-auth/facturacion/token", url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: back.searchParams.get("code") ?? "",
          redirect_uri: REDIRECT,
          client_id: String(saved.client?.client_id),
          code_verifier: verifier,
        }),
      });
    const wrong = await exchange(randomBytes(32).toString("base64url"));
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });
    // The code was spent by the failed attempt: the right verifier cannot use it afterwards either.
    const late = await exchange(saved.verifier ?? "");
    expect(late.status).toBe(400);

    await expect(connect(provider)).rejects.toThrow(/Unauthorized/);
    const denied = await consent(saved.authorizationUrl ?? new URL("about:blank"), "deny");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.has("code")).toBe(false);
  });

  it("publishes its metadata and challenges a call without a token towards it", async () => {
    const challenge = await app.inject({ method: "POST", url: FACTURACION_OAUTH_MCP_PATH, payload: {} });
    expect(challenge.statusCode).toBe(401);
    expect(challenge.headers["www-authenticate"]).toContain(
      `resource_metadata="http://localhost:80/.well-known/oauth-protected-resource${FACTURACION_OAUTH_MCP_PATH}"`,
    );
    const resource = await app.inject({ url: `/.well-known/oauth-protected-resource${FACTURACION_OAUTH_MCP_PATH}` });
    expect(resource.json()).toMatchObject({ authorization_servers: ["http://localhost:80/mcp-auth/facturacion"] });
    const server = await app.inject({ url: "/.well-known/oauth-authorization-server/mcp-auth/facturacion" });
    expect(server.json()).toMatchObject({ code_challenge_methods_supported: ["S256"] });
  });
});
