import { accountMessages } from "@shifu/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return !SAME_SITE_FETCH.has(fetchSite);
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  // The Host header covers the dev proxy and any address the server is reached at directly.
  const requestOrigin = `${request.protocol}://${request.headers.host ?? ""}`;
  return origin !== publicOrigin && origin !== requestOrigin;
}

/**
 * SameSite=Lax cookies still ride on top-level cross-site POSTs of forms, so state changes check where they come from.
 * `bearerPaths` never read the cookie (their caller proves itself with a bearer token or PKCE), so any site may call
 * them.
 */
export function registerSameOriginGuard(
  app: FastifyInstance,
  publicUrl: string,
  bearerPaths: readonly string[] = [],
): void {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(bearerPaths);
  app.addHook("onRequest", (request, _reply, done) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      !exempt.has(request.url.split("?")[0] ?? "") &&
      isCrossSite(request, publicOrigin)
    ) {
      return done(new AppError("FORBIDDEN", { message: accountMessages.crossSiteRefused }));
    }
    done();
  });
}
