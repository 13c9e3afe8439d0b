import { ClaimReferralResponseSchema } from "@shifu/contract/rewards";
import { callApi } from "../../shared/api-client";

export function claimReferralCode(code: string) {
  return callApi({ method: "POST", path: "/referrals/claim", schema: ClaimReferralResponseSchema, json: { code } });
}
