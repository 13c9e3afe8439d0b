import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { accountMessages } from "@shifu/contract";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { passwordResetTokens } from "../../db/schema";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("forgot and reset password", () => {
  let testApp: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-reset-"));
    testApp = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: "http://shifu.test" } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function readOutbox(): string[] {
    const outbox = path.join(dataDir, "outbox");
    try {
      return readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .sort()
        .map((file) => readFileSync(path.join(outbox, file), "utf8"));
    } catch {
      return [];
    }
  }

  async function requestReset(correo: string, remoteAddress = "198.51.100.1") {
    return testApp.app.inject({ method: "POST", url: "/forgot_password", payload: { correo }, remoteAddress });
  }

  async function waitForMail(count: number): Promise<string> {
    await vi.waitFor(() => expect(readOutbox().length).toBe(count));
    const mail = readOutbox().at(-1) ?? "";
    // Quoted-printable may fold long lines; unfold before reading the link.
    const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = unfolded.match(/reset-password#token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in mail:\n${mail}`);
    return token;
  }

  it("answers the same for unknown and known e-mails, and mails only the known one", async () => {
    const unknown = await requestReset(`nadie.${Date.now()}@example.com`, "198.51.100.2");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: accountMessages.forgotPasswordSent });
    expect(readOutbox()).toHaveLength(0);

    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const known = await requestReset(user.correo.toUpperCase(), "198.51.100.3");
    expect(known.json()).toEqual(unknown.json());
    const token = await waitForMail(1);
    expect(readOutbox()[0]).toContain(user.correo);
    expect(token.length).toBeGreaterThan(40);
  });

  it("resets the password once, signs the user out everywhere, and refuses the link again", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const cookie = readSessionCookie(await logInViaApi(testApp.app, user, "198.51.100.10"));
    const before = readOutbox().length;
    await requestReset(user.correo, "198.51.100.11");
    const token = await waitForMail(before + 1);

    const reset = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token, password: "una-nueva-clave" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: accountMessages.resetPasswordDone });

    const oldSession = await testApp.app.inject({
      method: "GET",
      url: "/get_user",
      cookies: { shifu_session: cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await logInViaApi(testApp.app, user, "198.51.100.12")).statusCode).toBe(401);
    expect((await logInViaApi(testApp.app, { ...user, password: "una-nueva-clave" }, "198.51.100.12")).statusCode).toBe(
      200,
    );

    const again = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token, password: "otra-clave-mas" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(accountMessages.resetLinkInvalid);
  });

  it("refuses an expired link and a bad new password", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const before = readOutbox().length;
    await requestReset(user.correo, "198.51.100.20");
    const token = await waitForMail(before + 1);

    const short = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token, password: "corta" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(accountMessages.passwordLength);

    await testApp.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(passwordResetTokens.usedAt));
    const expired = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token, password: "una-clave-valida" },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(accountMessages.resetLinkInvalid);
  });

  it("limits requests per address with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await requestReset(`limite${attempt}@example.com`, "198.51.100.99")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
