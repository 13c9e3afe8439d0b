import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { accountMessages } from "@shifu/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailVerificationTokens } from "../../db/schema";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-verify-"));
  testApp = await createTestApp({
    env: { DATA_DIR: dataDir, PUBLIC_URL: "http://shifu.test", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function readMailsTo(address: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  try {
    return readdirSync(outbox)
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .map((file) => readFileSync(path.join(outbox, file), "utf8"))
      .filter((mail) => mail.includes(address));
  } catch {
    return [];
  }
}

async function waitForVerifyToken(address: string, count = 1): Promise<string> {
  await vi.waitFor(() => expect(readMailsTo(address).length).toBe(count));
  const unfolded = (readMailsTo(address).at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const token = unfolded.match(/\/verify-email#token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no verification link in the mail");
  return token;
}

function verify(token: string) {
  return testApp.app.inject({ method: "POST", url: "/verify_email", payload: { token } });
}

async function registerAndLogIn() {
  const user = makeUser();
  await registerViaApi(testApp.app, user);
  const login = await logInViaApi(testApp.app, user, "10.20.0.1");
  return { user, cookie: readSessionCookie(login) };
}

function readMe(cookie: string) {
  return testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
}

describe("e-mail verification", () => {
  it("mails a link at registration that verifies the address once", async () => {
    const { user, cookie } = await registerAndLogIn();
    expect((await readMe(cookie)).json().email_verified).toBe(false);
    const token = await waitForVerifyToken(user.correo);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.emailVerified });
    expect((await readMe(cookie)).json().email_verified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(accountMessages.verifyLinkInvalid);
  });

  it("refuses a made-up or expired link in Spanish", async () => {
    expect((await verify("inventado")).json().error).toBe(accountMessages.verifyLinkInvalid);
    const { user } = await registerAndLogIn();
    const token = await waitForVerifyToken(user.correo);
    await testApp.database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(accountMessages.verifyLinkInvalid);
  });

  it("sends the link again on request, a limited number of times, and not once verified", async () => {
    const { user, cookie } = await registerAndLogIn();
    await waitForVerifyToken(user.correo);
    const resend = () =>
      testApp.app.inject({ method: "POST", url: "/resend_verification", cookies: { shifu_session: cookie } });
    const first = await resend();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: accountMessages.verificationSent });
    const newest = await waitForVerifyToken(user.correo, 2);
    expect([(await resend()).statusCode, (await resend()).statusCode, (await resend()).statusCode]).toEqual([
      200, 200, 429,
    ]);
    expect((await verify(newest)).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(accountMessages.alreadyVerified);
    const visitor = await testApp.app.inject({ method: "POST", url: "/resend_verification" });
    expect(visitor.statusCode).toBe(401);
  });
});
