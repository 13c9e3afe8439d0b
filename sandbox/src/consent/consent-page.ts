import type { DemoAccount } from "../demo-accounts";
import { escapeHtml } from "./escape-html";
import { renderHtmlPage } from "./html-page";

export type ConsentPageInput = {
  providerName: string;
  brandColor: string;
  account: DemoAccount;
  scopes: readonly string[];
  redirectUri: string;
  consentId: string;
  /** The authorize path itself: the decision is posted back where the page came from. */
  action: string;
};

function renderScopes(scopes: readonly string[]): string {
  if (scopes.length === 0) {
    return '<p class="muted">Este proveedor no pide permisos por separado: la aplicación recibe el acceso que tenga configurado.</p>';
  }
  return `<ul class="scopes">${scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join("")}</ul>`;
}

function readInitials(account: DemoAccount): string {
  return `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`.toUpperCase();
}

/**
 * The end every consent page of the sandbox shares: the permissions asked, where the person goes back to, and the
 * 'Cancelar' / 'Permitir' form posted to `action`. `scopesHtml` is already escaped.
 */
export function renderConsentDecision(input: {
  scopesHtml: string;
  returnTo: string;
  action: string;
  consentId: string;
}): string {
  return `<h2>Permisos solicitados</h2>
${input.scopesHtml}
<p class="muted">Después volverás a <strong>${escapeHtml(input.returnTo)}</strong>.</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="consent_id" value="${escapeHtml(input.consentId)}">
<div class="actions">
<button type="submit" name="decision" value="deny" class="secondary">Cancelar</button>
<button type="submit" name="decision" value="allow" class="primary">Permitir</button>
</div>
</form>`;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const provider = escapeHtml(input.providerName);
  const { account } = input;
  const returnTo = new URL(input.redirectUri).origin;
  return renderHtmlPage(
    `Conectar con ${input.providerName} · Sandbox de Shifu`,
    `<section class="card" aria-labelledby="consent-title">
<div class="provider"><span class="logo" aria-hidden="true">${escapeHtml(input.providerName.charAt(0))}</span><span>${provider}</span></div>
<h1 id="consent-title">Shifu quiere acceder a tu cuenta de ${provider}</h1>
<p class="caption">Conectarás como</p>
<div class="account">
<span class="avatar" aria-hidden="true">${escapeHtml(readInitials(account))}</span>
<div><span class="account-name">${escapeHtml(account.displayName)}</span><span class="account-email">${escapeHtml(account.email)}</span></div>
</div>
<p class="muted">Es una cuenta de demostración: nada sale de este equipo.</p>
${renderConsentDecision({ scopesHtml: renderScopes(input.scopes), returnTo, action: input.action, consentId: input.consentId })}
</section>`,
    input.brandColor,
  );
}
