import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RouteTag } from "./admin/traffic-hook";
import { readAccessToken } from "./oauth/access-token-reader";
import { handleAuthorizeRequest, handleConsentDecision } from "./oauth/authorize-endpoint";
import { handleTokenRequest } from "./oauth/token-endpoint";
import type { ApiRoute, ProviderFamily } from "./providers/provider-family";
import type { SandboxState } from "./sandbox-state";

type FamilyApiRoute = { family: ProviderFamily; route: ApiRoute };

function toSandboxPath(host: string, path: string): string {
  return `/${host}${path}`;
}

function tagRoute(kind: RouteTag["kind"], host: string, path: string, family: ProviderFamily) {
  return { sandbox: { kind, host, path, family } satisfies RouteTag };
}

/** Families can share an API path (Facebook and WhatsApp both answer Graph's /me), so routes are grouped by it. */
function groupApiRoutes(families: readonly ProviderFamily[]): FamilyApiRoute[][] {
  const groups = new Map<string, FamilyApiRoute[]>();
  for (const family of families) {
    for (const route of family.api) {
      const key = `${route.method} ${toSandboxPath(route.host, route.path)}`;
      groups.set(key, [...(groups.get(key) ?? []), { family, route }]);
    }
  }
  return [...groups.values()];
}

function registerFamilyRoutes(app: FastifyInstance, state: SandboxState, family: ProviderFamily): void {
  const { authorize, token, revoke } = family;
  if (authorize) {
    const url = toSandboxPath(authorize.host, authorize.path);
    const config = tagRoute("authorize", authorize.host, authorize.path, family);
    const withAuthorize = { ...family, authorize };
    app.get(url, { config }, (request, reply) => handleAuthorizeRequest(withAuthorize, state.tokens, request, reply));
    app.post(url, { config }, (request, reply) => handleConsentDecision(withAuthorize, state.tokens, request, reply));
  }
  if (token) {
    const withToken = { ...family, token };
    app.route({
      method: token.method,
      url: toSandboxPath(token.host, token.path),
      config: tagRoute("token", token.host, token.path, family),
      handler: (request, reply) => handleTokenRequest(withToken, state.tokens, request, reply),
    });
  }
  if (revoke) {
    app.route({
      method: revoke.method,
      url: toSandboxPath(revoke.host, revoke.path),
      config: tagRoute("revoke", revoke.host, revoke.path, family),
      handler: async (request, reply) => revoke.handle({ request, reply, tokens: state.tokens }),
    });
  }
}

function registerApiRoute(
  app: FastifyInstance,
  state: SandboxState,
  group: FamilyApiRoute[],
  resolvePublicUrl: (request: FastifyRequest) => string,
): void {
  const [first] = group;
  if (!first) return;
  const { route } = first;
  app.route({
    method: route.method,
    url: toSandboxPath(route.host, route.path),
    config: tagRoute("api", route.host, route.path, first.family),
    handler: async (request, reply) => {
      const presented = readAccessToken(request, route.credential);
      const token = presented ? state.tokens.findLiveAccessToken(presented) : undefined;
      // A token only opens its own provider's API, as a Google token means nothing to Graph.
      const match = token && group.find((candidate) => candidate.family.id === token.family);
      const grant = token && state.tokens.findGrant(token.grantId);
      if (!token || !match || !grant) {
        const answer = first.family.rejectAccessToken();
        return reply.code(answer.status).send(answer.body);
      }
      return match.route.answer({
        request,
        reply,
        token,
        scopes: grant.scopes,
        publicUrl: resolvePublicUrl(request),
        now: state.tokens.now(),
        data: state.readData(match.family, grant.account),
      });
    },
  });
}

/** Every provider URL at `/{real host}{real path}`. */
export function registerProviderRoutes(app: FastifyInstance, state: SandboxState, publicUrl: string | undefined): void {
  const base = publicUrl?.replace(/\/+$/, "");
  const resolvePublicUrl = (request: FastifyRequest) => base ?? `${request.protocol}://${request.host}`;
  for (const family of state.families) registerFamilyRoutes(app, state, family);
  for (const group of groupApiRoutes(state.families)) registerApiRoute(app, state, group, resolvePublicUrl);
}
