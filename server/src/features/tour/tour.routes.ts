import {
  chatMessages,
  EmailBodySchema,
  EmailQuerySchema,
  MessageResponseSchema,
  StepByStepResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { isStepByStepDone, markStepByStepDone } from "./tour.service";

export const tourRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook("onRequest", requireSignedIn);
  app.get(
    "/get_step_by_step",
    { schema: { querystring: EmailQuerySchema, response: { 200: StepByStepResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      return { "step-by-step": await isStepByStepDone(db, session.userId) };
    },
  );

  app.post(
    "/set_step_by_step",
    { schema: { body: EmailBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.body);
      await markStepByStepDone(db, session.userId);
      return { message: chatMessages.stepByStepSaved };
    },
  );
};
