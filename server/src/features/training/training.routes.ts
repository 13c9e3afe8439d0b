import {
  EmailQuerySchema,
  KnowledgeItemParamsSchema,
  MessageResponseSchema,
  SummaryResponseSchema,
  TrainingChatRequestSchema,
  TrainingChatResponseSchema,
  TrainingMessagesQuerySchema,
  TrainingMessagesResponseSchema,
  TrainingQuerySchema,
  trainingMessages,
  UpcomingMeetingsResponseSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlan } from "../plans/plans.service";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { listUpcomingMeetings } from "./list-upcoming-meetings";
import {
  deleteTrainingItem,
  listTrainingMessages,
  readTrainingSummary,
  requireTrainingChat,
  sendTrainingMessage,
  type TrainingContext,
} from "./training.service";

/** The training chat and its summary: premium and enterprise only, checked before anything else is read. */
export const trainingRoutes: FastifyPluginAsyncZod<TrainingContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);
  app.addHook("onRequest", requirePlan(context.db, "premium", "enterprise"));

  app.get(
    "/api/get_messages",
    { schema: { querystring: TrainingMessagesQuerySchema, response: { 200: TrainingMessagesResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      requireTrainingChat(request.query.chat_name);
      const { limit, before } = request.query;
      return listTrainingMessages(context, session.userId, { limit, before });
    },
  );

  app.post(
    "/api/chat/training",
    { schema: { body: TrainingChatRequestSchema, response: { 200: TrainingChatResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.body);
      requireTrainingChat(request.body.chat_name);
      return sendTrainingMessage(context, { userId: session.userId, message: request.body.user_query });
    },
  );

  // The 'Reuniones' panel's next meetings from the connected calendars, beside what was taught (decision 31).
  app.get(
    "/api/training/meetings",
    { schema: { querystring: TrainingQuerySchema, response: { 200: UpcomingMeetingsResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      requireTrainingChat(request.query.chat_name);
      return { meetings: await listUpcomingMeetings(context, session.userId) };
    },
  );

  app.get(
    "/api/summary",
    { schema: { querystring: TrainingQuerySchema, response: { 200: SummaryResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      requireTrainingChat(request.query.chat_name);
      return { response: await readTrainingSummary(context, session.userId) };
    },
  );

  app.delete(
    "/api/summary/items/:id",
    {
      schema: {
        params: KnowledgeItemParamsSchema,
        querystring: EmailQuerySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      await deleteTrainingItem(context, session.userId, request.params.id);
      return { message: trainingMessages.itemDeleted };
    },
  );
};
