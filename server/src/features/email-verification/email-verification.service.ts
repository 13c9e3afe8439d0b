import { type AccountVerificationFields, accountMessages } from "@shifu/contract";
import { and, count, eq, gt, isNull, lte, notExists } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { emailVerificationTokens, referralCredits, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { Mailer } from "../../mail/mailer";
import { type RateLimiter, rateLimitRules } from "../../security/rate-limiter";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";
import { creditReferral } from "../referrals/referrals.service";

const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type EmailVerificationContext = {
  db: Database;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
};

function composeVerificationMail(to: string, nombre: string, link: string) {
  const text = [
    `Hola ${nombre}:`,
    "",
    "Abre este enlace para verificar tu correo en Shifu:",
    link,
    "",
    "El enlace caduca en 7 días. Si no creaste una cuenta en Shifu, ignora este correo.",
  ].join("\n");
  const safeName = nombre.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<p>Hola ${safeName}:</p><p><a href="${link}">Verificar mi correo en Shifu</a></p><p>El enlace caduca en 7 días. Si no creaste una cuenta en Shifu, ignora este correo.</p>`;
  return { to, subject: "Verifica tu correo en Shifu", text, html };
}

/**
 * Mails a verification link, like the password-reset link (the outbox or SMTP). Earlier links stay valid until they
 * expire; the mail is sent without awaiting it, so a slow mail server never holds the answer.
 */
export async function sendVerificationMail(
  context: EmailVerificationContext,
  userId: string,
  now = new Date(),
): Promise<void> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.emailVerifiedAt) return;
  const token = createSecretToken();
  await context.db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, userId), lte(emailVerificationTokens.expiresAt, now)));
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashSecretToken(token),
      userId,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS),
    });
  });
  // In the fragment, which browsers never send to a server or put in a Referer.
  const link = `${context.publicUrl}/verify-email#token=${token}`;
  context.mailer
    .sendMail(composeVerificationMail(user.email, user.nombre, link))
    .catch((error: unknown) => context.logger.error({ err: error }, "verification e-mail failed"));
}

/** A signed-in person asks for the link again; limited, since each one is a mail. */
export async function resendVerificationMail(context: EmailVerificationContext, userId: string): Promise<void> {
  const [user] = await context.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHENTICATED");
  if (user.verified) throw new AppError("CONFLICT", { message: accountMessages.alreadyVerified });
  await context.rateLimiter.consume(rateLimitRules.verificationMailsPerUser, userId);
  await sendVerificationMail(context, userId);
}

/**
 * Marks the address verified and, if the person named an inviter, credits that referral now: a referral counts, and
 * its rewards are given, only once the invitee has shown they read the address (decision 28).
 */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(eq(emailVerificationTokens.tokenHash, hashSecretToken(token)), gt(emailVerificationTokens.expiresAt, now)),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!link) throw new AppError("BAD_REQUEST", { message: accountMessages.verifyLinkInvalid });
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)))
      .returning({ referredBy: users.referredBy });
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, link.userId));
    if (!verified?.referredBy) return;
    const [credited] = await tx
      .select({ friendId: referralCredits.friendId })
      .from(referralCredits)
      .where(eq(referralCredits.friendId, link.userId));
    if (!credited) await creditReferral(tx, link.userId, verified.referredBy);
  });
}

/** What the screens say waits on verification, for the login and get_user answers: referrals not credited yet. */
export async function readVerificationFields(
  db: Pick<Database, "select">,
  user: { id: string; emailVerifiedAt: Date | null; referredBy: string | null },
): Promise<AccountVerificationFields> {
  const [pending] = await db
    .select({ count: count() })
    .from(users)
    .where(
      and(
        eq(users.referredBy, user.id),
        notExists(db.select().from(referralCredits).where(eq(referralCredits.friendId, users.id))),
      ),
    );
  const [ownCredit] = user.referredBy
    ? await db
        .select({ friendId: referralCredits.friendId })
        .from(referralCredits)
        .where(eq(referralCredits.friendId, user.id))
    : [];
  return {
    email_verified: user.emailVerifiedAt !== null,
    pending_referrals: pending?.count ?? 0,
    referral_pending: user.referredBy !== null && !ownCredit,
  };
}
