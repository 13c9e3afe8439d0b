import { EmailQuerySchema, IntegrationsResponseSchema } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { listIntegrations } from "./integrations.service";

export const integrationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook("onRequest", requireSignedIn);

  app.get(
    "/get_integrations",
    { schema: { querystring: EmailQuerySchema, response: { 200: IntegrationsResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      return listIntegrations(db, session.userId);
    },
  );
};
