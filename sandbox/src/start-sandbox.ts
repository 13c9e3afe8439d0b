import { createServer, type Server } from "node:http";
import type { SandboxApp, SandboxAppOptions } from "./build-sandbox-app";

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
  /**
   * Binds the port at once but builds the providers' routes only at the first request, or once this settles,
   * whichever comes first: Shifu's server, which starts the sandbox beside itself, then answers /readyz without
   * waiting for them, and they are not built while its own routes are (decision 42). Without it the sandbox is whole
   * when startSandbox resolves.
   */
  buildWhen?: Promise<unknown>;
};

export type RunningSandbox = { url: string; close(): Promise<void> };

const KEEP_ALIVE_MS = 65_000;

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  let app: Promise<SandboxApp> | undefined;
  const readApp = () => {
    app ??= buildReadyApp(options);
    return app;
  };
  const server = createServer((request, response) => {
    readApp().then(
      (ready) => ready.routing(request, response),
      () => {
        response.statusCode = 503;
        response.end();
      },
    );
  });
  // Longer than the idle reuse of HTTP clients (Shifu's connectors, a browser, a test's request context), as Shifu's
  // own server: Node's 5 s would close a socket just as a request is sent on it, which the client sees as ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await listenOn(server, options.port, host);
  let closed = false;
  if (options.buildWhen === undefined) await readApp();
  else
    void options.buildWhen.then(
      async () => {
        if (!closed) await readApp().catch(() => undefined);
      },
      () => undefined,
    );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // A wildcard address is not one a client can dial.
  const dialHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: (options.publicUrl ?? `http://${dialHost}:${port}`).replace(/\/+$/, ""),
    close: async () => {
      closed = true;
      await closeServer(server);
      if (app) await (await app.catch(() => undefined))?.close();
    },
  };
}

async function buildReadyApp(options: StartSandboxOptions): Promise<SandboxApp> {
  // Imported here, so that a deferred build also defers loading every provider's module.
  const { buildSandboxApp } = await import("./build-sandbox-app");
  const appOptions: SandboxAppOptions = {
    publicUrl: options.publicUrl,
    logger: options.logger,
    liveItemsEverySeconds: options.liveItemsEverySeconds,
    stripeWebhookSecret: options.stripeWebhookSecret,
    ...(options.now ? { now: options.now } : {}),
  };
  const app = buildSandboxApp(appOptions);
  await app.ready();
  return app;
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Clients keep connections to a provider alive; the sandbox is gone once closed, so they are dropped.
    server.closeAllConnections();
  });
}
