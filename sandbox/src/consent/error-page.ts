import { escapeHtml } from "./escape-html";
import { renderHtmlPage } from "./html-page";

/** Shown instead of redirecting when the client or its redirect_uri cannot be trusted with the answer. */
export function renderErrorPage(message: string, detail: string): string {
  return renderHtmlPage(
    "No se puede continuar · Sandbox de Shifu",
    `<section class="card error">
<h1>No se puede continuar</h1>
<p>${escapeHtml(message)}</p>
<p class="muted">${escapeHtml(detail)}</p>
</section>`,
  );
}
