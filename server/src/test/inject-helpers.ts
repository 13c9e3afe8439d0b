import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Database } from "../db/database";
import { emailVerificationTokens } from "../db/schema";
import { createSecretToken, hashSecretToken } from "../security/secret-token";

export type FilePart = { name: string; type: string; data: Buffer };

/** Encodes a multipart body the way a browser's FormData does. */
export async function encodeMultipart(
  fields: Record<string, string>,
  file?: FilePart,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("image", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

export async function createPng(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#5b3df5" } })
    .png()
    .toBuffer();
}

export type NewUser = { nombre: string; apellido: string; correo: string; password: string };

let counter = 0;
export function makeUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    nombre: "Ana",
    apellido: "García",
    correo: `ana${counter}.${Date.now()}@example.com`,
    password: "contraseña-segura-1",
    ...overrides,
  };
}

export async function registerViaApi(
  app: FastifyInstance,
  user: NewUser,
  options: { referralCode?: string; file?: FilePart; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { ...user };
  if (options.referralCode !== undefined) fields.referral_code = options.referralCode;
  const body = await encodeMultipart(fields, options.file);
  return app.inject({
    method: "POST",
    url: options.referralCode !== undefined ? "/register_with_referral" : "/register",
    ...body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export async function logInViaApi(
  app: FastifyInstance,
  credentials: { correo: string; password: string; remember?: boolean },
  remoteAddress = "127.0.0.1",
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/login", payload: credentials, remoteAddress });
}

export function readSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === "shifu_session");
  if (!cookie) throw new Error("la respuesta no puso la cookie de sesión");
  return cookie.value;
}

/**
 * Verifies a user's e-mail through POST /verify_email with a link made for the test, as if the mailed one were
 * opened (email-verification.test.ts follows the mailed link itself).
 */
export async function verifyEmailViaApi(
  app: FastifyInstance,
  db: Database,
  userId: string,
): Promise<LightMyRequestResponse> {
  const token = createSecretToken();
  await db
    .insert(emailVerificationTokens)
    .values({ tokenHash: hashSecretToken(token), userId, expiresAt: new Date(Date.now() + 60_000) });
  return app.inject({ method: "POST", url: "/verify_email", payload: { token } });
}
