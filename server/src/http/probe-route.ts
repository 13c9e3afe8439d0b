import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A health probe (GET /healthz, /readyz): load balancers ask it many times a second, with no cookie and nothing
     * to compress, so neither the session nor compression does any work for it.
     */
    probe?: boolean;
  }
}

export const PROBE_ROUTE_OPTIONS = { config: { probe: true }, compress: false } as const;

export function isProbe(request: FastifyRequest): boolean {
  return request.routeOptions.config.probe === true;
}
