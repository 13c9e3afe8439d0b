import { HealthSchema, ReadinessSchema } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";
import { PROBE_ROUTE_OPTIONS } from "../../http/probe-route";
import { checkReadiness } from "./health.service";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get("/healthz", { ...PROBE_ROUTE_OPTIONS, schema: { response: { 200: HealthSchema } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/readyz",
    { ...PROBE_ROUTE_OPTIONS, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(database);
      return reply.status(readiness.status === "ok" ? 200 : 503).send(readiness);
    },
  );
};
