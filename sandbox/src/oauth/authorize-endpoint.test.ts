import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import {
  answerConsent,
  authorizeUrl,
  createPkcePair,
  REDIRECT_URI,
  readConsentId,
  standardAuthorizeParams,
  toForm,
} from "../test/oauth-test-client";

const googleParams = (extra: Record<string, string> = {}) =>
  standardAuthorizeParams("google", { scope: "openid email https://www.googleapis.com/auth/drive.readonly", ...extra });

function readRedirect(location: unknown): URLSearchParams {
  return new URL(String(location)).searchParams;
}

describe("the authorize page", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("shows the consent page in Spanish: provider, account, scopes, both buttons, the banner", async () => {
    const page = await app.inject({ method: "GET", url: authorizeUrl("google", googleParams()) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Sandbox de Shifu · modo demostración");
    expect(html).toContain("Shifu quiere acceder a tu cuenta de Google");
    expect(html).toContain("Ana García");
    expect(html).toContain("ana.garcia@ejemplo.com");
    expect(html).toContain("<code>https://www.googleapis.com/auth/drive.readonly</code>");
    expect(html).toMatch(/<button[^>]*value="allow"[^>]*>Permitir<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Cancelar<\/button>/);
    // Nothing is fetched from elsewhere: no scripts, links, images or remote URLs in attributes.
    expect(html).not.toMatch(/<script|<link|<img|src=/);
  });

  it("escapes what the request puts on the page", async () => {
    const page = await app.inject({ method: "GET", url: authorizeUrl("google", googleParams({ scope: "<b>x</b>" })) });
    expect(page.body).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(page.body).not.toContain("<b>x</b>");
  });

  it("Permitir sends a code and the state back, keeping the redirect_uri's own query", async () => {
    const redirectUri = `${REDIRECT_URI}?service=drive`;
    const location = await answerConsent(app, "google", googleParams({ redirect_uri: redirectUri }));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("service")).toBe("drive");
    expect(location.searchParams.get("state")).toBe("estado-123");
    expect(location.searchParams.get("code")).toMatch(/^[\w-]{43}$/);
  });

  it("Cancelar sends error=access_denied and the state back", async () => {
    const location = await answerConsent(app, "google", googleParams(), "deny");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("estado-123");
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("answers a consent once: a second submission gets an error page", async () => {
    const url = authorizeUrl("google", googleParams());
    const page = await app.inject({ method: "GET", url });
    const form = toForm({ consent_id: readConsentId(page.body), decision: "allow" });
    const first = await app.inject({ method: "POST", url: url.split("?")[0], ...form });
    expect(first.statusCode).toBe(302);
    const second = await app.inject({ method: "POST", url: url.split("?")[0], ...form });
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain("ya se respondió o ha caducado");
  });

  it("shows an error page, never a redirect, for an unknown client, a bad redirect_uri or no state", async () => {
    const cases = [
      googleParams({ client_id: "sandbox-slack" }),
      googleParams({ client_id: "mi-app" }),
      googleParams({ redirect_uri: "javascript:alert(1)" }),
      googleParams({ redirect_uri: "no es una url" }),
      { ...googleParams(), state: "" },
    ];
    for (const params of cases) {
      const page = await app.inject({ method: "GET", url: authorizeUrl("google", params) });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).toContain("No se puede continuar");
    }
  });

  it("redirects with the OAuth error for a bad response_type or a missing scope", async () => {
    const badType = await app.inject({
      method: "GET",
      url: authorizeUrl("google", googleParams({ response_type: "token" })),
    });
    expect(readRedirect(badType.headers.location).get("error")).toBe("unsupported_response_type");

    const noScope = await app.inject({ method: "GET", url: authorizeUrl("google", googleParams({ scope: "" })) });
    const params = readRedirect(noScope.headers.location);
    expect(params.get("error")).toBe("invalid_scope");
    expect(params.get("state")).toBe("estado-123");
  });

  it("refuses the plain PKCE method, a challenge without a method and a malformed challenge", async () => {
    const { challenge } = createPkcePair();
    const cases: Record<string, string>[] = [
      { code_challenge: challenge, code_challenge_method: "plain" },
      { code_challenge: challenge },
      { code_challenge: "corto", code_challenge_method: "S256" },
      { code_challenge_method: "S256" },
    ];
    for (const pkce of cases) {
      const page = await app.inject({ method: "GET", url: authorizeUrl("google", googleParams(pkce)) });
      expect(page.statusCode).toBe(302);
      expect(readRedirect(page.headers.location).get("error")).toBe("invalid_request");
    }
  });

  it("ignores PKCE at a provider that does not support it, as the real one does", async () => {
    const { challenge } = createPkcePair();
    const params = standardAuthorizeParams("hubspot", {
      scope: "crm.objects.contacts.read",
      code_challenge: challenge,
      code_challenge_method: "plain",
    });
    const page = await app.inject({ method: "GET", url: authorizeUrl("hubspot", params) });
    expect(page.statusCode).toBe(200);
  });
});
