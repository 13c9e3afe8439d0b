import { ClaimReferralRequestSchema, ClaimReferralResponseSchema, referralMessages } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import { claimReferral } from "./referrals.service";

export const referralsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);
  app.post(
    "/referrals/claim",
    { schema: { body: ClaimReferralRequestSchema, response: { 200: ClaimReferralResponseSchema } } },
    async (request) => {
      await claimReferral(context.db, requireSession(request).userId, request.body.code);
      return { message: referralMessages.claimed };
    },
  );
};
