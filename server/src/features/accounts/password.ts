import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shifu/contract";

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. The library's Algorithm enum is a
// const enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function isAcceptablePasswordLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so that an unknown e-mail costs as long as a wrong password. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword("shifu-decoy-password");
  await verifyPassword(await decoyHash, password);
}
