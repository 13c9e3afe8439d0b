import { randomUUID } from "node:crypto";
import type { ProviderAnswer, TokenErrorStyle } from "../providers/provider-family";

type ReasonWording = {
  error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type";
  description: string;
  /** Slack's own error string, answered with HTTP 200 and ok:false. */
  slack: string;
  /** The AADSTS number Microsoft's identity platform prefixes its descriptions with. */
  aadsts: number;
};

const reasons = {
  missing_parameter: {
    error: "invalid_request",
    description: "A required parameter is missing",
    slack: "invalid_arguments",
    aadsts: 900144,
  },
  unsupported_content_type: {
    error: "invalid_request",
    description: "Unsupported Content-Type for this endpoint",
    slack: "invalid_form_data",
    aadsts: 900144,
  },
  unknown_client: {
    error: "invalid_client",
    description: "The OAuth client was not found",
    slack: "invalid_client_id",
    aadsts: 700016,
  },
  bad_client_secret: {
    error: "invalid_client",
    description: "Invalid client secret provided",
    slack: "bad_client_secret",
    aadsts: 7000215,
  },
  unknown_code: {
    error: "invalid_grant",
    description: "Malformed or unknown authorization code",
    slack: "invalid_code",
    aadsts: 70000,
  },
  code_reused: {
    error: "invalid_grant",
    description: "The authorization code was already redeemed; the tokens issued from it are revoked",
    slack: "invalid_code",
    aadsts: 54005,
  },
  code_expired: {
    error: "invalid_grant",
    description: "The authorization code has expired",
    slack: "invalid_code",
    aadsts: 70008,
  },
  client_mismatch: {
    error: "invalid_grant",
    description: "The authorization code was issued to another client",
    slack: "invalid_code",
    aadsts: 70000,
  },
  redirect_mismatch: {
    error: "invalid_grant",
    description: "redirect_uri does not match the one of the authorization request",
    slack: "bad_redirect_uri",
    aadsts: 50148,
  },
  pkce_failed: {
    error: "invalid_grant",
    description: "The code_verifier is missing or does not match the code_challenge",
    slack: "invalid_code",
    aadsts: 501481,
  },
  bad_refresh_token: {
    error: "invalid_grant",
    description: "The refresh token is invalid, expired or revoked",
    slack: "invalid_refresh_token",
    aadsts: 70000,
  },
  unsupported_grant_type: {
    error: "unsupported_grant_type",
    description: "This grant_type is not supported",
    slack: "invalid_grant_type",
    aadsts: 70003,
  },
} as const satisfies Record<string, ReasonWording>;

export type OAuthErrorReason = keyof typeof reasons;

/** Thrown by the token endpoint's checks; each provider family words it in its own style. */
export class OAuthError extends Error {
  constructor(
    readonly reason: OAuthErrorReason,
    readonly detail?: string,
  ) {
    super(detail ? `${reasons[reason].description}: ${detail}` : reasons[reason].description);
    this.name = "OAuthError";
  }
}

export function wordTokenError(style: TokenErrorStyle, error: OAuthError): ProviderAnswer {
  const wording: ReasonWording = reasons[error.reason];
  if (style === "slack") return { status: 200, body: { ok: false, error: wording.slack } };
  if (style === "microsoft") {
    const traceId = randomUUID();
    const correlationId = randomUUID();
    const timestamp = new Date()
      .toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, "Z");
    return {
      status: 400,
      body: {
        error: wording.error,
        error_description: `AADSTS${wording.aadsts}: ${error.message}. Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
        error_codes: [wording.aadsts],
        timestamp,
        trace_id: traceId,
        correlation_id: correlationId,
        error_uri: `https://login.microsoftonline.com/error?code=${wording.aadsts}`,
      },
    };
  }
  return { status: 400, body: { error: wording.error, error_description: error.message } };
}
