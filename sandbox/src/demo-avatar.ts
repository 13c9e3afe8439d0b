import type { FastifyInstance } from "fastify";
import { escapeHtml } from "./consent/escape-html";
import { demoAccounts } from "./demo-accounts";
import type { SandboxState } from "./sandbox-state";

function renderDemoAvatar(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${escapeHtml(color)}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}

/** The demo accounts' pictures, so the picture URLs in identity answers load without leaving the machine. */
export function registerDemoAvatars(app: FastifyInstance, state: SandboxState): void {
  app.get("/__sandbox/avatars/:file", (request, reply) => {
    const { file } = request.params as { file: string };
    const family = state.findFamily(file.replace(/\.svg$/, ""));
    if (!family || !file.endsWith(".svg")) return reply.code(404).send({ error: "not_found" });
    const account = demoAccounts[family.id];
    return reply
      .type("image/svg+xml")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("cache-control", "public, max-age=86400")
      .send(renderDemoAvatar(`${account.givenName.charAt(0)}${account.familyName.charAt(0)}`, family.brandColor));
  });
}
