import {
  EmailBodySchema,
  NotificationActionRequestSchema,
  NotificationActionResponseSchema,
  NotificationListResponseSchema,
  notificationActionTools,
  notificationMessages,
  notificationServices,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import type { AssistantContext } from "../assistant/assistant.service";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { actOnNotification, listNotifications } from "./notifications.service";

const ServiceParamsSchema = z.object({
  service: z
    .string()
    .transform((service) => service.toLowerCase())
    .pipe(z.enum(notificationServices, { message: notificationMessages.unknownService })),
});

const ToolParamsSchema = z.object({
  tool: z.string().max(64),
});

export const notificationsRoutes: FastifyPluginAsyncZod<AssistantContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);

  app.post(
    "/api/:service/notification",
    {
      schema: { params: ServiceParamsSchema, body: EmailBodySchema, response: { 200: NotificationListResponseSchema } },
    },
    async (request) => {
      const session = requireSessionOf(request, { email: request.body.email });
      return listNotifications(context.db, session.userId, request.params.service);
    },
  );

  app.post(
    "/notificaciones/:tool/action",
    {
      schema: {
        params: ToolParamsSchema,
        body: NotificationActionRequestSchema,
        response: { 200: NotificationActionResponseSchema },
      },
    },
    async (request) => {
      const session = requireSessionOf(request, { email: request.body.email });
      const tool = notificationActionTools.find((candidate) => candidate === request.params.tool.toLowerCase());
      if (!tool) throw new AppError("NOT_FOUND", { message: notificationMessages.unknownRoute(request.params.tool) });
      return actOnNotification(context, { userId: session.userId, tool, request: request.body });
    },
  );
};
