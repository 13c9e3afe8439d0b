import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { registerAdminRoutes } from "./admin/admin-routes";
import { registerTrafficHook } from "./admin/traffic-hook";
import { registerDemoAvatars } from "./demo-avatar";
import { startLiveItems } from "./live/start-live-items";
import { registerMcpRoutes } from "./mcp/register-mcp-routes";
import { OAuthError, wordTokenError } from "./oauth/oauth-error";
import { registerProviderRoutes } from "./provider-routes";
import { providers } from "./providers/providers";
import { registerStripeRoutes } from "./providers/stripe";
import { createWebhookSecret } from "./providers/stripe-store";
import { SandboxState } from "./sandbox-state";

export type SandboxAppOptions = {
  /** The address clients reach the sandbox at, for the URLs it hands out; by default the request's own. */
  publicUrl?: string;
  /** The clock codes and tokens expire by; tests move it instead of waiting. */
  now?: () => number;
  logger?: boolean;
  /** Adds a new demo item (a mail, a mention, a task) this often; off when absent, as in tests. */
  liveItemsEverySeconds?: number;
  /** The secret its Stripe signs webhooks with: the server's own (DATA_DIR); a random one per start when absent. */
  stripeWebhookSecret?: string;
};

export type SandboxApp = FastifyInstance;

function registerBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Any other body is kept, so the endpoint can refuse it in its provider's words instead of a bare 415.
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, (body as Buffer).length > 0 ? body : undefined);
  });
}

export function buildSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });
  const state = new SandboxState(providers, options.now ?? Date.now);
  registerBodyParsers(app);
  registerTrafficHook(app, state);
  registerProviderRoutes(app, state, options.publicUrl);
  registerStripeRoutes(app, {
    publicUrl: options.publicUrl,
    now: options.now ?? Date.now,
    webhookSecret: options.stripeWebhookSecret ?? createWebhookSecret(),
  });
  registerMcpRoutes(app, options.now ?? Date.now, options.publicUrl);
  registerAdminRoutes(app, state);
  registerDemoAvatars(app, state);
  if (options.liveItemsEverySeconds) {
    const stopLiveItems = startLiveItems(state, options.liveItemsEverySeconds);
    app.addHook("onClose", async () => stopLiveItems());
  }

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: "not_found",
      message: `The sandbox does not simulate ${request.method} ${request.url.split("?")[0]}`,
    }),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof OAuthError) {
      const answer = wordTokenError("oauth", error);
      return reply.code(answer.status).send(answer.body);
    }
    const status = typeof error.statusCode === "number" && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply
      .code(status)
      .send({ error: status === 500 ? "server_error" : "invalid_request", message: error.message });
  });
  return app;
}
