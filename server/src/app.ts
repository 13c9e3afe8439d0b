import { fileURLToPath } from "node:url";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/database";
import type { Env } from "./env";
import { registerErrorHandler } from "./errors/error-handler";
import { healthRoutes } from "./features/health/health.routes";
import { registerSecurityHeaders } from "./security-headers";
import { registerWebApp } from "./web-app";

export type AppDependencies = {
  env: Env;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
};

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export async function buildApp({ env, database, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, env.PUBLIC_URL);

  await app.register(healthRoutes, { database });

  await registerWebApp(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  return app;
}
