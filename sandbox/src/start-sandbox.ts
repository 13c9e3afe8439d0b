import { buildSandboxApp } from "./build-sandbox-app";

export type StartSandboxOptions = {
  /** 0 picks any free port. */
  port: number;
  host?: string;
  /** The address clients reach it at, when it differs from the one it listens on. */
  publicUrl?: string;
  logger?: boolean;
  /** Adds a new demo item this often (the live demo of `npm start`). */
  liveItemsEverySeconds?: number;
  /** The secret its Stripe signs webhooks with; see SandboxAppOptions. */
  stripeWebhookSecret?: string;
  /** The clock codes and tokens expire by; tests move it instead of waiting. */
  now?: () => number;
};

export type RunningSandbox = { url: string; close(): Promise<void> };

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const app = buildSandboxApp({
    publicUrl: options.publicUrl,
    logger: options.logger,
    liveItemsEverySeconds: options.liveItemsEverySeconds,
    stripeWebhookSecret: options.stripeWebhookSecret,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // A wildcard address is not one a client can dial.
  const dialHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: (options.publicUrl ?? `http://${dialHost}:${port}`).replace(/\/+$/, ""),
    close: () => app.close(),
  };
}
