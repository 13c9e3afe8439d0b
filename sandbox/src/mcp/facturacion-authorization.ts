import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { renderConsentDecision } from "../consent/consent-page";
import { renderErrorPage } from "../consent/error-page";
import { escapeHtml } from "../consent/escape-html";
import { renderHtmlPage, sendHtmlPage } from "../consent/html-page";
import { isS256Challenge, verifyPkce } from "../oauth/pkce";
import { readQueryParams, readRequestParams } from "../oauth/request-params";
import { FACTURACION_OAUTH_MCP_PATH } from "./facturacion-paths";

/** Its authorization server's issuer path; metadata at /.well-known/oauth-authorization-server{this}. */
const ISSUER_PATH = "/mcp-auth/facturacion";
const SCOPE = "facturas";

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const ACCESS_LIFETIME_S = 60 * 60;
const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type RegisteredClient = { clientId: string; clientName: string; redirectUris: string[] };
type Consent = { client: RegisteredClient; redirectUri: string; state: string; challenge: string; resource?: string };
type Grant = { clientId: string; expiresAt: number };
type IssuedCode = Grant & { redirectUri: string; challenge: string; resource?: string };

function createSecret(): string {
  return randomBytes(24).toString("base64url");
}

function readOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;
}

function refuseToken(reply: FastifyReply, error: string, description: string) {
  return reply.code(400).header("cache-control", "no-store").send({ error, error_description: description });
}

/**
 * A small OAuth 2.1 authorization server for the demo's MCP server, as the MCP authorization spec asks of one:
 * protected resource metadata (RFC 9728), authorization server metadata (RFC 8414), dynamic client registration
 * (RFC 7591), PKCE with S256 only, and rotating refresh tokens. Kept in memory like the rest of the sandbox.
 */
