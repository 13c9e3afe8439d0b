import type { FastifyReply } from "fastify";
import type { ApiContext } from "./provider-family";

const statusNames: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
};

/** Where Drive says the faulty value was: `{ location: "fileId", locationType: "parameter" }`. */
type ErrorLocation = { location: string; locationType: "parameter" | "header" };

/** Google's JSON error envelope of Gmail and Drive, with the older `errors` list beside the RPC status. */
export function sendGoogleError(
  reply: FastifyReply,
  code: number,
  message: string,
  reason: string,
  location?: ErrorLocation,
): FastifyReply {
  return reply.code(code).send({
    error: {
      code,
      message,
      errors: [{ message, domain: "global", reason, ...location }],
      status: statusNames[code] ?? "UNKNOWN",
    },
  });
}

/** The newer APIs (Docs, Sheets, Slides) answer with the RPC status alone. */
export function sendGoogleRpcError(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(code).send({ error: { code, message, status: statusNames[code] ?? "UNKNOWN" } });
}

/**
 * Google checks the token's scopes per method; a token without any of the accepted ones gets a 403, which is how a
 * connector that asked for too little finds out.
 */
export function hasGoogleScope(context: ApiContext, accepted: readonly string[]): boolean {
  if (accepted.some((scope) => context.scopes.includes(scope))) return true;
  context.reply.code(403).send({
    error: {
      code: 403,
      message: "Request had insufficient authentication scopes.",
      errors: [{ message: "Insufficient Permission", domain: "global", reason: "insufficientPermissions" }],
      status: "PERMISSION_DENIED",
      details: [
        {
          "@type": "type.googleapis.com/google.rpc.ErrorInfo",
          reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
          domain: "googleapis.com",
        },
      ],
    },
  });
  return false;
}
