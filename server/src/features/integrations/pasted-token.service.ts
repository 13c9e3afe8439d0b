import type { IntegrationSummary } from "@shifu/contract";
import { integrationMessages } from "@shifu/contract";
import { AppError } from "../../errors/app-error";
import { createProviderApi, ProviderError } from "../../integrations/provider-api";
import { findIntegration } from "../../integrations/registry";
import { type IntegrationsContext, saveIntegration, toIntegrationSummary } from "./integrations.service";

/**
 * For services connected by pasting a token (WhatsApp's system user token): the token is checked against the
 * provider before anything is stored.
 */
export async function addPastedIntegration(
  context: IntegrationsContext,
  input: { userId: string; serviceKey: string; token: string; refreshToken: string | null; expiresIn: number | null },
): Promise<IntegrationSummary> {
  const definition = findIntegration(input.serviceKey);
  if (!definition) throw new AppError("NOT_FOUND", { message: integrationMessages.unknownService });
  if (definition.oauth) throw new AppError("BAD_REQUEST", { message: integrationMessages.notPasted });
  const mode = context.modes[definition.family];
  let account: string | null;
  try {
    account = await definition.fetchAccount(createProviderApi(mode.resolveUrl, input.token), {
      accessToken: input.token,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.status === 401) {
      throw new AppError("BAD_REQUEST", { message: integrationMessages.tokenRefused, cause: error });
    }
    throw new AppError("UNAVAILABLE", { message: integrationMessages.providerUnavailable, cause: error });
  }
  const row = await saveIntegration(context, {
    userId: input.userId,
    serviceKey: definition.key,
    tokens: { accessToken: input.token, refreshToken: input.refreshToken, expiresIn: input.expiresIn, scopes: [] },
    account,
  });
  return toIntegrationSummary(row);
}
