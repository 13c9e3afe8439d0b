import { integrationMessages } from "@shifu/contract";
import { eq } from "drizzle-orm";
import { integrations } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { OAuthGrantError, refreshAccessToken } from "../../integrations/oauth-client";
import { createProviderApi, type ProviderApi, ProviderUnauthorizedError } from "../../integrations/provider-api";
import { findIntegration } from "../../integrations/registry";
import { computeExpiry, type IntegrationsContext } from "./integrations.service";

/** Tokens this close to expiry are refreshed before use, so a call never starts with a token about to die. */
const REFRESH_WINDOW_MS = 15 * 60 * 1000;

type FreshToken = { accessToken: string } | { needsReconnect: true };

/**
 * Returns a usable access token, refreshing it when due or when `staleToken` (one a provider just refused) is still
 * the stored one. The row lock makes concurrent callers on every instance share one refresh: the first refreshes,
 * the others wait and then find the new token.
 */
async function obtainAccessToken(
  context: IntegrationsContext,
  integrationId: string,
  staleToken?: string,
): Promise<string> {
  // Most calls find a token that is neither due nor refused: that needs no lock and no transaction.
  if (staleToken === undefined) {
    const [row] = await context.db.select().from(integrations).where(eq(integrations.id, integrationId));
    const due = row?.expiresAt != null && row.expiresAt.getTime() - Date.now() < REFRESH_WINDOW_MS;
    if (row?.status === "connected" && row.accessTokenEncrypted && !due) {
      return context.cipher.decrypt(row.accessTokenEncrypted, row.id);
    }
  }
  const result = await context.db.transaction(async (tx): Promise<FreshToken> => {
    const [row] = await tx.select().from(integrations).where(eq(integrations.id, integrationId)).for("update");
    if (!row?.accessTokenEncrypted) throw new AppError("NOT_FOUND", { message: integrationMessages.notConnected });
    if (row.status === "needs_reconnect") return { needsReconnect: true };
    const accessToken = context.cipher.decrypt(row.accessTokenEncrypted, row.id);
    const now = new Date();
    const due = row.expiresAt !== null && row.expiresAt.getTime() - now.getTime() < REFRESH_WINDOW_MS;
    const refused = staleToken !== undefined && staleToken === accessToken;
    if (!due && !refused) return { accessToken };

    const definition = findIntegration(row.service);
    if (!definition?.oauth || !row.refreshTokenEncrypted) {
      if (!refused) return { accessToken };
      await tx
        .update(integrations)
        .set({ status: "needs_reconnect", updatedAt: now })
        .where(eq(integrations.id, row.id));
      return { needsReconnect: true };
    }
    const refreshToken = context.cipher.decrypt(row.refreshTokenEncrypted, row.id);
    try {
      const tokens = await refreshAccessToken(definition.oauth, context.modes[definition.family], refreshToken);
      await tx
        .update(integrations)
        .set({
          accessTokenEncrypted: context.cipher.encrypt(tokens.accessToken, row.id),
          // A provider that rotates refresh tokens invalidates the old one: losing the new one would end the connection.
          refreshTokenEncrypted: context.cipher.encrypt(tokens.refreshToken ?? refreshToken, row.id),
          expiresAt: computeExpiry(tokens, now),
          ...(tokens.scopes.length > 0 ? { scopes: tokens.scopes } : {}),
          updatedAt: now,
        })
        .where(eq(integrations.id, row.id));
      return { accessToken: tokens.accessToken };
    } catch (error) {
      if (error instanceof OAuthGrantError && error.oauthError === "invalid_grant") {
        await tx
          .update(integrations)
          .set({ status: "needs_reconnect", updatedAt: now })
          .where(eq(integrations.id, row.id));
        return { needsReconnect: true };
      }
      throw error;
    }
  });
  if ("needsReconnect" in result) throw new AppError("CONFLICT", { message: integrationMessages.needsReconnect });
  return result.accessToken;
}

/** Runs a provider call with a fresh token; after a 401 it refreshes once and tries again. */
export async function callWithAccessToken<T>(
  context: IntegrationsContext,
  integrationId: string,
  call: (api: ProviderApi) => Promise<T>,
): Promise<T> {
  const [row] = await context.db
    .select({ service: integrations.service })
    .from(integrations)
    .where(eq(integrations.id, integrationId));
  const definition = row ? findIntegration(row.service) : undefined;
  if (!definition) throw new AppError("NOT_FOUND", { message: integrationMessages.notConnected });
  const { resolveUrl } = context.modes[definition.family];

  const token = await obtainAccessToken(context, integrationId);
  try {
    return await call(createProviderApi(resolveUrl, token));
  } catch (error) {
    if (!(error instanceof ProviderUnauthorizedError)) throw error;
    const renewed = await obtainAccessToken(context, integrationId, token);
    return call(createProviderApi(resolveUrl, renewed));
  }
}
