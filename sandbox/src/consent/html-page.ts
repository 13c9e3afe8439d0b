import type { FastifyReply } from "fastify";
import { escapeHtml } from "./escape-html";

// The page is the sandbox's own, so its CSS sits inline; form-action allows any target because the answer to
// the form is a redirect to the client's redirect_uri, which Chromium checks against form-action too.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'";

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f3f4f6;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.banner{background:#1f2937;color:#f9fafb;text-align:center;font-size:.875rem;padding:.5rem 1rem;letter-spacing:.01em}
main{max-width:30rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.provider{display:flex;align-items:center;gap:.625rem;font-weight:600;font-size:1.125rem}
.logo{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:.5rem;background:var(--brand);color:#fff;font-weight:700}
h1{font-size:1.375rem;line-height:1.3;margin:1.25rem 0 1rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.account{display:flex;align-items:center;gap:.75rem;border:1px solid #e5e7eb;border-radius:.625rem;padding:.75rem 1rem}
.avatar{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;border-radius:50%;background:var(--brand);color:#fff;font-weight:600}
.account-name{display:block;font-weight:600}
.account>div{min-width:0}
.account-email{display:block;color:#4b5563;font-size:.9375rem;overflow-wrap:anywhere}
.scopes{margin:0;padding-left:1.25rem}
.scopes li{margin:.25rem 0}
code{font:.875rem/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f6;border-radius:.25rem;padding:.125rem .375rem;overflow-wrap:anywhere}
.muted{color:#4b5563;font-size:.9375rem}
.actions{display:flex;justify-content:flex-end;gap:.75rem;margin-top:1.75rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.625rem 1.375rem;cursor:pointer;border:1px solid transparent}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.primary{background:#1d4ed8;color:#fff}
.primary:hover{background:#1e40af}
.secondary{background:#fff;color:#111827;border-color:#d1d5db}
.secondary:hover{background:#f9fafb}
.caption{margin:0 0 .375rem;color:#4b5563;font-size:.875rem;font-weight:600}
.card>:last-child{margin-bottom:0}
.error h1{color:#b91c1c;margin-top:0}
strong{overflow-wrap:anywhere}
@media (max-width:30rem){main{margin:1rem auto}.card{padding:1.25rem}.account{padding:.75rem}}
`;

/** A whole page around `body`, with `brandColor` as the accent of the provider's logo and the avatar. */
export function renderHtmlPage(title: string, body: string, brandColor = "#4b5563"): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>:root{--brand:${brandColor}}${STYLES}</style>
</head>
<body>
<div class="banner" role="note">Sandbox de Shifu · modo demostración</div>
<main>${body}</main>
</body>
</html>`;
}

export function sendHtmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", CONTENT_SECURITY_POLICY)
    .header("cache-control", "no-store")
    .send(html);
}
