import { createHash, randomBytes } from "node:crypto";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { FACTURACION_DEMO_TOKEN } from "@shifu/sandbox";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approvals, chatMessages, mcpEndpointSecrets } from "../../db/schema";
import { integrationRegistry } from "../../integrations/registry";
import { readSandboxData } from "../../integrations/test-support/connect-tool-context";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { hashSecretToken } from "../../security/secret-token";
import { connectServiceViaApp, signInNewUser } from "../../test/connect-service-via-app";
import { createTestApp, type TestApp } from "../../test/test-app";
import { describeCatalogueTool } from "./list-endpoint-tools";
import { toMcpTool } from "./mcp-endpoint.service";

const PUBLIC_URL = "http://localhost:3000";
const REDIRECT_URI = "http://127.0.0.1:33418/callback";

type GoogleData = {
  gmail: {
    labels: { id: string; name: string }[];
    messages: { id: string; payload?: { headers?: { name: string; value: string }[] } }[];
  };
};

const sandbox = useSandbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL, REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

/** The SDK's fetch, answered by the app in process: what a client on the network would get from PUBLIC_URL. */
const injectFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const response = await testApp.app.inject({
    method: request.method as "GET",
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers.entries()),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  const noBody = response.statusCode === 204 || response.statusCode === 304;
  return new Response(noBody ? null : response.rawPayload, { status: response.statusCode, headers });
};

