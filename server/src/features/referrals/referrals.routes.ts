import { ClaimReferralRequestSchema, ClaimReferralResponseSchema, referralMessages } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { type RateLimiter, rateLimitRules } from "../../security/rate-limiter";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import { claimReferral } from "./referrals.service";

export const referralsRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimiter: RateLimiter }> = async (
  app,
  context,
) => {
  app.addHook("onRequest", requireSignedIn);
  app.post(
    "/referrals/claim",
    { schema: { body: ClaimReferralRequestSchema, response: { 200: ClaimReferralResponseSchema } } },
    async (request) => {
      const { userId } = requireSession(request);
      // Counted before the code is looked at, so codes cannot be tried one by one.
      await context.rateLimiter.consume(rateLimitRules.referralClaimsPerUser, userId);
      const credited = await claimReferral(context.db, userId, request.body.code);
      return { message: credited ? referralMessages.claimed : referralMessages.claimedPendingVerification };
    },
  );
};
