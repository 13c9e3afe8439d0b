import { randomBytes } from "node:crypto";

/** No I, O, 0 or 1, so a code read aloud or copied by hand is not mistyped. 32 symbols: a byte maps without bias. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 8;

export function generateDiscountCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}
