import {
  accountMessages,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
} from "@shifu/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DEVICE_COOKIE } from "../accounts/accounts.routes";
import { type PasswordResetContext, requestPasswordReset, resetPassword } from "./password-reset.service";

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetContext> = async (app, context) => {
  app.post(
    "/forgot_password",
    { schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await requestPasswordReset(context, {
        correo: request.body.correo,
        ip: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      return { message: accountMessages.forgotPasswordSent };
    },
  );

  app.post(
    "/reset_password",
    { schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resetPassword(context.db, request.body);
      return { message: accountMessages.resetPasswordDone };
    },
  );
};
