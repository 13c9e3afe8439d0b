import type { FastifyReply } from "fastify";
import { renderErrorPage } from "../consent/error-page";
import { escapeHtml } from "../consent/escape-html";
import { renderHtmlPage, sendHtmlPage } from "../consent/html-page";
import { sandboxCards } from "../demo-data/stripe-data";
import { createStripeId, type StoredCheckout, type StripeStore, toStripePrice } from "./stripe-store";
import type { StripeWebhookSender } from "./stripe-webhooks";

const STRIPE_BRAND = "#635bff";
const DECLINED = "Tu tarjeta ha sido rechazada.";
const INVALID_NUMBER = "El número de tarjeta no es válido. Usa una tarjeta de prueba.";

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

/** Stripe expires an open session at its expires_at; the stand-in does so when the session is next looked at. */
export function expireIfDue(stored: StoredCheckout, now: number): void {
  if (stored.session.status === "open" && stored.session.expires_at * 1000 <= now) {
    Object.assign(stored.session, { status: "expired", url: null });
  }
}

export function renderStripeCheckoutPage(
  reply: FastifyReply,
  store: StripeStore,
  id: string,
  now: number,
): FastifyReply {
  const stored = store.checkouts.get(id);
  if (!stored) return sendMissing(reply);
  expireIfDue(stored, now);
  if (stored.session.status === "expired") {
    return sendHtmlPage(
      reply,
      410,
      renderErrorPage("Esta sesión de pago ha caducado", "Vuelve a Shifu y empieza el pago de nuevo."),
    );
  }
  if (stored.session.status !== "open") {
    return sendHtmlPage(reply, 409, renderErrorPage("Este pago ya está hecho", "Vuelve a Shifu."));
  }
  return sendHtmlPage(reply, 200, renderPage(stored));
}

const MONTH_SECONDS = 30 * 86_400;

function createSubscription(store: StripeStore, stored: StoredCheckout, customer: string, now: number): string {
  const start = Math.floor(now / 1000);
  const id = createStripeId("sub");
  store.subscriptions.set(id, {
    id,
    object: "subscription",
    customer,
    status: "active",
    cancel_at_period_end: false,
    canceled_at: null,
    items: {
      object: "list",
      data: [
        {
          id: createStripeId("si"),
          object: "subscription_item",
          price: toStripePrice(stored.price),
          quantity: 1,
          current_period_start: start,
          current_period_end: start + MONTH_SECONDS,
        },
      ],
    },
    metadata: stored.session.metadata,
    created: start,
    livemode: false,
  });
  return id;
}

export async function submitStripeCheckoutPage(
  reply: FastifyReply,
  store: StripeStore,
  id: string,
  body: Record<string, string>,
  now: number,
  sendWebhook: StripeWebhookSender,
): Promise<FastifyReply> {
  const stored = store.checkouts.get(id);
  if (!stored) return sendMissing(reply);
  expireIfDue(stored, now);
  if (stored.session.status !== "open") return renderStripeCheckoutPage(reply, store, id, now);
  const card = (body.card_number ?? "").replace(/[\s-]/g, "");
  if (card === sandboxCards.declined) return sendHtmlPage(reply, 402, renderPage(stored, DECLINED));
  if (card !== sandboxCards.pays) return sendHtmlPage(reply, 400, renderPage(stored, INVALID_NUMBER));
  const customer = stored.session.customer ?? createStripeId("cus");
  const subscription = stored.session.mode === "subscription" ? createSubscription(store, stored, customer, now) : null;
  Object.assign(stored.session, { status: "complete", payment_status: "paid", url: null, customer, subscription });
  const webhookUrl = `${new URL(stored.session.success_url).origin}/stripe/webhook`;
  store.webhookUrls.set(customer, webhookUrl);
  await sendWebhook("checkout.session.completed", stored.session, webhookUrl);
  return reply.redirect(stored.session.success_url.replace("{CHECKOUT_SESSION_ID}", stored.session.id), 303);
}
