import { randomUUID } from "node:crypto";
import {
  findServiceByKey,
  type IntegrationSummary,
  type IntegrationsResponse,
  integrationMessages,
  type ServiceAvailabilityResponse,
  serviceCatalogue,
} from "@shifu/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { integrations } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { McpSettings } from "../../integrations/mcp/mcp-client";
import { createProviderApi } from "../../integrations/provider-api";
import type { ProviderModes } from "../../integrations/provider-modes";
import { findIntegration } from "../../integrations/registry";
import type { TokenCipher } from "../../integrations/token-cipher";
import type { IntegrationDefinition, TokenSet } from "../../integrations/types";

export type IntegrationsContext = {
  db: Database;
  cipher: TokenCipher;
  modes: ProviderModes;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** How connected MCP servers are reached (integrations/mcp/). */
  mcp: McpSettings;
};

type IntegrationRow = typeof integrations.$inferSelect;

export function toIntegrationSummary(row: IntegrationRow): IntegrationSummary {
  return {
    account: row.account,
    status: row.status,
    connected_at: row.connectedAt.toISOString(),
    scopes: row.scopes,
  };
}

/** The user's connections keyed by service name, with nothing secret in them. */
export async function listIntegrations(db: Database, userId: string): Promise<IntegrationsResponse> {
  const rows = await db.select().from(integrations).where(eq(integrations.userId, userId));
  const summaries: IntegrationsResponse = {};
  for (const row of rows) {
    const service = findServiceByKey(row.service);
    if (service) summaries[service.name] = toIntegrationSummary(row);
  }
  return summaries;
}

export function listServiceAvailability(modes: ProviderModes): ServiceAvailabilityResponse {
  return {
    services: serviceCatalogue.map((service) => {
      const definition = findIntegration(service.key);
      return {
        name: service.name,
        key: service.key,
        icon: service.icon,
        comingSoon: service.comingSoon,
        demo: definition ? modes[definition.family].demo : false,
      };
    }),
  };
}

/** The definition of a service the user may connect now; coming-soon and unknown services are refused. */
export function requireConnectableIntegration(serviceKey: string): IntegrationDefinition {
  const service = findServiceByKey(serviceKey);
  const definition = findIntegration(serviceKey);
  if (!service || !definition) throw new AppError("NOT_FOUND", { message: integrationMessages.unknownService });
  if (service.comingSoon) throw new AppError("BAD_REQUEST", { message: integrationMessages.comingSoon });
  return definition;
}

export function computeExpiry(tokens: TokenSet, now: Date): Date | null {
  return tokens.expiresIn === null ? null : new Date(now.getTime() + tokens.expiresIn * 1000);
}

/**
 * Stores a connection. The row id is fixed before encrypting because it is the ciphertexts' additional data; a
 * reconnection keeps the row and replaces its tokens.
 */
export async function saveIntegration(
  context: IntegrationsContext,
  input: { userId: string; serviceKey: string; tokens: TokenSet; account: string | null; now?: Date },
): Promise<IntegrationRow> {
  const now = input.now ?? new Date();
  return context.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.userId, input.userId), eq(integrations.service, input.serviceKey)))
      .for("update");
    const id = existing?.id ?? randomUUID();
    const values = {
      account: input.account,
      status: "connected" as const,
      scopes: input.tokens.scopes,
      accessTokenEncrypted: context.cipher.encrypt(input.tokens.accessToken, id),
      refreshTokenEncrypted: input.tokens.refreshToken ? context.cipher.encrypt(input.tokens.refreshToken, id) : null,
      expiresAt: computeExpiry(input.tokens, now),
      updatedAt: now,
    };
    const [row] = existing
      ? await tx
          .update(integrations)
          .set({ ...values, connectedAt: now })
          .where(eq(integrations.id, id))
          .returning()
      : await tx
          .insert(integrations)
          .values({ id, userId: input.userId, service: input.serviceKey, connectedAt: now, ...values })
          .returning();
    if (!row) throw new AppError("INTERNAL");
    return row;
  });
}

/** Revokes at the provider where it can (best effort: a provider that is down must not keep the user connected), then forgets the tokens. */
export async function disconnectIntegration(
  context: IntegrationsContext,
  input: { userId: string; serviceKey: string },
): Promise<void> {
  const [row] = await context.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, input.userId), eq(integrations.service, input.serviceKey)));
  if (!row) throw new AppError("NOT_FOUND", { message: integrationMessages.notConnected });
  const definition = findIntegration(input.serviceKey);
  if (definition?.revokeTokens && row.accessTokenEncrypted) {
    const accessToken = context.cipher.decrypt(row.accessTokenEncrypted, row.id);
    const refreshToken = row.refreshTokenEncrypted ? context.cipher.decrypt(row.refreshTokenEncrypted, row.id) : null;
    const mode = context.modes[definition.family];
    try {
      await definition.revokeTokens(
        createProviderApi(mode.resolveUrl, accessToken),
        { accessToken, refreshToken },
        mode,
      );
    } catch (error) {
      context.logger.warn({ service: input.serviceKey, err: error }, "revocation at the provider failed");
    }
  }
  await context.db.delete(integrations).where(eq(integrations.id, row.id));
}
