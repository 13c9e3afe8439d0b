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
      return (
        readdirSync(outbox)
          .filter((file) => file.endsWith(".eml"))
          .sort()
          .map((file) => readFileSync(path.join(outbox, file), "utf8"))
          // Registration mails a verification link too; only the reset mails count here.
          .filter((mail) => mail.replace(/=\r?\n/g, "").includes("reset-password#token"))
      );
    } catch {
      return [];
    }
  }

  async function requestReset(correo: string, remoteAddress = "198.51.100.1", device?: string) {
    return testApp.app.inject({
      method: "POST",
      url: "/forgot_password",
      payload: { correo },
      remoteAddress,
      ...(device ? { cookies: { shifu_device: device } } : {}),
    });
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

  it("never lets a stranger block the owner's own browser, and a new request leaves earlier links working", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const login = await logInViaApi(testApp.app, user, "198.51.100.40");
    const device = login.cookies.find((cookie) => cookie.name === "shifu_device");
    expect(device?.path).toBe("/");
    const before = readOutbox().length;
    await requestReset(user.correo, "198.51.100.41");
    const firstToken = await waitForMail(before + 1);
    // A stranger, from addresses of their own, asks for the owner's address until the account's count is spent.
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      expect((await requestReset(user.correo, address)).statusCode).toBe(200);
    }
    await waitForMail(before + 3);
    expect((await requestReset(user.correo, "203.0.113.3")).statusCode).toBe(429);

    const own = await requestReset(user.correo, "198.51.100.42", device?.value);
    expect(own.statusCode).toBe(200);
    const ownToken = await waitForMail(before + 4);

    // The first link still works after the later ones; once used, the others are void.
    const reset = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token: firstToken, password: "la-clave-nueva-1" },
    });
    expect(reset.statusCode).toBe(200);
    const other = await testApp.app.inject({
      method: "POST",
      url: "/reset_password",
      payload: { token: ownToken, password: "la-clave-nueva-2" },
    });
    expect(other.statusCode).toBe(400);
  });

  it("does not count a device cookie that never signed in to the account", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    for (const address of ["203.0.113.11", "203.0.113.12", "203.0.113.13"]) {
      await requestReset(user.correo, address, "a-made-up-device-token-of-some-length");
    }
    expect((await requestReset(user.correo, "203.0.113.14", "a-made-up-device-token-of-some-length")).statusCode).toBe(
      429,
    );
  });

  it("limits requests per address with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await requestReset(`limite${attempt}@example.com`, "198.51.100.99")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("the device cookie", () => {
  it("carries Secure when PUBLIC_URL is https, even behind a proxy that speaks http", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://shifu.example" } });
    try {
      const user = makeUser();
      await registerViaApi(secure.app, user);
      const login = await secure.app.inject({
        method: "POST",
        url: "/login",
        payload: user,
        headers: { origin: "https://shifu.example" },
      });
      expect(login.statusCode).toBe(200);
      const device = login.cookies.find((cookie) => cookie.name === "shifu_device");
      expect(device).toMatchObject({ secure: true, httpOnly: true, path: "/" });
    } finally {
      await secure.close();
    }
  });
});
