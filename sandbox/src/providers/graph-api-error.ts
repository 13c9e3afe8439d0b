import { randomBytes } from "node:crypto";
import type { ProviderAnswer } from "./provider-family";

/** Facebook, Instagram and WhatsApp share the Graph API's OAuthException. */
export function rejectGraphApiToken(): ProviderAnswer {
  return {
    status: 401,
    body: {
      error: {
        message: "Invalid OAuth access token - Cannot parse access token",
        type: "OAuthException",
        code: 190,
        fbtrace_id: randomBytes(8).toString("base64url"),
      },
    },
  };
}
