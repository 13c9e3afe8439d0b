import { z } from "zod";

/** Every failure the API can answer with. The server maps each to an HTTP status and a Spanish text. */
export const ErrorCodeSchema = z.enum([
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The body of every failed API call. `error` and `message` carry the same Spanish text because the spec's screens read either. */
export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
