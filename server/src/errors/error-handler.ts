import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";
import { createDatabaseOutageLog } from "./database-outage-log";
import { isDatabaseUnavailable } from "./is-database-unavailable";

/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = "5";

/** Turns every thrown error into the contract's error body, so no stack trace or framework text reaches a client. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError("DATABASE_UNAVAILABLE", {
      cause: error,
      headers: { "retry-after": DATABASE_RETRY_AFTER_SECONDS },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      fields[key] ??= issue.message ?? "Valor no válido";
    }
    return new AppError("BAD_REQUEST", { fields, cause: error });
  }
  switch (error.statusCode) {
    case 400:
      return new AppError("BAD_REQUEST", { cause: error });
    case 413:
      return new AppError("PAYLOAD_TOO_LARGE", { cause: error });
    case 415:
      return new AppError("UNSUPPORTED_MEDIA_TYPE", { cause: error });
    case 429:
      return new AppError("RATE_LIMITED", { cause: error });
    case 503:
      return new AppError("UNAVAILABLE", { cause: error });
    default:
      return new AppError("INTERNAL", { cause: error });
  }
}

/** `ping` reaches the database; while it is away, the outage is logged once, not per refused request. */
export function registerErrorHandler(app: FastifyInstance, ping: () => Promise<void>): void {
  const outage = createDatabaseOutageLog(app.log, ping);
  app.addHook("onClose", async () => outage.stop());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    // A thrown AppError is an answer the code chose; only unexpected failures are errors worth an alert.
    if (appError.code === "DATABASE_UNAVAILABLE") outage.recordRefusal(error);
    else if (!(error instanceof AppError) && appError.status >= 500)
      request.log.error({ err: error }, "request failed");
    else if (appError.status >= 500) request.log.warn({ code: appError.code, err: error }, "request not served");
    else request.log.info({ code: appError.code }, "request refused");
    return reply.status(appError.status).headers(appError.headers).send(appError.toBody());
  });
}
