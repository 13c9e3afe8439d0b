import { randomInt } from "node:crypto";
import { REFERRAL_CODE_LENGTH } from "@shifu/contract";

export const REFERRAL_CODE_CAPACITY = 10 ** REFERRAL_CODE_LENGTH;

export function generateReferralCode(): string {
  return String(randomInt(REFERRAL_CODE_CAPACITY)).padStart(REFERRAL_CODE_LENGTH, "0");
}