/** An MCP client's OAuth state as a desktop app keeps it; the browser step is the test's, through the session. */
class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  savedTokens?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  constructor(private readonly clientName: string) {}
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata() {
    return {
      client_name: this.clientName,
      redirect_uris: [REDIRECT_URI],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(client: OAuthClientInformationMixed) {
    this.client = client;
  }
  tokens() {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

function createTransport(provider: OAuthClientProvider) {
  return new StreamableHTTPClientTransport(new URL(`${PUBLIC_URL}/mcp`), {
    authProvider: provider,
    fetch: injectFetch,
  });
}

/** What the consent page does with the authorization URL: ask who it is, then send the person's answer. */
async function answerConsent(cookie: string, authorizationUrl: URL, decision: "allow" | "deny") {
  expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${PUBLIC_URL}/oauth/authorize`);
  const query = Object.fromEntries(authorizationUrl.searchParams.entries());
  const info = await testApp.app.inject({
    method: "GET",
    url: `/api/mcp-endpoint/authorization${authorizationUrl.search}`,
    cookies: { shifu_session: cookie },
  });
  expect(info.statusCode).toBe(200);
  const answer = await testApp.app.inject({
    method: "POST",
    url: "/api/mcp-endpoint/authorization",
    cookies: { shifu_session: cookie },
    payload: { ...query, decision },
  });
  expect(answer.statusCode).toBe(200);
  return { info: info.json(), back: new URL(answer.json().redirect_to) };
}

/** The whole sign-in of an outside client with the SDK's own OAuth: 401, discovery, registration, PKCE, consent. */
async function connectOutsideClient(cookie: string, clientName = "Claude Desktop") {
  const provider = new MemoryOAuthProvider(clientName);
  const first = new Client({ name: "prueba", version: "1.0.0" });
  await expect(first.connect(createTransport(provider))).rejects.toBeInstanceOf(UnauthorizedError);
  if (!provider.authorizationUrl) throw new Error("the client was not sent to the authorization page");
  const { info, back } = await answerConsent(cookie, provider.authorizationUrl, "allow");
  expect(info.client_name).toBe(clientName);
  const code = back.searchParams.get("code");
  if (!code) throw new Error(`no code in ${back}`);
  const transport = createTransport(provider);
  await transport.finishAuth(code);
  const client = new Client({ name: "prueba", version: "1.0.0" });
  await client.connect(createTransport(provider));
  return { client, provider };
}

async function signInWithGmail() {
  const user = await signInNewUser(testApp.app);
  await connectServiceViaApp(testApp.app, user.cookie, "gmail");
  return user;
}

function readText(result: object): string {
  const content = ("content" in result ? result.content : []) as { type: string; text?: string }[];
  return content.map((item) => item.text ?? "").join("\n");
}

function callMcpWithToken(token: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/mcp",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
    },
    payload: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
  });
}

describe("Shifu as an MCP server", () => {
  it("answers without a token with 401 and where its protected resource metadata is", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/mcp", payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toContain(
      `resource_metadata="${PUBLIC_URL}/.well-known/oauth-protected-resource/mcp"`,
    );
    const resource = await testApp.app.inject({ method: "GET", url: "/.well-known/oauth-protected-resource/mcp" });
    expect(resource.json()).toMatchObject({ resource: `${PUBLIC_URL}/mcp`, authorization_servers: [PUBLIC_URL] });
    const server = await testApp.app.inject({ method: "GET", url: "/.well-known/oauth-authorization-server" });
    expect(server.json()).toMatchObject({
      issuer: PUBLIC_URL,
      code_challenge_methods_supported: ["S256"],
      registration_endpoint: `${PUBLIC_URL}/oauth/register`,
    });
  });

  it("signs a client in with OAuth, lists the person's tools, answers a read and holds a write for confirmation", async () => {
    const user = await signInWithGmail();
    const { client } = await connectOutsideClient(user.cookie);

    const { tools } = await client.listTools();
    const list = tools.find((tool) => tool.name === "gmail_list_recent_messages");
    const createLabel = tools.find((tool) => tool.name === "gmail_create_label");
    const trash = tools.find((tool) => tool.name === "gmail_trash_message");
    expect(list?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(createLabel?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    expect(trash?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(tools.every((tool) => tool.name.startsWith("gmail_"))).toBe(true);

    // A read answers at once, from the sandbox's mailbox.
    const data = await readSandboxData<GoogleData>(sandbox.url, "google");
    const subjects = data.gmail.messages.flatMap((message) =>
      (message.payload?.headers ?? []).filter((header) => header.name === "Subject").map((header) => header.value),
    );
    const read = await client.callTool({ name: "gmail_list_recent_messages", arguments: { count: 3 } });
    expect(read.isError).toBeFalsy();
    expect(subjects.some((subject) => readText(read).includes(subject))).toBe(true);

    // A write is only proposed: nothing reaches Gmail, and the card waits in the general chat.
    const write = await client.callTool({ name: "gmail_create_label", arguments: { name: "Desde Claude" } });
    expect(readText(write)).toContain("Pendiente de confirmación en Shifu");
    expect(readText(write)).toContain(`${PUBLIC_URL}/chat`);
    const pending = write.structuredContent as { status: string; approval_id: string };
    expect(pending.status).toBe("pending");
    const labelsOf = async () =>
      (await readSandboxData<GoogleData>(sandbox.url, "google")).gmail.labels.map((label) => label.name);
    expect(await labelsOf()).not.toContain("Desde Claude");
    const [stored] = await testApp.database.db.select().from(approvals).where(eq(approvals.id, pending.approval_id));
    expect(stored).toMatchObject({ userId: user.userId, chatName: "Principal", tool: "gmail_create_label" });
    const [card] = await testApp.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, stored?.messageId ?? "00000000-0000-0000-0000-000000000000"));
    expect(card?.content).toContain("«Claude Desktop» pide hacer esto en tu nombre");

    // Asking again does not propose it twice: it is still pending.
    const again = await client.callTool({ name: "gmail_create_label", arguments: { name: "Desde Claude" } });
    expect(again.structuredContent).toMatchObject({ status: "pending", approval_id: pending.approval_id });

    // The person confirms in Shifu, with the session; the next identical call reports what happened.
    const decided = await testApp.app.inject({
      method: "POST",
      url: `/api/approvals/${pending.approval_id}`,
      cookies: { shifu_session: user.cookie },
      payload: { decision: "approve" },
    });
    expect(decided.statusCode).toBe(200);
    expect(await labelsOf()).toContain("Desde Claude");
    const outcome = await client.callTool({ name: "gmail_create_label", arguments: { name: "Desde Claude" } });
    expect(outcome.isError).toBeFalsy();
    expect(outcome.structuredContent).toMatchObject({ status: "done", approval_id: pending.approval_id });
    expect(readText(outcome)).toContain("Etiqueta «Desde Claude» creada en Gmail.");
    const proposed = await testApp.database.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.userId, user.userId), eq(approvals.tool, "gmail_create_label")));
    expect(proposed).toHaveLength(1);

    // Other arguments are another action: a new approval.
    const other = await client.callTool({ name: "gmail_create_label", arguments: { name: "Otra" } });
    expect(other.structuredContent).toMatchObject({ status: "pending" });
    expect((other.structuredContent as { approval_id: string }).approval_id).not.toBe(pending.approval_id);
    await client.close();
  });

  it("reports a write the person cancelled as refused", async () => {
    const user = await signInWithGmail();
    const { client } = await connectOutsideClient(user.cookie, "Cursor");
    const write = await client.callTool({ name: "gmail_create_label", arguments: { name: "No quiero" } });
    const { approval_id } = write.structuredContent as { approval_id: string };
    await testApp.app.inject({
      method: "POST",
      url: `/api/approvals/${approval_id}`,
      cookies: { shifu_session: user.cookie },
      payload: { decision: "reject" },
    });
    const outcome = await client.callTool({ name: "gmail_create_label", arguments: { name: "No quiero" } });
    expect(outcome.isError).toBe(true);
    expect(outcome.structuredContent).toMatchObject({ status: "refused", approval_id });
    expect(readText(outcome)).toContain("La persona lo canceló en Shifu");
    await client.close();
  });

  it("proposes the write anew once its approval expired unanswered", async () => {
    const user = await signInWithGmail();
    const { client } = await connectOutsideClient(user.cookie);
    const first = await client.callTool({ name: "gmail_create_label", arguments: { name: "Tarde" } });
    const { approval_id } = first.structuredContent as { approval_id: string };
    await testApp.database.db
      .update(approvals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvals.id, approval_id));
    const again = await client.callTool({ name: "gmail_create_label", arguments: { name: "Tarde" } });
    expect(again.structuredContent).toMatchObject({ status: "pending" });
    expect((again.structuredContent as { approval_id: string }).approval_id).not.toBe(approval_id);
    await client.close();
  });

  it("lists the client in the profile and refuses its token with 401 once revoked", async () => {
    const user = await signInWithGmail();
    const { client, provider } = await connectOutsideClient(user.cookie);
    await client.listTools();
    const listed = await testApp.app.inject({
      method: "GET",
      url: "/api/mcp-endpoint/clients",
      cookies: { shifu_session: user.cookie },
    });
    const [connected] = listed.json().clients;
    expect(connected).toMatchObject({ name: "Claude Desktop" });
    expect(connected.last_used_at).not.toBeNull();

    const revoked = await testApp.app.inject({
      method: "DELETE",
      url: `/api/mcp-endpoint/clients/${connected.id}`,
      cookies: { shifu_session: user.cookie },
    });
    expect(revoked.json().message).toBe("«Claude Desktop» ya no tiene acceso a Shifu.");
    const token = provider.savedTokens?.access_token ?? "";
    const refused = await callMcpWithToken(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["www-authenticate"]).toContain('error="invalid_token"');
    const refresh = await testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: provider.savedTokens?.refresh_token ?? "",
        client_id: provider.client?.client_id ?? "",
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe("invalid_grant");
    const after = await testApp.app.inject({
      method: "GET",
      url: "/api/mcp-endpoint/clients",
      cookies: { shifu_session: user.cookie },
    });
    expect(after.json().clients).toEqual([]);
  });

  it("offers a connected MCP server's tools with its own annotations, and runs its read at once", async () => {
    const user = await signInNewUser(testApp.app);
    const added = await testApp.app.inject({
      method: "POST",
      url: "/api/mcp-servers",
      cookies: { shifu_session: user.cookie },
      payload: {
        name: "Facturación",
        url: `${sandbox.url}/mcp/facturacion`,
        auth_kind: "bearer",
        bearer_token: FACTURACION_DEMO_TOKEN,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { client } = await connectOutsideClient(user.cookie);
    const { tools } = await client.listTools();
    const byOwnName = (suffix: string) => tools.find((tool) => tool.name.endsWith(`_${suffix}`));
    expect(byOwnName("buscar_facturas")?.annotations).toMatchObject({ readOnlyHint: true, title: "Facturación" });
    expect(byOwnName("anular_factura")?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byOwnName("crear_factura")?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    const search = await client.callTool({
      name: byOwnName("buscar_facturas")?.name ?? "",
      arguments: { cliente: "Lumen" },
    });
    expect(readText(search)).toContain("Lumen Estudio");
    const cancel = await client.callTool({
      name: byOwnName("anular_factura")?.name ?? "",
      arguments: { numero: "F-2026-002" },
    });
    expect(cancel.structuredContent).toMatchObject({ status: "pending" });
    await client.close();
  });

  it("keeps no token in the database in plain text", async () => {
    const user = await signInNewUser(testApp.app);
    const { client, provider } = await connectOutsideClient(user.cookie);
    await client.close();
    const access = provider.savedTokens?.access_token ?? "";
    const rows = await testApp.database.db.select().from(mcpEndpointSecrets);
    expect(rows.some((row) => row.secretHash === access)).toBe(false);
    expect(rows.some((row) => row.secretHash === hashSecretToken(access) && row.kind === "access")).toBe(true);
  });

  it("serves a token on any instance, and a revocation on one is a 401 on the other at once", async () => {
    const second = await createTestApp({
      database: testApp.database,
      env: { SANDBOX_URL: sandbox.url, PUBLIC_URL, REGISTRATION_LIMIT_PER_HOUR: "1000" },
    });
    try {
      const user = await signInNewUser(testApp.app);
      const { provider } = await connectOutsideClient(user.cookie);
      const token = provider.savedTokens?.access_token ?? "";
      const onSecond = () =>
        second.app.inject({
          method: "POST",
          url: "/mcp",
          headers: {
            authorization: `Bearer ${token}`,
            accept: "application/json, text/event-stream",
            "content-type": "application/json",
          },
          payload: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
        });
      expect((await onSecond()).statusCode).toBe(200);
      const [connected] = (
        await testApp.app.inject({
          method: "GET",
          url: "/api/mcp-endpoint/clients",
          cookies: { shifu_session: user.cookie },
        })
      ).json().clients;
      await testApp.app.inject({
        method: "DELETE",
        url: `/api/mcp-endpoint/clients/${connected.id}`,
        cookies: { shifu_session: user.cookie },
      });
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.app.close();
    }
  });

  it("never shows person A's apps to person B's token", async () => {
    await signInWithGmail();
    const other = await signInNewUser(testApp.app);
    const { client } = await connectOutsideClient(other.cookie);
    const { tools } = await client.listTools();
    expect(tools.some((tool) => tool.name.startsWith("gmail_"))).toBe(false);
    const call = await client.callTool({ name: "gmail_list_recent_messages", arguments: {} });
    expect(call.isError).toBe(true);
    expect(readText(call)).toContain("no existe o su app ya no está conectada");
    await client.close();
  });
});

describe("the catalogue's tools as MCP tools", () => {
  it("gives every tool of every app a valid name, an object input schema and annotations that match its effect", () => {
    for (const integration of integrationRegistry) {
      for (const appTool of integration.tools) {
        const tool = toMcpTool({
          appTool,
          appName: integration.key,
          annotations: describeCatalogueTool(appTool, integration.key),
        });
        expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
        expect(tool.inputSchema.type).toBe("object");
        expect(tool.annotations?.readOnlyHint).toBe(!appTool.writes);
        if (!appTool.writes) expect(tool.annotations?.destructiveHint).toBe(false);
      }
    }
  });
});

describe("Shifu's OAuth authorization server", () => {
  async function registerClient() {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/oauth/register",
      payload: { client_name: "Editor", redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none" },
    });
    expect(response.statusCode).toBe(201);
    return response.json().client_id as string;
  }

  function authorizationQuery(clientId: string, verifier: string, method = "S256") {
    return {
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge: method === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier,
      code_challenge_method: method,
      state: "estado-1",
      resource: `${PUBLIC_URL}/mcp`,
    };
  }

  function exchange(fields: Record<string, string>) {
    return testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it("refuses a code with the wrong PKCE verifier, and the code is then spent", async () => {
    const user = await signInNewUser(testApp.app);
    const clientId = await registerClient();
    const verifier = randomBytes(32).toString("base64url");
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/mcp-endpoint/authorization",
      cookies: { shifu_session: user.cookie },
      payload: { ...authorizationQuery(clientId, verifier), decision: "allow" },
    });
    const back = new URL(answer.json().redirect_to);
    expect(back.searchParams.get("state")).toBe("estado-1");
    const code = back.searchParams.get("code") ?? "";
    const base = { grant_type: "authorization_code", code, client_id: clientId, redirect_uri: REDIRECT_URI };
    const wrong = await exchange({ ...base, code_verifier: randomBytes(32).toString("base64url") });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("invalid_grant");
    const replay = await exchange({ ...base, code_verifier: verifier });
    expect(replay.json().error).toBe("invalid_grant");
  });

  it("issues tokens for the right verifier and rotates the refresh token", async () => {
    const user = await signInNewUser(testApp.app);
    const clientId = await registerClient();
    const verifier = randomBytes(32).toString("base64url");
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/mcp-endpoint/authorization",
      cookies: { shifu_session: user.cookie },
      payload: { ...authorizationQuery(clientId, verifier), decision: "allow" },
    });
    const code = new URL(answer.json().redirect_to).searchParams.get("code") ?? "";
    const issued = await exchange({
      grant_type: "authorization_code",
      code,
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(issued.statusCode).toBe(200);
    const tokens = issued.json();
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect((await callMcpWithToken(tokens.access_token)).statusCode).toBe(200);
    // The client id may come by HTTP Basic, as a client configured for client_secret_basic sends it.
    const refreshed = await testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${clientId}:`).toString("base64")}`,
      },
      payload: new URLSearchParams({ grant_type: "refresh_token", refresh_token: tokens.refresh_token }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await callMcpWithToken(refreshed.json().access_token)).statusCode).toBe(200);
    const reused = await exchange({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    expect(reused.json().error).toBe("invalid_grant");
  });

  it("lets a client revoke its own tokens (RFC 7009), never another client's", async () => {
    const user = await signInNewUser(testApp.app);
    const { client, provider } = await connectOutsideClient(user.cookie);
    await client.close();
    const token = provider.savedTokens?.access_token ?? "";
    const revoke = (clientId: string, revoked: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/oauth/revoke",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ token: revoked, client_id: clientId }).toString(),
      });
    const stranger = await registerClient();
    expect((await revoke(stranger, token)).statusCode).toBe(200);
    expect((await callMcpWithToken(token)).statusCode).toBe(200);
    expect((await revoke(provider.client?.client_id ?? "", provider.savedTokens?.refresh_token ?? "")).statusCode).toBe(
      200,
    );
    expect((await callMcpWithToken(token)).statusCode).toBe(401);
    const refresh = await exchange({
      grant_type: "refresh_token",
      refresh_token: provider.savedTokens?.refresh_token ?? "",
      client_id: provider.client?.client_id ?? "",
    });
    expect(refresh.json().error).toBe("invalid_grant");
  });

  it("refuses the plain PKCE method, an unknown redirect and a visitor without a session", async () => {
    const user = await signInNewUser(testApp.app);
    const clientId = await registerClient();
    const plain = await testApp.app.inject({
      method: "GET",
      url: `/api/mcp-endpoint/authorization?${new URLSearchParams(authorizationQuery(clientId, "a".repeat(43), "plain"))}`,
      cookies: { shifu_session: user.cookie },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe("La aplicación debe usar PKCE con S256 para conectarse a Shifu.");
    const elsewhere = await testApp.app.inject({
      method: "POST",
      url: "/api/mcp-endpoint/authorization",
      cookies: { shifu_session: user.cookie },
      payload: {
        ...authorizationQuery(clientId, "b".repeat(43)),
        redirect_uri: "https://atacante.example/cb",
        decision: "allow",
      },
    });
    expect(elsewhere.statusCode).toBe(400);
    // A desktop app's loopback listener may take another port than the one it registered (RFC 8252).
    const otherPort = await testApp.app.inject({
      method: "GET",
      url: `/api/mcp-endpoint/authorization?${new URLSearchParams({ ...authorizationQuery(clientId, "d".repeat(43)), redirect_uri: "http://127.0.0.1:51234/callback" })}`,
      cookies: { shifu_session: user.cookie },
    });
    expect(otherPort.statusCode).toBe(200);
    const visitor = await testApp.app.inject({
      method: "POST",
      url: "/api/mcp-endpoint/authorization",
      payload: { ...authorizationQuery(clientId, "c".repeat(43)), decision: "allow" },
    });
    expect(visitor.statusCode).toBe(401);
    const registration = await testApp.app.inject({
      method: "POST",
      url: "/oauth/register",
      payload: { client_name: "Malo", redirect_uris: ["javascript:alert(1)"] },
    });
    expect(registration.statusCode).toBe(400);
    const disguised = await testApp.app.inject({
      method: "POST",
      url: "/oauth/register",
      payload: { client_name: "Claude](https://phish.example) [**Desktop**", redirect_uris: [REDIRECT_URI] },
    });
    expect(disguised.json().client_name).toBe("Claude(httpsphish.example) Desktop");
  });
});
