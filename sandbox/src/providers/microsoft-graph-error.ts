import { randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { ProviderAnswer } from "./provider-family";

/** Microsoft Graph's error body: a code and a message, with the request ids support asks for. */
export function createMicrosoftGraphError(status: number, code: string, message: string): ProviderAnswer {
  return {
    status,
    body: {
      error: {
        code,
        message,
        innerError: { date: new Date().toISOString(), "request-id": randomUUID(), "client-request-id": randomUUID() },
      },
    },
  };
}

export function sendMicrosoftGraphError(reply: FastifyReply, status: number, code: string, message: string) {
  const answer = createMicrosoftGraphError(status, code, message);
  return reply.code(answer.status).send(answer.body);
}

/**
 * Graph refuses a call whose token lacks every permission that opens it, each API wording it its own way: Outlook
 * says ErrorAccessDenied, OneDrive accessDenied, Teams Forbidden, the directory Authorization_RequestDenied.
 */
export function hasAnyScope(scopes: readonly string[], accepted: readonly string[]): boolean {
  return accepted.some((scope) => scopes.includes(scope));
}
