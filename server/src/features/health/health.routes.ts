import { HealthSchema, ReadinessSchema } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";
import { checkReadiness } from "./health.service";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get("/healthz", { schema: { response: { 200: HealthSchema } } }, async () => ({ status: "ok" as const }));

  app.get(
    "/readyz",
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(database);
      return reply.status(readiness.status === "ok" ? 200 : 503).send(readiness);
    },
  );
};
