import type { FastifyReply } from "fastify";
import Stripe from "stripe";
import { renderErrorPage } from "../consent/error-page";
import { escapeHtml } from "../consent/escape-html";
import { renderHtmlPage, sendHtmlPage } from "../consent/html-page";
import { sandboxCards, sandboxStripe } from "../demo-data/stripe-data";
import { createStripeId, type StoredCheckout, type StripeStore } from "./stripe-store";

const STRIPE_BRAND = "#635bff";
const DECLINED = "Tu tarjeta ha sido rechazada.";
const INVALID_NUMBER = "El número de tarjeta no es válido. Usa una tarjeta de prueba.";

/** Only the SDK's signing helper is used; it needs no key that reaches anything. */
const signer = new Stripe(sandboxStripe.secretKey);

function formatEuros(cents: number): string {
  return new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(cents / 100);
}

function renderPage({ session, price }: StoredCheckout, error?: string): string {
  const discounted = session.amount_total !== session.amount_subtotal;
  return renderHtmlPage(
    "Pagar con Stripe · modo demostración",
    `<section class="card" aria-labelledby="checkout-title">
<div class="provider"><span class="logo" aria-hidden="true">S</span><span>Stripe · modo demostración</span></div>
<h1 id="checkout-title">Suscribirse a ${escapeHtml(price.productName)}</h1>
<p><strong>${escapeHtml(formatEuros(session.amount_total))}</strong> al mes${
      discounted
        ? ` <span class="muted">(antes ${escapeHtml(formatEuros(session.amount_subtotal))}, descuento el primer mes)</span>`
        : ""
    }</p>
${session.customer_email ? `<p class="muted">${escapeHtml(session.customer_email)}</p>` : ""}
${error ? `<p role="alert" style="color:#b91c1c"><strong>${escapeHtml(error)}</strong></p>` : ""}
<form method="post">
<p class="caption"><label for="card-number">Número de tarjeta</label></p>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" style="width:100%;font:inherit;padding:.625rem;border:1px solid #d1d5db;border-radius:.5rem">
<p class="muted">Es una página de prueba: no se cobra nada. La tarjeta 4242 4242 4242 4242 paga; la 4000 0000 0000 0002 se rechaza.</p>
<div class="actions">
${session.cancel_url ? `<a class="secondary" href="${escapeHtml(session.cancel_url)}" style="padding:.625rem 1.375rem;border:1px solid #d1d5db;border-radius:.5rem;color:inherit;text-decoration:none">Cancelar</a>` : ""}
<button type="submit" class="primary">Pagar ${escapeHtml(formatEuros(session.amount_total))}</button>
</div>
</form>
</section>`,
    STRIPE_BRAND,
  );
}

function sendMissing(reply: FastifyReply): FastifyReply {
  return sendHtmlPage(
    reply,
    404,
    renderErrorPage("Esta sesión de pago no existe", "Vuelve a Shifu y empieza el pago de nuevo."),
  );
}

export function renderStripeCheckoutPage(reply: FastifyReply, store: StripeStore, id: string): FastifyReply {
  const stored = store.checkouts.get(id);
  if (!stored) return sendMissing(reply);
  if (stored.session.status !== "open") {
    return sendHtmlPage(reply, 409, renderErrorPage("Este pago ya está hecho", "Vuelve a Shifu."));
  }
  return sendHtmlPage(reply, 200, renderPage(stored));
}

/** Stripe sends its events to the endpoint the account configured; here that is the server that made the session. */
async function deliverCompletedEvent(store: StripeStore, stored: StoredCheckout, now: number): Promise<void> {
  const event = {
    id: createStripeId("evt"),
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(now / 1000),
    livemode: false,
    api_version: null,
    data: { object: stored.session },
  };
  const payload = JSON.stringify(event);
  const webhookUrl = `${new URL(stored.session.success_url).origin}/stripe/webhook`;
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: sandboxStripe.webhookSecret,
    timestamp: Math.floor(now / 1000),
  });
  let delivery: string;
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    delivery = `${response.status}`;
  } catch (error) {
    delivery = `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  store.events.push({ id: event.id, type: event.type, sessionId: stored.session.id, webhookUrl, delivery });
}

export async function submitStripeCheckoutPage(
  reply: FastifyReply,
  store: StripeStore,
  id: string,
  body: Record<string, string>,
  now: number,
): Promise<FastifyReply> {
  const stored = store.checkouts.get(id);
  if (!stored) return sendMissing(reply);
  if (stored.session.status !== "open") return renderStripeCheckoutPage(reply, store, id);
  const card = (body.card_number ?? "").replace(/[\s-]/g, "");
  if (card === sandboxCards.declined) return sendHtmlPage(reply, 402, renderPage(stored, DECLINED));
  if (card !== sandboxCards.pays) return sendHtmlPage(reply, 400, renderPage(stored, INVALID_NUMBER));
  Object.assign(stored.session, {
    status: "complete",
    payment_status: "paid",
    url: null,
    customer: createStripeId("cus"),
    subscription: stored.session.mode === "subscription" ? createStripeId("sub") : null,
  });
  await deliverCompletedEvent(store, stored, now);
  return reply.redirect(stored.session.success_url.replace("{CHECKOUT_SESSION_ID}", stored.session.id), 303);
}
