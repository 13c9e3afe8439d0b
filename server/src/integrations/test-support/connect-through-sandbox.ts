import { randomBytes } from "node:crypto";
import { buildAuthorizeUrl, createPkcePair, exchangeAuthorizationCode } from "../oauth-client";
import type { ProviderModes } from "../provider-modes";
import type { IntegrationDefinition, OAuthSettings, TokenSet } from "../types";

/** Where the tests say the provider should send the browser back; the sandbox only echoes it. */
export const TEST_REDIRECT_URI = "http://localhost:3000/chat";

/** The one sandbox account the tool tests connect as, so every service of a family sees the same demo data. */
export const TEST_SANDBOX_ACCOUNT = "cuenta-de-prueba";

export type TestAuthorization = {
  oauth: OAuthSettings;
  url: URL;
  state: string;
  pkce: { verifier: string; challenge: string } | undefined;
};

type ConsentForm = { action: string; fields: Record<string, string> };

const htmlEntities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function decodeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => htmlEntities[entity] ?? entity);
}

function readAttribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
}

/** What the browser would post when the user presses the button labelled `label`: the hidden fields plus the button's own. */
function readConsentForm(html: string, label: string): ConsentForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  const action = form?.[1] && readAttribute(form[1], "action");
  if (!form?.[2] || !action) throw new Error(`the consent page has no form:\n${html}`);
  const fields: Record<string, string> = {};
  for (const [tag] of form[2].matchAll(/<input\b[^>]*>/g)) {
    const name = readAttribute(tag, "name");
    if (name && readAttribute(tag, "type") === "hidden") fields[name] = readAttribute(tag, "value") ?? "";
  }
  const button = [...form[2].matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].find(
    ([, , text]) => decodeHtml(text ?? "").trim() === label,
  );
  const buttonName = button?.[1] && readAttribute(button[1], "name");
  if (!button?.[1] || !buttonName) throw new Error(`the consent page has no '${label}' button`);
  fields[buttonName] = readAttribute(button[1], "value") ?? "";
  return { action, fields };
}

export function requireOAuth(definition: IntegrationDefinition): OAuthSettings {
  if (!definition.oauth) throw new Error(`${definition.key} connects by pasting a token, not by OAuth`);
  return definition.oauth;
}

/** The refresh token a connection must have come with, for the providers that issue one. */
export function requireRefreshToken(tokens: TokenSet): string {
  if (!tokens.refreshToken) throw new Error("the provider issued no refresh token");
  return tokens.refreshToken;
}

/** The authorize URL Shifu would send the browser to, with the state and PKCE pair it would keep. */
export function startTestAuthorization(definition: IntegrationDefinition, modes: ProviderModes): TestAuthorization {
  const oauth = requireOAuth(definition);
  const state = randomBytes(16).toString("base64url");
  const pkce = oauth.pkce ? createPkcePair() : undefined;
  const url = buildAuthorizeUrl(oauth, modes[definition.family], {
    state,
    redirectUri: TEST_REDIRECT_URI,
    ...(pkce ? { codeChallenge: pkce.challenge } : {}),
    loginHint: TEST_SANDBOX_ACCOUNT,
  });
  return { oauth, url: new URL(url), state, pkce };
}

/** Opens an authorize URL and presses a consent button as the browser would; answers where the sandbox redirects. */
export async function answerSandboxConsent(authorizeUrl: URL | string, label: "Permitir" | "Cancelar"): Promise<URL> {
  const page = await fetch(authorizeUrl, { redirect: "manual" });
  if (page.status !== 200) {
    throw new Error(`the authorize page answered ${page.status} ${page.headers.get("location") ?? ""}`);
  }
  const form = readConsentForm(await page.text(), label);
  const decision = await fetch(new URL(form.action, authorizeUrl), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(form.fields),
  });
  const location = decision.headers.get("location");
  if (decision.status !== 302 || !location) throw new Error(`the consent answered ${decision.status}, not a redirect`);
  return new URL(location);
}

/**
 * A whole connection as the browser and Shifu's server make it: open the authorize URL, press 'Permitir' on the
 * sandbox's consent page, take the code from the redirect, and exchange it for tokens.
 */
export async function connectThroughSandbox(
  definition: IntegrationDefinition,
  modes: ProviderModes,
): Promise<TokenSet> {
  const authorization = startTestAuthorization(definition, modes);
  const back = await answerSandboxConsent(authorization.url, "Permitir");
  const code = back.searchParams.get("code");
  if (back.origin + back.pathname !== TEST_REDIRECT_URI || back.searchParams.get("state") !== authorization.state) {
    throw new Error(`the consent sent the browser to ${back.origin}${back.pathname} with another state`);
  }
  if (!code) throw new Error(`the consent sent no code: ${back.searchParams.get("error") ?? "no error either"}`);
  return exchangeAuthorizationCode(authorization.oauth, modes[definition.family], {
    code,
    redirectUri: TEST_REDIRECT_URI,
    ...(authorization.pkce ? { codeVerifier: authorization.pkce.verifier } : {}),
  });
}
