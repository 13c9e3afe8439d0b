import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { isProbe } from "../../http/probe-route";
import { hashSecretToken } from "../../security/secret-token";
import { normalizeEmail } from "../accounts/normalize-email";
import { createSessionCache } from "./session-cache";
import { type ActiveSession, isServableFromCache, readActiveSession, sessionLifetimes } from "./sessions.service";

export const SESSION_COOKIE = "shifu_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's session, from the cookie only; null for visitors. */
    session: ActiveSession | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string, remember: boolean): void;
    clearSessionCookie(): void;
  }
}

type SessionPluginOptions = { db: Database; secureCookies: boolean };

export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError("UNAUTHENTICATED");
  return request.session;
}

/** An onRequest hook for signed-in routes: refuses visitors before their input is even parsed. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireSession(request);
}

/**
 * The spec's calls carry the user's e-mail or id. Identity comes from the cookie alone; a value that names someone
 * else is refused rather than ignored, so a confused or malicious client learns nothing.
 */
export function requireSessionOf(request: FastifyRequest, claimed: { id?: string; email?: string }): ActiveSession {
  const session = requireSession(request);
  if (claimed.id !== undefined && claimed.id !== session.userId) throw new AppError("FORBIDDEN");
  if (claimed.email !== undefined && normalizeEmail(claimed.email) !== session.email) throw new AppError("FORBIDDEN");
  return session;
}

export const sessionPlugin = fastifyPlugin(async (app: FastifyInstance, options: SessionPluginOptions) => {
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: options.secureCookies } as const;
  await app.register(fastifyCookie);
  app.decorateRequest("session", null);
  app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string, remember: boolean) {
    this.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions,
      // Without maxAge the cookie ends with the browser session: 'Recordar mi sesión' unchecked.
      ...(remember ? { maxAge: Math.floor(sessionLifetimes.remember.absoluteMs / 1000) } : {}),
    });
  });
  app.decorateReply("clearSessionCookie", function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });
  const cache = createSessionCache(options.db, {
    onListenerError: (error) => app.log.warn({ err: error }, "session revocation listener failed; cache off"),
  });
  app.addHook("onClose", () => cache.close());
  async function readSessionFromDatabase(request: FastifyRequest, reply: FastifyReply, tokenHash: string, now: number) {
    const stamp = cache.stamp();
    const found = await readActiveSession(options.db, tokenHash, new Date(now));
    if (!found) {
      cache.forget(tokenHash);
      reply.clearSessionCookie();
      return;
    }
    cache.remember(tokenHash, found, stamp);
    request.session = { sessionId: found.sessionId, userId: found.userId, email: found.email };
  }
  // A callback hook: most signed-in requests are answered from the cache, and a visitor's or a probe's need no
  // session at all, so only a cache miss pays for a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const token = isProbe(request) ? undefined : request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const tokenHash = hashSecretToken(token);
    const now = Date.now();
    const cached = cache.read(tokenHash);
    if (cached && isServableFromCache(cached, now)) {
      request.session = { sessionId: cached.sessionId, userId: cached.userId, email: cached.email };
      return done();
    }
    readSessionFromDatabase(request, reply, tokenHash, now).then(() => done(), done);
  });
});
