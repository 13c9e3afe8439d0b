import {
  accountMessages,
  GetUserQuerySchema,
  GetUserResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  UpdateProfileImageResponseSchema,
} from "@shifu/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors/app-error";
import { readMultipartForm } from "../../http/read-multipart-form";
import { knownLoginDevice } from "../../security/rate-limiter";
import {
  type EmailVerificationContext,
  readVerificationFields,
  sendVerificationMail,
} from "../email-verification/email-verification.service";
import { requireSessionOf, requireSignedIn } from "../sessions/session-plugin";
import type { AccountCache } from "./account-cache";
import {
  type AccountsContext,
  getUser,
  logIn,
  logOut,
  registerUser,
  toLoginResponse,
  toUserResponse,
  updateProfileImage,
} from "./accounts.service";

/** The browser's marker of an account that signed in there: /login and /forgot_password read it. */
export const DEVICE_COOKIE = "shifu_device";

type AccountsRoutesOptions = AccountsContext & {
  /** PUBLIC_URL is https: cookies carry Secure, whatever protocol a proxy in front speaks to the server. */
  secureCookies: boolean;
  verification: EmailVerificationContext;
  accountCache: AccountCache;
};

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, context) => {
  async function register(request: FastifyRequest, withReferral: boolean): Promise<void> {
    const form = await readMultipartForm(request, "image");
    const { userId } = await registerUser(context, {
      fields: form.fields,
      image: form.file,
      ip: request.ip,
      withReferral,
    });
    await sendVerificationMail(context.verification, userId);
  }

  app.post("/register", { schema: { response: { 200: RegisterResponseSchema } } }, async (request) => {
    await register(request, false);
    return { message: accountMessages.registerSuccess };
  });

  app.post("/register_with_referral", { schema: { response: { 200: RegisterResponseSchema } } }, async (request) => {
    await register(request, true);
    return { message: accountMessages.registerWithReferralSuccess };
  });

  app.post(
    "/login",
    { schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const { correo, password, remember } = request.body;
      const { user, token, deviceToken } = await logIn(context, {
        correo,
        password,
        remember,
        ip: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      // Only marks this browser as one where the account signed in (decision 19); it grants no access by itself.
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: context.secureCookies,
        maxAge: knownLoginDevice.seconds,
      });
      // A new token at every login: whatever session this browser had before is ended.
      if (request.session) await logOut(context.db, request.session.sessionId);
      reply.setSessionCookie(token, remember);
      return toLoginResponse(user, context.dailyMessages, await readVerificationFields(context.db, user));
    },
  );

  app.post("/logout", { schema: { response: { 200: MessageResponseSchema } } }, async (request, reply) => {
    if (request.session) await logOut(context.db, request.session.sessionId);
    reply.clearSessionCookie();
    return { message: accountMessages.logoutSuccess };
  });

  app.get(
    "/get_user",
    {
      onRequest: requireSignedIn,
      schema: { querystring: GetUserQuerySchema, response: { 200: GetUserResponseSchema } },
    },
    async (request) => {
      const session = requireSessionOf(request, request.query);
      const { user, verification } = await context.accountCache.readThrough(session.userId, async () => {
        const user = await getUser(context.db, session.userId);
        return { user, verification: await readVerificationFields(context.db, user) };
      });
      return toUserResponse(user, context.dailyMessages, verification);
    },
  );

  app.post(
    "/update_profile_image",
    { onRequest: requireSignedIn, schema: { response: { 200: UpdateProfileImageResponseSchema } } },
    async (request) => {
      const form = await readMultipartForm(request, "image");
      const session = requireSessionOf(request, { id: form.fields.user_id });
      if (!form.file) throw new AppError("BAD_REQUEST", { message: accountMessages.imageMissing });
      const userImg = await updateProfileImage(context.db, session.userId, form.file);
      return { message: accountMessages.profileImageUpdated, user_img: userImg };
    },
  );
};
