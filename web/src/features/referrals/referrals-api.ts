import type { ClaimReferralResponse } from "@shifu/contract/rewards";
import { callApi } from "../../shared/api-client";

export function claimReferralCode(code: string) {
  return callApi<ClaimReferralResponse>({ method: "POST", path: "/referrals/claim", json: { code } });
}
