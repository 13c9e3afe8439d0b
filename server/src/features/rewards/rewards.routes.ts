import {
  RedeemRewardRequestSchema,
  RedeemRewardResponseSchema,
  RedeemStreakRewardRequestSchema,
  RewardsResponseSchema,
  rewardMessages,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { requireSession, requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import { listRewards, redeemReward } from "./rewards.service";

export const rewardsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, context) => {
  app.addHook("onRequest", requireSignedIn);

  app.get("/rewards", { schema: { response: { 200: RewardsResponseSchema } } }, async (request) => ({
    rewards: await listRewards(context.db, requireSession(request).userId, "referral"),
  }));

  app.get("/rewards-streak", { schema: { response: { 200: RewardsResponseSchema } } }, async (request) => ({
    rewards: await listRewards(context.db, requireSession(request).userId, "streak"),
  }));

  app.post(
    "/rewards/redeem",
    { schema: { body: RedeemRewardRequestSchema, response: { 200: RedeemRewardResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, { id: request.body.id });
      const granted = await redeemReward(context.db, session.userId, request.body.reward_id, "referral");
      return { message: rewardMessages.referralRedeemed, ...granted };
    },
  );

  app.post(
    "/redeemed-reward-streak",
    { schema: { body: RedeemStreakRewardRequestSchema, response: { 200: RedeemRewardResponseSchema } } },
    async (request) => {
      const session = requireSessionOf(request, { id: request.body.user_id });
      const granted = await redeemReward(context.db, session.userId, request.body.reward_id, "streak");
      return { message: rewardMessages.streakRedeemed, ...granted };
    },
  );
};
