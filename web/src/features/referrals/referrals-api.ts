import { callApi } from "../../shared/api-client";

type ClaimResponse = { message: string };

// The web package keeps zod out (see api-client), so the one field read here is checked by hand.
const ClaimResponseSchema = {
  safeParse(data: unknown): { success: true; data: ClaimResponse } | { success: false; error: unknown } {
    return typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
      ? { success: true, data: { message: data.message } }
      : { success: false, error: new Error("Respuesta inesperada") };
  },
};

export function claimReferralCode(code: string) {
  return callApi({ method: "POST", path: "/referrals/claim", schema: ClaimResponseSchema, json: { code } });
}
