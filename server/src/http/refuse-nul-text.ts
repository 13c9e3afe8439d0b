import { inputMessages } from "@shifu/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";

/** Whether a parsed value (an object, an array, a string) holds U+0000 in any string, keys included. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Buffer.isBuffer(value) || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(containsNul);
  return Object.entries(value).some(([key, entry]) => key.includes("\u0000") || containsNul(entry));
}

export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new AppError("BAD_REQUEST", { message: inputMessages.nulCharacter });
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL reaching a query failed it with a 500 (and put the SQL in the log). Every
 * route's parsed body, query and path parameters are checked before validation; multipart fields are checked where
 * they are read (read-multipart-form.ts). Raw bodies (a Buffer, as the Stripe webhook keeps) are left to their route.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: most requests pass, and a promise per request is a measurable share of a cheap
  // route's time.
  app.addHook("preValidation", (request, _reply, done) => {
    try {
      assertNoNul(request.params);
      assertNoNul(request.query);
      assertNoNul(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