export function createFacturacionAuthorization(now: () => number, publicUrl: string | undefined) {
  const clients = new Map<string, RegisteredClient>();
  const consents = new Map<string, Consent>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();

  function issueTokens(clientId: string) {
    const accessToken = createSecret();
    const refreshToken = createSecret();
    accessTokens.set(accessToken, { clientId, expiresAt: now() + ACCESS_LIFETIME_S * 1000 });
    refreshTokens.set(refreshToken, { clientId, expiresAt: now() + REFRESH_LIFETIME_MS });
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ACCESS_LIFETIME_S,
      refresh_token: refreshToken,
      scope: SCOPE,
    };
  }

  function register(app: FastifyInstance): void {
    app.get(`/.well-known/oauth-protected-resource${FACTURACION_OAUTH_MCP_PATH}`, async (request) => {
      const origin = readOrigin(request, publicUrl);
      return {
        resource: `${origin}${FACTURACION_OAUTH_MCP_PATH}`,
        authorization_servers: [`${origin}${ISSUER_PATH}`],
        scopes_supported: [SCOPE],
        bearer_methods_supported: ["header"],
        resource_name: "Facturación",
      };
    });

    app.get(`/.well-known/oauth-authorization-server${ISSUER_PATH}`, async (request) => {
      const issuer = `${readOrigin(request, publicUrl)}${ISSUER_PATH}`;
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        registration_endpoint: `${issuer}/register`,
        scopes_supported: [SCOPE],
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        token_endpoint_auth_methods_supported: ["none"],
        code_challenge_methods_supported: ["S256"],
      };
    });

    app.post(`${ISSUER_PATH}/register`, async (request, reply) => {
      // Loaded with the first registration, not with the sandbox, which starts beside Shifu.
      const { OAuthClientMetadataSchema } = await import("@modelcontextprotocol/sdk/shared/auth.js");
      const parsed = OAuthClientMetadataSchema.safeParse(request.body);
      if (!parsed.success) return refuseToken(reply, "invalid_client_metadata", parsed.error.message);
      const redirectUris = parsed.data.redirect_uris;
      if (redirectUris.some((uri) => !/^https?:\/\//.test(uri))) {
        return refuseToken(reply, "invalid_redirect_uri", "redirect_uris must be http or https");
      }
      const client: RegisteredClient = {
        clientId: `mcp-${createSecret()}`,
        clientName: parsed.data.client_name ?? "Aplicación sin nombre",
        redirectUris,
      };
      clients.set(client.clientId, client);
      return reply.code(201).send({
        ...parsed.data,
        client_id: client.clientId,
        client_id_issued_at: Math.floor(now() / 1000),
        token_endpoint_auth_method: "none",
      });
    });

    app.get(`${ISSUER_PATH}/authorize`, async (request, reply) => {
      const params = readQueryParams(request);
      const client = params.client_id ? clients.get(params.client_id) : undefined;
      if (!client) {
        return sendHtmlPage(
          reply,
          400,
          renderErrorPage(
            "Esta aplicación no está registrada en Facturación.",
            "Vuelve a conectar desde la aplicación.",
          ),
        );
      }
      if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri) || !params.state) {
        return sendHtmlPage(
          reply,
          400,
          renderErrorPage(
            "La dirección de vuelta (redirect_uri) o el parámetro state faltan o no coinciden con el registro.",
            "Sin ellos la aplicación no puede recibir la respuesta.",
          ),
        );
      }
      const back = new URL(params.redirect_uri);
      const refuse = (description: string) => {
        back.searchParams.set("error", "invalid_request");
        back.searchParams.set("error_description", description);
        back.searchParams.set("state", params.state ?? "");
        return reply.redirect(back.toString(), 302);
      };
      if (params.response_type !== "code") return refuse("Only response_type=code is supported");
      if (params.code_challenge_method !== "S256" || !isS256Challenge(params.code_challenge ?? "")) {
        return refuse("PKCE with code_challenge_method=S256 is required");
      }
      const resource = `${readOrigin(request, publicUrl)}${FACTURACION_OAUTH_MCP_PATH}`;
      if (params.resource && params.resource !== resource) return refuse("Unknown resource");
      const consentId = createSecret();
      consents.set(consentId, {
        client,
        redirectUri: params.redirect_uri,
        state: params.state,
        challenge: params.code_challenge ?? "",
        ...(params.resource ? { resource: params.resource } : {}),
      });
      return sendHtmlPage(reply, 200, renderFacturacionConsent(client.clientName, back.origin, consentId));
    });

    app.post(`${ISSUER_PATH}/authorize`, async (request, reply) => {
      const params = readRequestParams(request, ["form"]);
      const consent = params.consent_id ? consents.get(params.consent_id) : undefined;
      if (!consent || !params.consent_id) {
        return sendHtmlPage(
          reply,
          400,
          renderErrorPage(
            "Esta solicitud de acceso ya se respondió o ha caducado.",
            "Vuelve a la aplicación y empieza la conexión otra vez.",
          ),
        );
      }
      consents.delete(params.consent_id);
      const back = new URL(consent.redirectUri);
      back.searchParams.set("state", consent.state);
      if (params.decision !== "allow") back.searchParams.set("error", "access_denied");
      else {
        const code = createSecret();
        codes.set(code, {
          clientId: consent.client.clientId,
          redirectUri: consent.redirectUri,
          challenge: consent.challenge,
          expiresAt: now() + CODE_LIFETIME_MS,
          ...(consent.resource ? { resource: consent.resource } : {}),
        });
        back.searchParams.set("code", code);
      }
      return reply.header("cache-control", "no-store").redirect(back.toString(), 302);
    });

    app.post(`${ISSUER_PATH}/token`, async (request, reply) => {
      const params = readRequestParams(request, ["form"]);
      const clientId = params.client_id ?? "";
      if (!clients.has(clientId)) return reply.code(401).send({ error: "invalid_client" });
      if (params.grant_type === "authorization_code") {
        const issued = params.code ? codes.get(params.code) : undefined;
        if (params.code) codes.delete(params.code);
        if (!issued || issued.clientId !== clientId || issued.expiresAt <= now()) {
          return refuseToken(reply, "invalid_grant", "The code is unknown, used or expired");
        }
        if (params.redirect_uri !== issued.redirectUri) {
          return refuseToken(reply, "invalid_grant", "redirect_uri does not match");
        }
        if (!verifyPkce(params.code_verifier, issued.challenge)) {
          return refuseToken(reply, "invalid_grant", "code_verifier does not match the code_challenge");
        }
        return reply.header("cache-control", "no-store").send(issueTokens(clientId));
      }
      if (params.grant_type === "refresh_token") {
        const grant = params.refresh_token ? refreshTokens.get(params.refresh_token) : undefined;
        // Rotated: a refresh token works once, so a stolen one dies as soon as either side uses it.
        if (params.refresh_token) refreshTokens.delete(params.refresh_token);
        if (!grant || grant.clientId !== clientId || grant.expiresAt <= now()) {
          return refuseToken(reply, "invalid_grant", "The refresh token is unknown, used or expired");
        }
        return reply.header("cache-control", "no-store").send(issueTokens(clientId));
      }
      return refuseToken(reply, "unsupported_grant_type", "Only authorization_code and refresh_token");
    });
  }

  /** A live access token of any registered client. */
  function isAuthorized(request: FastifyRequest): boolean {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const grant = token ? accessTokens.get(token) : undefined;
    return grant !== undefined && grant.expiresAt > now();
  }

  /** The challenge that sends an MCP client to the metadata (RFC 9728 §5.1). */
  function describeChallenge(request: FastifyRequest): string {
    const metadata = `${readOrigin(request, publicUrl)}/.well-known/oauth-protected-resource${FACTURACION_OAUTH_MCP_PATH}`;
    const invalid = request.headers.authorization ? ' error="invalid_token",' : "";
    return `Bearer${invalid} resource_metadata="${metadata}", scope="${SCOPE}"`;
  }

  return { register, isAuthorized, describeChallenge };
}

function renderFacturacionConsent(clientName: string, returnTo: string, consentId: string): string {
  return renderHtmlPage(
    "Conectar con Facturación · Sandbox de Shifu",
    `<section class="card" aria-labelledby="consent-title">
<div class="provider"><span class="logo" aria-hidden="true">F</span><span>Facturación</span></div>
<h1 id="consent-title">«${escapeHtml(clientName)}» quiere acceder a tu Facturación</h1>
<p class="muted">Es el servidor MCP de demostración: nada sale de este equipo.</p>
${renderConsentDecision({
  scopesHtml: '<ul class="scopes"><li>Ver tus facturas</li><li>Crear facturas</li><li>Anular facturas</li></ul>',
  returnTo,
  action: `${ISSUER_PATH}/authorize`,
  consentId,
})}
</section>`,
    "#0f766e",
  );
}
