import pino, { type DestinationStream, type Logger } from "pino";

const SENSITIVE_QUERY_KEYS = new Set(["code", "state", "token", "access_token", "refresh_token", "password"]);

/** Query strings carry OAuth codes and states on redirects back to /chat, so their values never reach the log. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of new Set(params.keys())) {
    if (SENSITIVE_QUERY_KEYS.has(key.toLowerCase())) params.set(key, "[Redacted]");
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

const REDACTED_PATHS = [
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.access_token",
  "*.refresh_token",
  "*.client_secret",
  "*.code",
  "*.state",
  "*.code_verifier",
];

/** Fields of database errors that hold a query's values (drizzle's `params`, postgres.js's `parameters`, `detail`). */
const QUERY_VALUE_FIELDS = ["params", "parameters", "detail"] as const;

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

/**
 * Drizzle puts a failed query's parameters in its error's message ('Failed query: … params: …'), and they hold what
 * users typed (their messages, their e-mail): the SQL stays, the values never reach the log.
 */
function dropQueryValues(error: SerializedError): SerializedError {
  const stripped: SerializedError = { ...error };
  for (const field of QUERY_VALUE_FIELDS) delete stripped[field];
  const cut = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [Redacted]");
  if (typeof stripped.message === "string") stripped.message = cut(stripped.message);
  if (typeof stripped.stack === "string") stripped.stack = cut(stripped.stack);
  if (stripped.cause && typeof stripped.cause === "object") {
    stripped.cause = dropQueryValues(stripped.cause as SerializedError);
  }
  return stripped;
}

export function serializeError(error: Error): SerializedError {
  return dropQueryValues(pino.stdSerializers.err(error) as unknown as SerializedError);
}

type SerializableRequest = { method: string; url: string; ip: string; id: string };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[Redacted]" },
      serializers: {
        req: (request: SerializableRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          reqId: request.id,
        }),
        err: serializeError,
      },
    },
    destination,
  );
}
