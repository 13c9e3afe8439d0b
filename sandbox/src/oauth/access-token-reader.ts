import type { FastifyRequest } from "fastify";
import type { CredentialStyle } from "../providers/provider-family";
import { readQueryParams } from "./request-params";

function readBearer(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/** ClickUp wants the token alone; "Bearer x" is then a token that does not exist, as at ClickUp. */
function readRaw(header: string | undefined): string | undefined {
  const value = header?.trim();
  return value && !/\s/.test(value) ? value : undefined;
}

/** The access token of an API call, from wherever the provider takes it. */
export function readAccessToken(request: FastifyRequest, style: CredentialStyle): string | undefined {
  const header = request.headers.authorization;
  switch (style) {
    case "bearer":
      return readBearer(header);
    case "raw":
      return readRaw(header);
    case "bearer-or-raw":
      return readBearer(header) ?? readRaw(header);
    case "bearer-or-query":
      return readBearer(header) ?? readQueryParams(request).access_token;
    case "path":
      return (request.params as Record<string, string | undefined>).token;
  }
}
