import { providerFamilyIds } from "@shifu/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { DEFAULT_ACCOUNT } from "../oauth/token-store";
import { SandboxItemError } from "../providers/provider-family";
import type { SandboxState } from "../sandbox-state";

const FaultSchema = z
  .object({
    host: z.string().min(1),
    path: z.string().startsWith("/").optional(),
    method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).optional(),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
    count: z.number().int().min(1).default(1),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
    message: "a fault needs a status, a delayMs or both",
  });

const FaultsSchema = z.union([z.array(FaultSchema), FaultSchema.transform((fault) => [fault])]);

const FamilyBodySchema = z.object({ family: z.enum(providerFamilyIds) });

function sendInvalid(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply.code(400).send({ error: "invalid_request", message: z.prettifyError(error) });
}

/** The test and demo controls, under /__sandbox/, which no real provider path can start with. */
export function registerAdminRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get("/__sandbox/health", () => ({ ok: true }));

  app.get("/__sandbox/faults", () => ({ faults: state.faults.list() }));

  app.post("/__sandbox/faults", (request, reply) => {
    const parsed = FaultsSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    state.faults.add(parsed.data);
    return { faults: state.faults.list() };
  });

  app.post("/__sandbox/revoke-all", (request, reply) => {
    const parsed = FamilyBodySchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    return { revokedGrants: state.tokens.revokeFamily(parsed.data.family) };
  });

  app.post("/__sandbox/expire-access-tokens", (request, reply) => {
    const parsed = FamilyBodySchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    return { expiredAccessTokens: state.tokens.expireAccessTokens(parsed.data.family) };
  });

  app.get("/__sandbox/stats", () => state.stats.read());

  app.get<{ Params: { family: string }; Querystring: { account?: string } }>(
    "/__sandbox/data/:family",
    (request, reply) => {
      const family = state.findFamily(request.params.family);
      const data = family && state.readData(family, request.query.account ?? state.findRecentAccount(family));
      if (data === undefined) {
        return reply.code(404).send({ error: "not_found", message: `No demo data for ${request.params.family}` });
      }
      return data;
    },
  );

  app.get<{ Params: { family: string } }>("/__sandbox/accounts/:family", (request, reply) => {
    const family = state.findFamily(request.params.family);
    if (!family?.seedData) {
      return reply.code(404).send({ error: "not_found", message: `No demo data for ${request.params.family}` });
    }
    return { accounts: state.listAccounts(family).reverse() };
  });

  // Without an account the item goes to every account of the family, as a mail sent to the whole demo.
  app.post<{ Params: { family: string }; Querystring: { account?: string } }>(
    "/__sandbox/items/:family",
    (request, reply) => {
      const family = state.findFamily(request.params.family);
      if (!family?.addItem || !family.seedData) {
        return reply
          .code(404)
          .send({ error: "not_found", message: `No items can be added to ${request.params.family}` });
      }
      const { addItem } = family;
      const named = request.query.account;
      const accounts = named ? [named] : state.listAccounts(family);
      try {
        const items = (accounts.length > 0 ? accounts : [DEFAULT_ACCOUNT]).map((account) =>
          addItem(state.readData(family, account), request.body ?? {}, state.tokens.now()),
        );
        // Answered as added to the account used last: the caller's own, right after it acted.
        return reply.code(201).send(items.at(-1));
      } catch (error) {
        if (error instanceof SandboxItemError)
          return reply.code(400).send({ error: "invalid_request", message: error.message });
        throw error;
      }
    },
  );

  app.post("/__sandbox/reset", (_request, reply) => {
    state.reset();
    return reply.code(204).send();
  });
}
