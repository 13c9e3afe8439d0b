import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readGrantType } from "../oauth/token-endpoint";
import type { ProviderFamily } from "../providers/provider-family";
import type { SandboxState } from "../sandbox-state";
import type { FaultSpec } from "./fault-injector";

/** What a provider route is, for counting it and for faults aimed at it. */
export type RouteTag = {
  kind: "authorize" | "token" | "revoke" | "api";
  host: string;
  path: string;
  family: ProviderFamily;
};

declare module "fastify" {
  interface FastifyContextConfig {
    sandbox?: RouteTag;
  }
}

function readRequestPath(request: FastifyRequest, host: string): string {
  const path = request.url.split("?")[0] ?? "";
  return path.slice(host.length + 1) || "/";
}

function countRequest(state: SandboxState, tag: RouteTag, request: FastifyRequest): void {
  if (tag.kind === "api") state.stats.countApiRequest(tag.host);
  if (tag.kind === "revoke") state.stats.countRevokeRequest(tag.family.id);
  if (tag.kind === "token" && tag.family.token) {
    const params = { ...(request.query as object), ...(request.body as object) } as Record<string, string>;
    state.stats.countTokenRequest(tag.family.id, readGrantType(tag.family.token, params));
  }
}

function sendFault(reply: FastifyReply, tag: RouteTag, fault: FaultSpec & { status: number }): FastifyReply {
  const slackStyle = tag.family.token?.errorStyle === "slack";
  reply.code(fault.status);
  if (fault.status === 429) {
    reply.header("retry-after", String(fault.retryAfterSeconds ?? 1));
    return reply.send(
      slackStyle
        ? { ok: false, error: "ratelimited" }
        : { error: "rate_limited", error_description: "Too many requests" },
    );
  }
  if (fault.status === 401 && tag.kind === "api") return reply.send(tag.family.rejectAccessToken().body);
  return reply.send(
    slackStyle
      ? { ok: false, error: "internal_error" }
      : { error: "server_error", error_description: `Fault injected by the sandbox (HTTP ${fault.status})` },
  );
}

/**
 * Counts every provider request and applies the next fault aimed at it. It runs after the body is parsed, so a
 * token request is counted under its grant type even when a fault answers it.
 */
export function registerTrafficHook(app: FastifyInstance, state: SandboxState): void {
  app.addHook("preHandler", async (request, reply) => {
    const tag = request.routeOptions.config.sandbox;
    if (!tag) return;
    countRequest(state, tag, request);
    const fault = state.faults.take({
      host: tag.host,
      path: readRequestPath(request, tag.host),
      routePath: tag.path,
      method: request.method,
    });
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status !== undefined) return sendFault(reply, tag, { ...fault, status: fault.status });
  });
}
