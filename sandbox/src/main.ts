import { startSandbox } from "./start-sandbox";

function readPort(value: string | undefined): number {
  const port = Number(value ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SANDBOX_PORT must be a port number between 0 and 65535, not "${value}"`);
  }
  return port;
}

const sandbox = await startSandbox({
  port: readPort(process.env.SANDBOX_PORT),
  host: process.env.SANDBOX_HOST,
  publicUrl: process.env.SANDBOX_PUBLIC_URL,
  logger: true,
  // The same name as the server's, so one environment serves both; without it Shifu's server cannot verify webhooks.
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
});
console.log(`Sandbox de proveedores en ${sandbox.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
