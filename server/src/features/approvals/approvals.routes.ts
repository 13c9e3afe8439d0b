import { ApprovalDecisionRequestSchema, ApprovalDecisionResponseSchema } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import { decideApproval } from "./approvals.service";

export type ApprovalsContext = IntegrationsContext & { timeZone: string };

export const approvalsRoutes: FastifyPluginAsyncZod<ApprovalsContext> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);
  app.post(
    "/api/approvals/:id",
    {
      schema: {
        params: z.object({ id: z.uuid({ message: "Esa confirmación no existe o no es tuya." }) }),
        body: ApprovalDecisionRequestSchema,
        response: { 200: ApprovalDecisionResponseSchema },
      },
    },
    async (request) =>
      decideApproval(context, {
        userId: requireSession(request).userId,
        approvalId: request.params.id,
        request: request.body,
      }),
  );
};
