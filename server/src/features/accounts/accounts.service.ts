import {
  type AccountPlanFields,
  type AccountVerificationFields,
  accountMessages,
  accountScreenText,
  type GetUserResponse,
  type LoginResponse,
  PASSWORD_MAX_LENGTH,
  ReferralCodeSchema,
} from "@shifu/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/is-unique-violation";
import { users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import {
  type BackoffRule,
  knownLoginAddress,
  knownLoginDevice,
  loginThrottleRules,
  type RateLimiter,
  rateLimitRules,
} from "../../security/rate-limiter";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";
import { toEffectivePlan } from "../plans/plans.service";
import type { PlanDailyMessages } from "../plans/read-plan-daily-messages";
import { createSession, deleteSession } from "../sessions/sessions.service";
import { computeLoginStreak } from "./login-streak";
import { isValidEmail, normalizeEmail } from "./normalize-email";
import { hashPassword, isAcceptablePasswordLength, spendPasswordCheckTime, verifyPassword } from "./password";
import { normalizeProfileImage } from "./profile-image";
import { generateReferralCode, REFERRAL_CODE_CAPACITY } from "./referral-code";

export type User = typeof users.$inferSelect;

export type AccountsContext = {
  db: Database;
  rateLimiter: RateLimiter;
  registrationsPerHourPerIp: number;
  dailyMessages: PlanDailyMessages;
};

type RegistrationFields = { nombre: string; apellido: string; email: string; password: string; referralCode?: string };

const NAME_MAX_LENGTH = 100;
const RANDOM_CODE_ATTEMPTS = 10;

function validateName(value: string | undefined, required: string, field: string, errors: Record<string, string>) {
  const name = (value ?? "").normalize("NFC").trim();
  if (!name) errors[field] = required;
  else if (name.length > NAME_MAX_LENGTH) errors[field] = `Máximo ${NAME_MAX_LENGTH} caracteres.`;
  return name;
}

/** Checks the form before anything costly: a bad password length is refused before any hashing. */
export function validateRegistrationFields(fields: Record<string, string>, withReferral: boolean): RegistrationFields {
  const errors: Record<string, string> = {};
  const nombre = validateName(fields.nombre, accountScreenText.nombreRequired, "nombre", errors);
  const apellido = validateName(fields.apellido, accountScreenText.apellidoRequired, "apellido", errors);
  const email = normalizeEmail(fields.correo ?? "");
  if (!email) errors.correo = accountScreenText.emailRequired;
  else if (!isValidEmail(email)) errors.correo = accountScreenText.emailInvalid;
  const password = fields.password ?? "";
  if (!password) errors.password = accountScreenText.passwordRequired;
  else if (!isAcceptablePasswordLength(password)) errors.password = accountMessages.passwordLength;
  const referralCode = (fields.referral_code ?? "").trim();
  if (withReferral && !ReferralCodeSchema.safeParse(referralCode).success) {
    errors.referral_code = accountMessages.unknownReferralCode;
  }
  const firstError = Object.values(errors)[0];
  if (firstError) throw new AppError("BAD_REQUEST", { message: firstError, fields: errors });
  return { nombre, apellido, email, password, ...(withReferral ? { referralCode } : {}) };
}

async function findFreeReferralCode(db: Database): Promise<string | undefined> {
  const length = String(REFERRAL_CODE_CAPACITY - 1).length;
  // Both drivers answer execute() with { rows }; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    select lpad(n::text, ${length}, '0') as code
    from generate_series(0, ${REFERRAL_CODE_CAPACITY - 1}) as n
    where not exists (select 1 from ${users} where ${users.referralCode} = lpad(n::text, ${length}, '0'))
    order by random() limit 1`)) as unknown as { rows: { code: string }[] };
  return result.rows[0]?.code;
}

/**
 * Creates the account. A referral code only records the inviter: the referral is credited (count and bonus for both)
 * when the new person verifies their e-mail (email-verification.service.ts), so made-up addresses never count.
 */
export async function registerUser(
  context: AccountsContext,
  input: { fields: Record<string, string>; image: Buffer | undefined; ip: string; withReferral: boolean },
): Promise<{ userId: string }> {
  const { db, rateLimiter } = context;
  await rateLimiter.consume(
    { ...rateLimitRules.registrationsPerIp, limit: context.registrationsPerHourPerIp },
    input.ip,
  );
  const fields = validateRegistrationFields(input.fields, input.withReferral);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, fields.email));
  if (existing) throw new AppError("CONFLICT", { message: accountMessages.emailTaken });
  const profileImage = input.image ? await normalizeProfileImage(input.image) : null;
  const passwordHash = await hashPassword(fields.password);

  try {
    return await db.transaction(async (tx) => {
      let referredBy: string | null = null;
      if (fields.referralCode !== undefined) {
        const [inviter] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.referralCode, fields.referralCode));
        if (!inviter) {
          throw new AppError("BAD_REQUEST", {
            message: accountMessages.unknownReferralCode,
            fields: { referral_code: accountMessages.unknownReferralCode },
          });
        }
        referredBy = inviter.id;
      }
      for (let attempt = 0; attempt <= RANDOM_CODE_ATTEMPTS; attempt++) {
        // Random codes collide more as the space fills up; after a few misses, pick among the free ones.
        const referralCode = attempt < RANDOM_CODE_ATTEMPTS ? generateReferralCode() : await findFreeReferralCode(tx);
        if (referralCode === undefined) break;
        const [created] = await tx
          .insert(users)
          .values({
            email: fields.email,
            nombre: fields.nombre,
            apellido: fields.apellido,
            passwordHash,
            referralCode,
            referredBy,
            profileImage,
          })
          .onConflictDoNothing({ target: users.referralCode })
          .returning({ id: users.id });
        if (created) return { userId: created.id };
      }
      throw new AppError("UNAVAILABLE", { message: "No quedan códigos de referido libres. Contacta al soporte." });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", { message: accountMessages.emailTaken, cause: error });
    throw error;
  }
}

/** The plan fields of the login and get_user answers: the effective plan, so an expired one already reads free. */
function toAccountPlanFields(user: User, dailyMessages: PlanDailyMessages, now: Date): AccountPlanFields {
  const { plan, planExpiresAt } = toEffectivePlan(user, now);
  return {
    plan,
    plan_expires_at: planExpiresAt?.toISOString() ?? null,
    subscribed: plan !== "free" && user.stripeSubscriptionId !== null,
    points: user.points,
    daily_messages: dailyMessages[plan],
  };
}

export function toLoginResponse(
  user: User,
  dailyMessages: PlanDailyMessages,
  verification: AccountVerificationFields,
  now = new Date(),
): LoginResponse {
  return {
    user_id: user.id,
    user_name: `${user.nombre} ${user.apellido}`,
    email: user.email,
    code_referrals_uniq: user.referralCode,
    count_referrals: user.countReferrals,
    login_streak: user.loginStreak,
    user_img: user.profileImage,
    message: accountMessages.loginSuccess,
    ...toAccountPlanFields(user, dailyMessages, now),
    ...verification,
  };
}

export function toUserResponse(
  user: User,
  dailyMessages: PlanDailyMessages,
  verification: AccountVerificationFields,
  now = new Date(),
): GetUserResponse {
  return {
    user_id: user.id,
    username: `${user.nombre} ${user.apellido}`,
    nombre: user.nombre,
    apellido: user.apellido,
    correo: user.email,
    code_referrals_uniq: user.referralCode,
    count_referrals: user.countReferrals,
    login_streak: user.loginStreak,
    user_img: user.profileImage,
    ...toAccountPlanFields(user, dailyMessages, now),
    ...verification,
  };
}

/**
 * Throttles login attempts with growing delays, never a lock a stranger can trigger (decision 19). A browser holding
 * the account's device cookie, or an address where the account signed in before, only answers to its own delay, so
 * strangers failing elsewhere, or on other accounts, cannot keep the owner out; anyone else meets the per-address and
 * per-account delays too. Every attempt is counted before the password is checked; a success gives its attempt back
 * and marks the browser and the address as known.
 */
async function claimLoginAttempt(
  rateLimiter: RateLimiter,
  input: { email: string; ip: string; deviceToken: string | undefined },
) {
  const pair = `${input.email}|${input.ip}`;
  const device = input.deviceToken ? `${input.email}|${hashSecretToken(input.deviceToken)}` : undefined;
  const claims: [BackoffRule, string][] =
    device !== undefined && (await rateLimiter.isRemembered(knownLoginDevice, device))
      ? [[loginThrottleRules.perAccountOnDevice, device]]
      : (await rateLimiter.isRemembered(knownLoginAddress, pair))
        ? [[loginThrottleRules.perAccountAtAddress, pair]]
        : [
            [loginThrottleRules.perAccountAtAddress, pair],
            [loginThrottleRules.perAddress, input.ip],
            [loginThrottleRules.perAccount, input.email],
          ];
  // Every rule is checked before any counts, so a refused attempt costs nothing on the rules that allowed it.
  for (const [rule, subject] of claims) await rateLimiter.assertBackoffAllowed(rule, subject);
  for (const [rule, subject] of claims) await rateLimiter.claimBackoffAttempt(rule, subject);
  return async function settleSuccess(): Promise<string> {
    // Only a known browser's count is wiped: the others may hold a stranger's failures, which the owner's success must
    // not forgive, so they only get this attempt back.
    for (const [rule, subject] of claims) {
      if (rule === loginThrottleRules.perAccountOnDevice) await rateLimiter.reset(rule, subject);
      else await rateLimiter.refundBackoffAttempt(rule, subject);
    }
    const deviceToken = input.deviceToken ?? createSecretToken();
    await rateLimiter.rememberSubject(knownLoginAddress, pair, knownLoginAddress.seconds);
    await rateLimiter.rememberSubject(
      knownLoginDevice,
      `${input.email}|${hashSecretToken(deviceToken)}`,
      knownLoginDevice.seconds,
    );
    return deviceToken;
  };
}

/** Unknown e-mail and wrong password get the same answer after the same work, throttled alike. */
export async function logIn(
  context: AccountsContext,
  input: { correo: string; password: string; remember: boolean; ip: string; deviceToken?: string | undefined },
): Promise<{ user: User; token: string; deviceToken: string }> {
  const { db, rateLimiter } = context;
  const email = normalizeEmail(input.correo);
  const settleSuccess = await claimLoginAttempt(rateLimiter, { email, ip: input.ip, deviceToken: input.deviceToken });

  const refuse = (): never => {
    throw new AppError("UNAUTHENTICATED", { message: accountMessages.invalidCredentials });
  };

  if (input.password.length > PASSWORD_MAX_LENGTH) return refuse();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await spendPasswordCheckTime(input.password);
    return refuse();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return refuse();

  const deviceToken = await settleSuccess();
  const now = new Date();
  const loginStreak = computeLoginStreak(user.loginStreak, user.lastLoginAt, now);
  const [updated] = await db
    .update(users)
    .set({ loginStreak, lastLoginAt: now })
    .where(eq(users.id, user.id))
    .returning();
  const { token } = await createSession(db, user.id, input.remember, now);
  return { user: updated ?? user, token, deviceToken };
}

export async function logOut(db: Database, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

export async function getUser(db: Database, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // The session row cascades with the user, so this only happens if the account vanished mid-request.
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

export async function updateProfileImage(db: Database, userId: string, image: Buffer): Promise<string> {
  const profileImage = await normalizeProfileImage(image);
  await db.update(users).set({ profileImage }).where(eq(users.id, userId));
  return profileImage;
}
