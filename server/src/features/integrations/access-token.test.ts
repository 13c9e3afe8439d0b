import { integrationMessages } from "@shifu/contract";
import { demoAccounts } from "@shifu/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { integrations, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { createMcpNetwork } from "../../integrations/mcp/create-mcp-network";
import { findIntegration } from "../../integrations/registry";
import { connectThroughSandbox } from "../../integrations/test-support/connect-through-sandbox";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { createTokenCipher, parseTokenKeys } from "../../integrations/token-cipher";
import type { IntegrationDefinition } from "../../integrations/types";
import { createLogger } from "../../logger";
import { TEST_TOKEN_KEYS } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { callWithAccessToken } from "./access-token.service";
import { type IntegrationsContext, saveIntegration } from "./integrations.service";

const sandbox = useSandbox();
let database: DatabaseHandle;
let context: IntegrationsContext;
let userId: string;

function requireDefinition(key: string): IntegrationDefinition {
  const definition = findIntegration(key);
  if (!definition) throw new Error(key);
  return definition;
}

beforeAll(async () => {
  database = await createTestDatabase();
  context = {
    db: database.db,
    cipher: createTokenCipher(parseTokenKeys(TEST_TOKEN_KEYS)),
    modes: sandbox.modes,
    publicUrl: "http://localhost:3000",
    logger: createLogger("silent"),
    mcp: { timeoutMs: 1_000, network: createMcpNetwork({ allowPrivateNetworks: false }) },
  };
  const [user] = await database.db
    .insert(users)
    .values({ email: "t@example.com", nombre: "T", apellido: "U", passwordHash: "x", referralCode: "0101" })
    .returning();
  userId = user?.id ?? "";
});
afterAll(async () => {
  await context.mcp.network.close();
  await database.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  await database.db.delete(integrations);
});

async function connect(key: string) {
  const definition = requireDefinition(key);
  const tokens = await connectThroughSandbox(definition, sandbox.modes);
  const row = await saveIntegration(context, { userId, serviceKey: key, tokens, account: "demo" });
  return { definition, row, tokens };
}

async function refreshCount(family: string): Promise<number> {
  const stats = (await (await fetch(`${sandbox.url}/__sandbox/stats`)).json()) as {
    tokenRequests: Record<string, { refresh_token?: number }>;
  };
  return stats.tokenRequests[family]?.refresh_token ?? 0;
}

async function expireStoredToken(integrationId: string) {
  await database.db
    .update(integrations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(integrations.id, integrationId));
  await fetch(`${sandbox.url}/__sandbox/expire-access-tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ family: "microsoft" }),
  });
}

describe("access tokens", () => {
  it("uses a token that is not near expiry without refreshing", async () => {
    const { definition, row } = await connect("gmail");
    const account = await callWithAccessToken(context, row.id, (api) =>
      definition.fetchAccount(api, { accessToken: "" }),
    );
    expect(account).toBe(demoAccounts.google.email);
    expect(await refreshCount("google")).toBe(0);
  });

  it("shares one refresh among five concurrent calls on an expired token, and saves the rotated refresh token", async () => {
    const { definition, row, tokens } = await connect("outlook");
    await expireStoredToken(row.id);
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () =>
        callWithAccessToken(context, row.id, (api) => definition.fetchAccount(api, { accessToken: "" })),
      ),
    );
    expect(accounts).toEqual(Array(5).fill(demoAccounts.microsoft.email));
    expect(await refreshCount("microsoft")).toBe(1);
    const [stored] = await database.db.select().from(integrations).where(eq(integrations.id, row.id));
    const storedRefresh = context.cipher.decrypt(stored?.refreshTokenEncrypted ?? "", row.id);
    expect(storedRefresh).not.toBe(tokens.refreshToken);
    expect(stored?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it("refreshes once and retries after a 401", async () => {
    const { definition, row } = await connect("gmail");
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host: "www.googleapis.com", path: "/oauth2/v2/userinfo", status: 401, count: 1 }),
    });
    const account = await callWithAccessToken(context, row.id, (api) =>
      definition.fetchAccount(api, { accessToken: "" }),
    );
    expect(account).toBe(demoAccounts.google.email);
    expect(await refreshCount("google")).toBe(1);
  });

  it("marks the connection needs_reconnect on invalid_grant", async () => {
    const { definition, row } = await connect("outlook");
    await fetch(`${sandbox.url}/__sandbox/revoke-all`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ family: "microsoft" }),
    });
    await expireStoredToken(row.id);
    const failure = await callWithAccessToken(context, row.id, (api) =>
      definition.fetchAccount(api, { accessToken: "" }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toBe(integrationMessages.needsReconnect);
    const [stored] = await database.db.select().from(integrations).where(eq(integrations.id, row.id));
    expect(stored?.status).toBe("needs_reconnect");
  });
});
