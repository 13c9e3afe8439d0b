import { accountMessages } from "@shifu/contract";
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { passwordResetTokens, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { Mailer } from "../../mail/mailer";
import { knownLoginDevice, type RateLimiter, rateLimitRules } from "../../security/rate-limiter";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";
import { normalizeEmail } from "../accounts/normalize-email";
import { hashPassword, isAcceptablePasswordLength } from "../accounts/password";
import { deleteSessionsOfUser } from "../sessions/sessions.service";

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export type PasswordResetContext = {
  db: Database;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
};

function composeResetMail(to: string, nombre: string, link: string) {
  const text = [
    `Hola ${nombre}:`,
    "",
    "Recibimos una solicitud para restablecer tu contraseña de Shifu. Abre este enlace para elegir una nueva:",
    link,
    "",
    "El enlace caduca en 1 hora y solo se puede usar una vez. Si no fuiste tú, ignora este correo.",
  ].join("\n");
  const safeName = nombre.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<p>Hola ${safeName}:</p><p>Recibimos una solicitud para restablecer tu contraseña de Shifu.</p><p><a href="${link}">Elegir una contraseña nueva</a></p><p>El enlace caduca en 1 hora y solo se puede usar una vez. Si no fuiste tú, ignora este correo.</p>`;
  return { to, subject: "Restablece tu contraseña de Shifu", text, html };
}

/**
 * The limits a request counts against. The owner's own browser (where the account signed in: its device cookie) has
 * a count of its own, so requests a stranger makes for the address from elsewhere never block the owner's.
 */
async function consumeRequestLimits(
  rateLimiter: RateLimiter,
  input: { email: string; ip: string; deviceToken: string | undefined },
  now: Date,
): Promise<void> {
  const device = input.deviceToken ? `${input.email}|${hashSecretToken(input.deviceToken)}` : undefined;
  if (device !== undefined && (await rateLimiter.isRemembered(knownLoginDevice, device, now))) {
    await rateLimiter.consume(rateLimitRules.passwordResetRequestsPerOwnDevice, device, now);
    return;
  }
  await rateLimiter.consume(rateLimitRules.passwordResetRequestsPerIp, input.ip, now);
  await rateLimiter.consume(rateLimitRules.passwordResetRequestsPerAccount, input.email, now);
}

/**
 * Always answers the same, whether or not the account exists. The e-mail is sent without awaiting it, so the answer
 * time does not tell either. A new link leaves the earlier ones working until they expire: otherwise anyone could
 * cancel the owner's link by asking again.
 */
export async function requestPasswordReset(
  context: PasswordResetContext,
  input: { correo: string; ip: string; deviceToken?: string | undefined },
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(input.correo);
  await consumeRequestLimits(context.rateLimiter, { email, ip: input.ip, deviceToken: input.deviceToken }, now);
  const [user] = await context.db.select().from(users).where(eq(users.email, email));
  if (!user) return;

  const token = createSecretToken();
  await context.db.transaction(async (tx) => {
    // Spent and expired links are of no more use; live ones stay.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashSecretToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    });
  });
  // The token travels in the fragment, which browsers never send to a server or put in a Referer.
  const link = `${context.publicUrl}/reset-password#token=${token}`;
  context.mailer
    .sendMail(composeResetMail(user.email, user.nombre, link))
    .catch((error: unknown) => context.logger.error({ err: error }, "password reset e-mail failed"));
}

/** Sets the new password, spends the link, and signs the user out everywhere. */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  if (!isAcceptablePasswordLength(input.password)) {
    throw new AppError("BAD_REQUEST", {
      message: accountMessages.passwordLength,
      fields: { password: accountMessages.passwordLength },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecretToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError("BAD_REQUEST", { message: accountMessages.resetLinkInvalid });
    // The password is new: every other link to change it is void now.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, spent.userId),
          ne(passwordResetTokens.tokenHash, hashSecretToken(input.token)),
        ),
      );
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await deleteSessionsOfUser(tx, spent.userId);
  });
}
