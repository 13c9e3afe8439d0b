import {
  AddIntegrationRequestSchema,
  AuthorizeResponseSchema,
  EmailQuerySchema,
  findServiceByKey,
  findServiceByName,
  IntegrationsResponseSchema,
  integrationMessages,
  integrationText,
  MessageResponseSchema,
  OAuthCallbackRequestSchema,
  SavedIntegrationResponseSchema,
  ServiceAvailabilityResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { integrationRegistry } from "../../integrations/registry";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import {
  disconnectIntegration,
  type IntegrationsContext,
  listIntegrations,
  listServiceAvailability,
} from "./integrations.service";
import { completeAuthorization, startAuthorization } from "./oauth-flow.service";
import { addPastedIntegration } from "./pasted-token.service";

const ServiceParamsSchema = z.object({ service: z.string().max(40) });

function readServiceName(key: string): string {
  return findServiceByKey(key)?.name ?? key;
}

export const integrationsRoutes: FastifyPluginAsyncZod<IntegrationsContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);

  app.get(
    "/get_integrations",
    { schema: { querystring: EmailQuerySchema, response: { 200: IntegrationsResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      return listIntegrations(context.db, session.userId);
    },
  );

  app.get("/integrations/services", { schema: { response: { 200: ServiceAvailabilityResponseSchema } } }, async () =>
    listServiceAvailability(context.modes),
  );

  app.post(
    "/integrations/:service/authorize",
    { schema: { params: ServiceParamsSchema, response: { 200: AuthorizeResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      return startAuthorization(context, { userId: session.userId, serviceKey: request.params.service });
    },
  );

  // The spec's proxy paths, one per service (`/linkedin-sales-proxy`, `/gmail-proxy`, …).
  for (const definition of integrationRegistry) {
    if (!definition.oauth) continue;
    app.post(
      `/${definition.key.replaceAll("_", "-")}-proxy`,
      { schema: { body: OAuthCallbackRequestSchema, response: { 200: SavedIntegrationResponseSchema } } },
      async (request) => {
        const session = requireSessionOf(request, {});
        const integration = await completeAuthorization(context, {
          userId: session.userId,
          serviceKey: definition.key,
          state: request.body.state,
          ...(request.body.code ? { code: request.body.code } : {}),
          ...(request.body.access_token ? { accessToken: request.body.access_token } : {}),
        });
        const service = readServiceName(definition.key);
        return { message: integrationText.saved(service), service, integration };
      },
    );
  }

  app.post(
    "/add_integration",
    { schema: { body: AddIntegrationRequestSchema, response: { 200: SavedIntegrationResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, { email: request.body.email ?? undefined });
      const { integration: name, token } = request.body;
      if (!name || !token) throw new AppError("BAD_REQUEST", { message: integrationText.missingFields });
      const service = findServiceByName(name) ?? findServiceByKey(name.toLowerCase());
      if (!service) throw new AppError("NOT_FOUND", { message: integrationMessages.unknownService });
      const integration = await addPastedIntegration(context, {
        userId: session.userId,
        serviceKey: service.key,
        token,
        refreshToken: request.body.refresh_token ?? null,
        expiresIn: request.body.expires_in ?? null,
      });
      return { message: integrationText.saved(service.name), service: service.name, integration };
    },
  );

  app.delete(
    "/integrations/:service",
    { schema: { params: ServiceParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, {});
      await disconnectIntegration(context, { userId: session.userId, serviceKey: request.params.service });
      return { message: integrationMessages.disconnected(readServiceName(request.params.service)) };
    },
  );
};
