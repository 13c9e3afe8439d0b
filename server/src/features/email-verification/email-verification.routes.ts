import { accountMessages, MessageResponseSchema, VerifyEmailRequestSchema } from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, requireSignedIn } from "../sessions/session-plugin";
import { type EmailVerificationContext, resendVerificationMail, verifyEmail } from "./email-verification.service";

export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationContext> = async (app, context) => {
  // The link is the proof; whoever opens it, signed in or not, verifies the address it was mailed to.
  app.post(
    "/verify_email",
    { schema: { body: VerifyEmailRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await verifyEmail(context.db, request.body.token);
      return { message: accountMessages.emailVerified };
    },
  );

  app.post(
    "/resend_verification",
    { onRequest: requireSignedIn, schema: { response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resendVerificationMail(context, requireSession(request).userId);
      return { message: accountMessages.verificationSent };
    },
  );
};
