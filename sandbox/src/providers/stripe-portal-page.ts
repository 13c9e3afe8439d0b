import type { FastifyReply } from "fastify";
import { renderErrorPage } from "../consent/error-page";
import { escapeHtml } from "../consent/escape-html";
import { renderHtmlPage, sendHtmlPage } from "../consent/html-page";
import { sandboxPrices } from "../demo-data/stripe-data";
import type { StripePortalSession, StripeStore, StripeSubscription } from "./stripe-store";
import { estimateProration, findActiveSubscription, findPrice, updateSubscription } from "./stripe-subscriptions";
import type { StripeWebhookSender } from "./stripe-webhooks";

const STRIPE_BRAND = "#635bff";
const BUTTON_STYLE =
  "padding:.625rem 1.375rem;border:1px solid #d1d5db;border-radius:.5rem;color:inherit;text-decoration:none";

function formatEuros(cents: number): string {
  return new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(cents / 100);
}

function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "Europe/Madrid" }).format(seconds * 1000);
}

function renderChangeForm(subscription: StripeSubscription, priceId: string, now: number, primary: boolean): string {
  const price = findPrice(priceId);
  if (!price) return "";
  const proration = estimateProration(subscription, price, now);
  const note =
    proration > 0
      ? `Hoy se cobra la parte proporcional del resto del periodo: ${formatEuros(proration)}.`
      : `La parte no usada del plan actual (${formatEuros(-proration)}) se descuenta de la próxima factura.`;
  return `<form method="post" style="border:1px solid #e5e7eb;border-radius:.625rem;padding:.75rem 1rem;margin:.75rem 0">
<input type="hidden" name="action" value="change"><input type="hidden" name="price" value="${escapeHtml(price.id)}">
<p style="margin:0"><strong>${escapeHtml(price.productName)}</strong> · ${escapeHtml(formatEuros(price.unitAmount))} al mes</p>
<p class="muted">${escapeHtml(note)}</p>
<button type="submit" class="${primary ? "primary" : "secondary"}">${primary ? "Confirmar el cambio" : "Cambiar a este plan"}</button>
</form>`;
}

function renderPortal(portal: StripePortalSession, subscription: StripeSubscription, now: number): string {
  const item = subscription.items.data[0];
  const periodEnd = item ? formatDate(item.current_period_end) : "";
  const current = item
    ? `<p><strong>${escapeHtml(item.price.nickname)}</strong> · ${escapeHtml(formatEuros(item.price.unit_amount))} al mes</p>`
    : "";
  const status = subscription.cancel_at_period_end
    ? `<p role="status">Tu suscripción se cancelará el ${escapeHtml(periodEnd)}. Hasta entonces mantienes el plan.</p>
<form method="post"><input type="hidden" name="action" value="resume"><button type="submit" class="secondary">Reanudar la suscripción</button></form>`
    : `<p class="muted">Se renueva el ${escapeHtml(periodEnd)}.</p>`;
  const changes = portal.flow
    ? `<h2>Cambiar de plan</h2>${renderChangeForm(subscription, portal.flow.price, now, true)}`
    : `<h2>Cambiar de plan</h2>${sandboxPrices
        .filter((price) => price.id !== item?.price.id)
        .map((price) => renderChangeForm(subscription, price.id, now, false))
        .join("\n")}`;
  const cancel = subscription.cancel_at_period_end
    ? ""
    : `<h2>Cancelar la suscripción</h2>
<p class="muted">Se cancela al final del periodo actual (${escapeHtml(periodEnd)}); hasta entonces mantienes el plan y no se te cobra más.</p>
<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancelar al final del periodo</button></form>`;
  return renderHtmlPage(
    "Gestionar suscripción · Stripe · modo demostración",
    `<section class="card" aria-labelledby="portal-title">
<div class="provider"><span class="logo" aria-hidden="true">S</span><span>Stripe · modo demostración</span></div>
<h1 id="portal-title">Gestionar suscripción</h1>
${current}
${status}
${changes}
${cancel}
<div class="actions"><a href="${escapeHtml(portal.return_url)}" style="${BUTTON_STYLE}">Volver a Shifu</a></div>
</section>`,
    STRIPE_BRAND,
  );
}

function findPortal(store: StripeStore, id: string) {
  const portal = store.portalSessions.get(id);
  const subscription = portal ? findActiveSubscription(store, portal.customer) : undefined;
  return portal && subscription ? { portal, subscription } : null;
}

function sendMissing(reply: FastifyReply): FastifyReply {
  return sendHtmlPage(
    reply,
    404,
    renderErrorPage("No hay ninguna suscripción que gestionar", "Vuelve a Shifu y ábrelo de nuevo desde tu perfil."),
  );
}

export function renderStripePortalPage(reply: FastifyReply, store: StripeStore, id: string, now: number): FastifyReply {
  const found = findPortal(store, id);
  if (!found) return sendMissing(reply);
  return sendHtmlPage(reply, 200, renderPortal(found.portal, found.subscription, now));
}

/** The portal's buttons: change the plan (prorated), cancel at the period's end, or take the cancellation back. */
export async function submitStripePortalPage(
  reply: FastifyReply,
  store: StripeStore,
  id: string,
  body: Record<string, string>,
  sendWebhook: StripeWebhookSender,
): Promise<FastifyReply> {
  const found = findPortal(store, id);
  if (!found) return sendMissing(reply);
  const change =
    body.action === "change"
      ? { price: body.price }
      : body.action === "cancel"
        ? { cancelAtPeriodEnd: true }
        : body.action === "resume"
          ? { cancelAtPeriodEnd: false }
          : null;
  const error = change
    ? await updateSubscription(store, found.subscription, change, sendWebhook)
    : "Acción desconocida.";
  if (error) return sendHtmlPage(reply, 400, renderErrorPage("No se ha podido cambiar la suscripción", error));
  return reply.redirect(found.portal.return_url, 303);
}
