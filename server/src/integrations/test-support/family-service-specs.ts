import { demoAccounts } from "@shifu/sandbox";
import { expect } from "vitest";
import type { IntegrationDefinition } from "../types";
import type { OAuthServiceSpec } from "./describe-oauth-service";

/** A service of a family whose services share one OAuth app and differ only in the scopes they add. */
type FamilyService = { definition: IntegrationDefinition; name: string };

/** Gmail, Drive, Docs, Sheets and Slides: Google's sign-in scopes plus one API scope each. */
export function createGoogleServiceSpec({
  definition,
  name,
  apiScope,
}: FamilyService & { apiScope: string }): OAuthServiceSpec {
  return {
    definition,
    name,
    family: "google",
    authorize: {
      test: "asks Google for its scope, offline access, a fresh consent and a PKCE challenge",
      path: "accounts.google.com/o/oauth2/v2/auth",
      scope: `openid email profile ${apiScope}`,
      pkce: true,
      params: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
    },
    connect: {
      test: "connects through the sandbox, reads the account, refreshes and revokes",
      expiresIn: 3599,
      scopes: expect.arrayContaining([apiScope]),
      account: demoAccounts.google.email,
      refresh: "omit",
      revokes: true,
    },
  };
}

/** Outlook, OneDrive and Teams: Microsoft's sign-in and offline scopes plus their Graph permissions. */
export function createMicrosoftServiceSpec({
  definition,
  name,
  graphScopes,
}: FamilyService & { graphScopes: string }): OAuthServiceSpec {
  return {
    definition,
    name,
    family: "microsoft",
    authorize: {
      test: "asks Microsoft for its scopes with offline access and a PKCE challenge",
      path: "login.microsoftonline.com/common/oauth2/v2.0/authorize",
      scope: `openid email offline_access User.Read ${graphScopes}`,
      pkce: true,
      params: { response_mode: "query" },
    },
    connect: {
      test: "connects through the sandbox, reads the account and rotates the refresh token",
      expiresIn: 3599,
      account: demoAccounts.microsoft.email,
      refresh: "rotate",
      revokes: false,
    },
  };
}

/** LinkedIn and LinkedIn Sales: OpenID Connect plus one product scope each. */
export function createLinkedInServiceSpec({
  definition,
  name,
  productScope,
}: FamilyService & { productScope: string }): OAuthServiceSpec {
  return {
    definition,
    name,
    family: "linkedin",
    authorize: {
      test: "asks LinkedIn for OpenID Connect and its own scope, without PKCE",
      path: "www.linkedin.com/oauth/v2/authorization",
      scope: `openid profile email ${productScope}`,
      pkce: false,
    },
    connect: {
      test: "connects through the sandbox, reads the member, refreshes and revokes with the app's credentials",
      expiresIn: 5_184_000,
      account: demoAccounts.linkedin.email,
      refresh: "same",
      revokes: true,
    },
  };
}
