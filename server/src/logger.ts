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
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
