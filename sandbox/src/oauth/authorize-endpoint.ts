import type { FastifyReply, FastifyRequest } from "fastify";
import { renderConsentPage } from "../consent/consent-page";
import { renderErrorPage } from "../consent/error-page";
import { sendHtmlPage } from "../consent/html-page";
import { demoAccounts } from "../demo-accounts";
import type { AuthorizeEndpoint, ProviderFamily } from "../providers/provider-family";
import { isS256Challenge } from "./pkce";
import { type RequestParams, readQueryParams, readRequestParams } from "./request-params";
import { getSandboxClient } from "./sandbox-client";
import { DEFAULT_ACCOUNT, type TokenStore } from "./token-store";

type AuthorizeFamily = ProviderFamily & { authorize: AuthorizeEndpoint };

/** An authorize error that can go back to the client, as RFC 6749 §4.1.2.1 says. */
type RedirectableError = {
  error: "invalid_request" | "unsupported_response_type" | "invalid_scope";
  description: string;
};

function parseRedirectUri(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string>): FastifyReply {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return reply.header("cache-control", "no-store").redirect(url.toString(), 302);
}

function readScopes(endpoint: AuthorizeEndpoint, params: RequestParams): string[] {
  if (!endpoint.scopeParam) return [];
  return (params[endpoint.scopeParam] ?? "").split(/[\s,]+/).filter(Boolean);
}

function findRequestError(endpoint: AuthorizeEndpoint, params: RequestParams): RedirectableError | undefined {
  if (params.response_type === undefined && endpoint.responseTypeRequired) {
    return { error: "invalid_request", description: "Missing response_type" };
  }
  if (params.response_type !== undefined && params.response_type !== "code") {
    return { error: "unsupported_response_type", description: "Only response_type=code is supported" };
  }
  for (const [name, value] of Object.entries(endpoint.requiredParams)) {
    if (params[name] !== value) return { error: "invalid_request", description: `${name} must be ${value}` };
  }
  if (endpoint.scopeParam && endpoint.scopeRequired && readScopes(endpoint, params).length === 0) {
    return { error: "invalid_scope", description: `Missing ${endpoint.scopeParam}` };
  }
  if (!endpoint.pkce) return undefined;
  const { code_challenge: challenge, code_challenge_method: method } = params;
  if (!challenge) {
    return method
      ? { error: "invalid_request", description: "code_challenge_method without code_challenge" }
      : undefined;
  }
  // A challenge without a method is `plain` (RFC 7636 §4.3), which gives no protection against a leaked code.
  if (method !== "S256")
    return { error: "invalid_request", description: "Only code_challenge_method=S256 is accepted" };
  if (!isS256Challenge(challenge)) return { error: "invalid_request", description: "Malformed code_challenge" };
  return undefined;
}

const MAX_ACCOUNT_LENGTH = 200;

/**
 * The sandbox account a consent makes or reuses: Shifu sends a stable pseudonym of its user as `login_hint`, so each
 * person finds their own demo data again; a client that sends none (curl, a quick test) shares the default account.
 */
function readAccount(params: RequestParams): string {
  const hint = params.login_hint?.trim();
  return hint && hint.length <= MAX_ACCOUNT_LENGTH ? hint : DEFAULT_ACCOUNT;
}

/** GET authorize: checks the request and shows the consent page, or explains why it cannot. */
export function handleAuthorizeRequest(
  family: AuthorizeFamily,
  tokens: TokenStore,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const params = readQueryParams(request);
  const client = getSandboxClient(family.id);
  if (params.client_id !== client.id) {
    return sendHtmlPage(
      reply,
      400,
      renderErrorPage(
        `La aplicación «${params.client_id ?? ""}» no está registrada en ${family.name}.`,
        `En el sandbox, el client_id de ${family.name} es «${client.id}».`,
      ),
    );
  }
  const redirectUri = parseRedirectUri(params.redirect_uri);
  if (!redirectUri) {
    return sendHtmlPage(
      reply,
      400,
      renderErrorPage("La dirección de vuelta (redirect_uri) falta o no es válida.", "Debe ser una URL http o https."),
    );
  }
  if (!params.state) {
    return sendHtmlPage(
      reply,
      400,
      renderErrorPage("Falta el parámetro state.", "Sin él la aplicación no puede comprobar que la respuesta es suya."),
    );
  }
  const problem = findRequestError(family.authorize, params);
  if (problem) {
    return redirectWith(reply, redirectUri.toString(), {
      error: problem.error,
      error_description: problem.description,
      state: params.state,
    });
  }
  const consent = tokens.addConsent({
    family: family.id,
    clientId: client.id,
    redirectUri: params.redirect_uri ?? redirectUri.toString(),
    state: params.state,
    scopes: readScopes(family.authorize, params),
    codeChallenge: family.authorize.pkce ? (params.code_challenge ?? null) : null,
    authorizeParams: params,
    account: readAccount(params),
  });
  return sendHtmlPage(
    reply,
    200,
    renderConsentPage({
      providerName: family.name,
      brandColor: family.brandColor,
      account: demoAccounts[family.id],
      scopes: consent.scopes,
      redirectUri: consent.redirectUri,
      consentId: consent.id,
      action: request.url.split("?")[0] ?? request.url,
    }),
  );
}

/** POST authorize: the consent page's answer, Permitir or Cancelar. */
export function handleConsentDecision(
  family: AuthorizeFamily,
  tokens: TokenStore,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const params = readRequestParams(request, ["form"]);
  const consent = params.consent_id ? tokens.takeConsent(params.consent_id) : undefined;
  if (!consent || consent.family !== family.id) {
    return sendHtmlPage(
      reply,
      400,
      renderErrorPage(
        "Esta solicitud de acceso ya se respondió o ha caducado.",
        "Vuelve a la aplicación y empieza la conexión otra vez.",
      ),
    );
  }
  if (params.decision !== "allow") {
    return redirectWith(reply, consent.redirectUri, { error: "access_denied", state: consent.state });
  }
  const code = tokens.issueCode(consent);
  return redirectWith(reply, consent.redirectUri, { code: code.code, state: consent.state });
}
