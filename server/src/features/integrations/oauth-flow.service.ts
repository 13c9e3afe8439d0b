import { integrationMessages } from "@shifu/contract";
import { AppError } from "../../errors/app-error";
import {
  buildAuthorizeUrl,
  createPkcePair,
  exchangeAuthorizationCode,
  OAuthGrantError,
} from "../../integrations/oauth-client";
import { createProviderApi, ProviderError } from "../../integrations/provider-api";
import type { TokenSet } from "../../integrations/types";
import { createSecretToken } from "../../security/secret-token";
import {
  type IntegrationsContext,
  requireConnectableIntegration,
  saveIntegration,
  toIntegrationSummary,
} from "./integrations.service";
import { spendOAuthState, storeOAuthState } from "./oauth-state";

/** Providers send the browser back to the workspace, which posts the code to the server. */
export function buildRedirectUri(publicUrl: string): string {
  return `${publicUrl}/chat`;
}

/** A 256-bit single-use state bound to the user and the service, plus a PKCE pair where the provider takes one. */
export async function startAuthorization(
  context: IntegrationsContext,
  input: { userId: string; serviceKey: string; now?: Date },
): Promise<{ url: string; demo: boolean }> {
  const definition = requireConnectableIntegration(input.serviceKey);
  if (!definition.oauth) throw new AppError("BAD_REQUEST", { message: integrationMessages.notOAuth });
  const now = input.now ?? new Date();
  const mode = context.modes[definition.family];
  const state = createSecretToken();
  const pkce = definition.oauth.pkce ? createPkcePair() : undefined;
  await storeOAuthState(context, {
    state,
    userId: input.userId,
    service: definition.key,
    ...(pkce ? { codeVerifier: pkce.verifier } : {}),
    now,
  });
  const url = buildAuthorizeUrl(definition.oauth, mode, {
    state,
    redirectUri: buildRedirectUri(context.publicUrl),
    ...(pkce ? { codeChallenge: pkce.challenge } : {}),
    // The sandbox keeps demo data per account and keys it by this hint, so each Shifu user gets a demo of their
    // own; a pseudonym, as the sandbox needs no one's e-mail. Real providers get no hint.
    ...(mode.demo ? { loginHint: context.cipher.pseudonymize(`sandbox-account:${input.userId}`) } : {}),
  });
  return { url, demo: mode.demo };
}

function describeProviderFailure(error: unknown): AppError {
  if (error instanceof OAuthGrantError) {
    return new AppError("BAD_REQUEST", { message: integrationMessages.codeRefused, cause: error });
  }
  if (error instanceof ProviderError && error.status === 401) {
    return new AppError("BAD_REQUEST", { message: integrationMessages.tokenRefused, cause: error });
  }
  return new AppError("UNAVAILABLE", { message: integrationMessages.providerUnavailable, cause: error });
}

/**
 * The callback: checks the state (this user's, this service's, unexpired, unused), exchanges the code with the
 * server's own secret, reads who connected, and stores the tokens encrypted.
 */
export async function completeAuthorization(
  context: IntegrationsContext,
  input: { userId: string; serviceKey: string; state: string; code?: string; accessToken?: string; now?: Date },
) {
  const definition = requireConnectableIntegration(input.serviceKey);
  if (!definition.oauth) throw new AppError("BAD_REQUEST", { message: integrationMessages.notOAuth });
  const now = input.now ?? new Date();
  const spent = await spendOAuthState(context, {
    state: input.state,
    userId: input.userId,
    accepts: (service) => service === definition.key,
    now,
  });
  if (!spent) throw new AppError("BAD_REQUEST", { message: integrationMessages.stateInvalid });

  const mode = context.modes[definition.family];
  let tokens: TokenSet;
  let account: string | null;
  try {
    if (input.code) {
      const codeVerifier = spent.codeVerifier;
      tokens = await exchangeAuthorizationCode(definition.oauth, mode, {
        code: input.code,
        redirectUri: buildRedirectUri(context.publicUrl),
        ...(codeVerifier ? { codeVerifier } : {}),
      });
    } else if (input.accessToken) {
      tokens = { accessToken: input.accessToken, refreshToken: null, expiresIn: null, scopes: [] };
    } else {
      throw new AppError("BAD_REQUEST", { message: integrationMessages.codeRefused });
    }
    account = await definition.fetchAccount(createProviderApi(mode.resolveUrl, tokens.accessToken), tokens);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw describeProviderFailure(error);
  }

  const row = await saveIntegration(context, {
    userId: input.userId,
    serviceKey: definition.key,
    tokens,
    account,
    now,
  });
  return toIntegrationSummary(row);
}
