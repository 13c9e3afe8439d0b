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

/** SameSite=Lax cookies still ride on top-level cross-site POSTs of forms, so state changes check where they come from. */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin)) {
      return done(new AppError("FORBIDDEN", { message: accountMessages.crossSiteRefused }));
    }
    done();
  });
}
