import { accountMessages, accountScreenText } from "@shifu/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import {
  createPng,
  encodeMultipart,
  logInViaApi,
  makeUser,
  readSessionCookie,
  registerViaApi,
} from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { hashPassword } from "./password";

vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let testApp: TestApp;
let addressCounter = 0;
/** Each test acts from its own address, so the per-IP limits of one test do not leak into another. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

async function registerAndLogIn(overrides = {}) {
  const user = makeUser(overrides);
  expect((await registerViaApi(testApp.app, user)).statusCode).toBe(200);
  const login = await logInViaApi(testApp.app, user, nextAddress());
  expect(login.statusCode).toBe(200);
  return { user, login, cookie: readSessionCookie(login) };
}

describe("login throttling", () => {
  const HOUR_MS = 60 * 60 * 1000;
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An attacker who waits exactly as long as each Retry-After says, for one simulated hour. */
  async function guessForAnHour(correo: string, addressOf: (attempt: number) => string) {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    let guesses = 0;
    const waits: number[] = [];
    for (let attempt = 0; Date.now() - start < HOUR_MS; attempt++) {
      const response = await logInViaApi(testApp.app, { correo, password: `adivina-${attempt}` }, addressOf(attempt));
      if (response.statusCode === 401) {
        guesses += 1;
        continue;
      }
      expect(response.statusCode).toBe(429);
      const wait = Number(response.headers["retry-after"]);
      expect(response.json().error).toBe(accountMessages.rateLimited(wait));
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000);
    }
    return { guesses, waits };
  }

  it("slows guesses at one account from many addresses with growing waits: a handful per hour", async () => {
    const { user } = await registerAndLogIn();
    const { guesses, waits } = await guessForAnHour(user.correo, () => nextAddress());
    expect(guesses).toBeLessThanOrEqual(20);
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBe(15 * 60);
  });

  it("slows guesses at one account from one address the same way", async () => {
    const { user } = await registerAndLogIn();
    const address = nextAddress();
    const { guesses, waits } = await guessForAnHour(user.correo, () => address);
    expect(guesses).toBeLessThanOrEqual(15);
    expect(waits.slice(0, 3)).toEqual([15, 30, 60]);
  });

  it("lets only the free guesses through when they arrive all at once", async () => {
    const { user } = await registerAndLogIn();
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => logInViaApi(testApp.app, { correo: user.correo, password: "mal" }, address)),
    );
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(5);
  });

  it("keeps the owner's correct password working at their usual address however much strangers fail", async () => {
    const owner = makeUser();
    expect((await registerViaApi(testApp.app, owner)).statusCode).toBe(200);
    const usualAddress = nextAddress();
    expect((await logInViaApi(testApp.app, owner, usualAddress)).statusCode).toBe(200);
    const strangerAddress = nextAddress();
    for (let attempt = 0; attempt < 40; attempt++) {
      await logInViaApi(testApp.app, { correo: owner.correo, password: "mal" }, strangerAddress);
      await logInViaApi(testApp.app, { correo: owner.correo, password: "mal" }, nextAddress());
    }
    expect((await logInViaApi(testApp.app, owner, strangerAddress)).statusCode).toBe(429);
    expect((await logInViaApi(testApp.app, owner, usualAddress)).statusCode).toBe(200);
    expect((await logInViaApi(testApp.app, owner, usualAddress)).statusCode).toBe(200);
  });

  it("keeps the owner's browser signing in even when the stranger shares the owner's address", async () => {
    const owner = makeUser();
    expect((await registerViaApi(testApp.app, owner)).statusCode).toBe(200);
    const sharedAddress = nextAddress();
    const first = await logInViaApi(testApp.app, owner, sharedAddress);
    const device = first.cookies.find((cookie) => cookie.name === "shifu_device");
    expect(device).toMatchObject({ httpOnly: true, path: "/", sameSite: "Lax" });
    for (let attempt = 0; attempt < 20; attempt++) {
      await logInViaApi(testApp.app, { correo: owner.correo, password: "mal" }, sharedAddress);
    }
    expect((await logInViaApi(testApp.app, owner, sharedAddress)).statusCode).toBe(429);
    const fromOwnersBrowser = () =>
      testApp.app.inject({
        method: "POST",
        url: "/login",
        payload: owner,
        remoteAddress: sharedAddress,
        cookies: { shifu_device: device?.value ?? "" },
      });
    expect((await fromOwnersBrowser()).statusCode).toBe(200);
    const forged = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: owner,
      remoteAddress: sharedAddress,
      cookies: { shifu_device: "inventado" },
    });
    expect(forged.statusCode).toBe(429);
  });

  it("gives a stranger at the owner's address no fresh guesses when the owner signs in there", async () => {
    const owner = makeUser();
    expect((await registerViaApi(testApp.app, owner)).statusCode).toBe(200);
    const sharedAddress = nextAddress();
    expect((await logInViaApi(testApp.app, owner, sharedAddress)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let attempt = 0; attempt < 5; attempt++) {
      await logInViaApi(testApp.app, { correo: owner.correo, password: "mal" }, sharedAddress);
    }
    vi.setSystemTime(Date.now() + 15_000);
    expect((await logInViaApi(testApp.app, owner, sharedAddress)).statusCode).toBe(200);
    const guess = () => logInViaApi(testApp.app, { correo: owner.correo, password: "mal" }, sharedAddress);
    expect((await guess()).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 15_000);
    expect((await guess()).statusCode).toBe(401);
    const after = await guess();
    expect(after.statusCode).toBe(429);
    expect(after.headers["retry-after"]).toBe("30");
  });

  it("lets a correct password for another account through from an address that failed on other accounts", async () => {
    const { user } = await registerAndLogIn();
    const sharedAddress = nextAddress();
    for (let attempt = 0; attempt < 25; attempt++) {
      const wrong = { correo: `otro${attempt}.${Date.now()}@example.com`, password: "mal" };
      expect((await logInViaApi(testApp.app, wrong, sharedAddress)).statusCode).toBe(401);
    }
    expect((await logInViaApi(testApp.app, user, sharedAddress)).statusCode).toBe(200);
  });

  it("slows an address that fails on many accounts at scale, with growing waits rather than a lock", async () => {
    const address = nextAddress();
    let failures = 0;
    let refused: Awaited<ReturnType<typeof logInViaApi>> | undefined;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      const response = await logInViaApi(testApp.app, { correo: `masa${attempt}@example.com`, password: "x" }, address);
      if (response.statusCode === 401) failures += 1;
      else refused = response;
    }
    expect(failures).toBe(30);
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeLessThanOrEqual(2);
  });
});

describe("POST /register and POST /login", () => {
  it("registers, then logs in with the spec's response and an httpOnly session cookie", async () => {
    const user = makeUser();
    const register = await registerViaApi(testApp.app, user);
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ message: "Usuario registrado exitosamente" });

    const login = await logInViaApi(testApp.app, user, nextAddress());
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toEqual({
      user_id: expect.any(String),
      user_name: "Ana García",
      email: user.correo,
      code_referrals_uniq: expect.stringMatching(/^\d{4}$/),
      count_referrals: 0,
      login_streak: 1,
      user_img: null,
      message: "Inicio de sesión exitoso",
      plan: "free",
      plan_expires_at: null,
      subscribed: false,
      email_verified: false,
      pending_referrals: 0,
      referral_pending: false,
      points: 0,
      daily_messages: 50,
    });
    const cookie = login.cookies.find((entry) => entry.name === "shifu_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain(cookie?.value);
  });

  it("stores only the token's SHA-256, never the token", async () => {
    const { cookie } = await registerAndLogIn();
    const rows = await testApp.database.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === cookie)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("makes the cookie last 30 days with 'Recordar mi sesión'", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const login = await logInViaApi(testApp.app, { ...user, remember: true }, nextAddress());
    expect(login.cookies.find((entry) => entry.name === "shifu_session")?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("issues a new token at every login and ends the browser's previous session", async () => {
    const { user, cookie: first } = await registerAndLogIn();
    const again = await testApp.app.inject({
      method: "POST",
      url: "/login",
      payload: user,
      cookies: { shifu_session: first },
      remoteAddress: nextAddress(),
    });
    const second = readSessionCookie(again);
    expect(second).not.toBe(first);
    const old = await testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: first } });
    expect(old.statusCode).toBe(401);
  });

  it("treats e-mails that differ only in case or Unicode form as one account", async () => {
    const base = `maria.${Date.now()}@example.com`;
    expect((await registerViaApi(testApp.app, makeUser({ correo: base }))).statusCode).toBe(200);
    for (const variant of [base.toUpperCase(), `  ${base} `, base.replace("maria", "ｍａｒｉａ")]) {
      const response = await registerViaApi(testApp.app, makeUser({ correo: variant }));
      expect(response.statusCode, variant).toBe(409);
      expect(response.json().error).toBe("El correo ya está registrado");
    }
    const login = await logInViaApi(
      testApp.app,
      { correo: base.toUpperCase(), password: "contraseña-segura-1" },
      nextAddress(),
    );
    expect(login.statusCode).toBe(200);
  });

  it("stores SQL-like and HTML names literally", async () => {
    const nombre = "Robert'); DROP TABLE users;--";
    const apellido = '<img src=x onerror="alert(1)">';
    const { cookie } = await registerAndLogIn({ nombre, apellido });
    const response = await testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
    expect(response.json()).toMatchObject({ nombre, apellido, username: `${nombre} ${apellido}` });
    expect(await testApp.database.db.select().from(users)).not.toHaveLength(0);
  });

  it("answers each missing or bad field with the spec's Spanish text", async () => {
    const response = await registerViaApi(testApp.app, {
      nombre: " ",
      apellido: "",
      correo: "sin-arroba",
      password: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      nombre: accountScreenText.nombreRequired,
      apellido: accountScreenText.apellidoRequired,
      correo: accountScreenText.emailInvalid,
      password: accountScreenText.passwordRequired,
    });
  });

  it("refuses a 129-character password with a 400 before any hashing", async () => {
    vi.mocked(hashPassword).mockClear();
    const response = await registerViaApi(testApp.app, makeUser({ password: "a".repeat(129) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(accountMessages.passwordLength);
    const short = await registerViaApi(testApp.app, makeUser({ password: "1234567" }));
    expect(short.statusCode).toBe(400);
    expect(vi.mocked(hashPassword)).not.toHaveBeenCalled();
  });

  it("gives an unknown e-mail and a wrong password the same answer", async () => {
    const { user } = await registerAndLogIn();
    const wrong = await logInViaApi(testApp.app, { correo: user.correo, password: "otra-contraseña" }, nextAddress());
    const unknown = await logInViaApi(
      testApp.app,
      { correo: `nadie.${Date.now()}@example.com`, password: "x".repeat(10) },
      nextAddress(),
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(accountMessages.invalidCredentials);
  });

  it("updates the login streak", async () => {
    const { user, login } = await registerAndLogIn();
    const userId = login.json().user_id;
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await testApp.database.db.update(users).set({ lastLoginAt: yesterday, loginStreak: 4 }).where(eq(users.id, userId));
    const next = await logInViaApi(testApp.app, user, nextAddress());
    expect(next.json().login_streak).toBe(5);
    const sameDay = await logInViaApi(testApp.app, user, nextAddress());
    expect(sameDay.json().login_streak).toBe(5);
  });
});

describe("sessions", () => {
  it("refuses a tampered cookie with 401", async () => {
    const { cookie } = await registerAndLogIn();
    const tampered = `${cookie.slice(0, -1)}${cookie.endsWith("A") ? "B" : "A"}`;
    const response = await testApp.app.inject({
      method: "GET",
      url: "/get_user",
      cookies: { shifu_session: tampered },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("refuses the old cookie after logout with 401", async () => {
    const { cookie } = await registerAndLogIn();
    const logout = await testApp.app.inject({ method: "POST", url: "/logout", cookies: { shifu_session: cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((entry) => entry.name === "shifu_session")?.value).toBe("");
    const after = await testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("requires a session for GET /get_user", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/get_user" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses with 403 a get_user that names another user", async () => {
    const mine = await registerAndLogIn();
    const other = await registerAndLogIn();
    const otherId = other.login.json().user_id;
    const byEmail = await testApp.app.inject({
      method: "GET",
      url: `/get_user?email=${encodeURIComponent(other.user.correo)}`,
      cookies: { shifu_session: mine.cookie },
    });
    expect(byEmail.statusCode).toBe(403);
    const byId = await testApp.app.inject({
      method: "GET",
      url: `/get_user?id=${otherId}`,
      cookies: { shifu_session: mine.cookie },
    });
    expect(byId.statusCode).toBe(403);
    const own = await testApp.app.inject({
      method: "GET",
      url: `/get_user?id=${mine.login.json().user_id}&email=${encodeURIComponent(mine.user.correo.toUpperCase())}`,
      cookies: { shifu_session: mine.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ correo: mine.user.correo, username: "Ana García" });
  });

  it("refuses state-changing requests from another site", async () => {
    const { cookie } = await registerAndLogIn();
    const byOrigin = await testApp.app.inject({
      method: "POST",
      url: "/logout",
      headers: { origin: "https://evil.example" },
      cookies: { shifu_session: cookie },
    });
    expect(byOrigin.statusCode).toBe(403);
    const byFetchSite = await testApp.app.inject({
      method: "POST",
      url: "/logout",
      headers: { "sec-fetch-site": "cross-site" },
      cookies: { shifu_session: cookie },
    });
    expect(byFetchSite.statusCode).toBe(403);
    const stillIn = await testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } });
    expect(stillIn.statusCode).toBe(200);
    const sameOrigin = await testApp.app.inject({
      method: "POST",
      url: "/logout",
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      cookies: { shifu_session: cookie },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe("referrals", () => {
  it("records the inviter and gives every user a unique 4-digit code", async () => {
    const inviter = await registerAndLogIn();
    const code = inviter.login.json().code_referrals_uniq;
    const friend = makeUser();
    const response = await registerViaApi(testApp.app, friend, { referralCode: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Usuario registrado exitosamente con referido" });
    const me = await testApp.app.inject({
      method: "GET",
      url: "/get_user",
      cookies: { shifu_session: inviter.cookie },
    });
    // It counts once the friend has verified their e-mail (referrals.test.ts); until then it waits.
    expect(me.json()).toMatchObject({ count_referrals: 0, pending_referrals: 1 });
    const codes = (await testApp.database.db.select({ code: users.referralCode }).from(users)).map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("refuses an unknown code in Spanish and creates nothing", async () => {
    const before = (await testApp.database.db.select().from(users)).length;
    const taken = new Set(
      (await testApp.database.db.select({ code: users.referralCode }).from(users)).map((row) => row.code),
    );
    let unknownCode = "0000";
    for (let n = 0; taken.has(unknownCode); n++) unknownCode = String(n).padStart(4, "0");
    const response = await registerViaApi(testApp.app, makeUser(), { referralCode: unknownCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(accountMessages.unknownReferralCode);
    const malformed = await registerViaApi(testApp.app, makeUser(), { referralCode: "12a" });
    expect(malformed.statusCode).toBe(400);
    expect((await testApp.database.db.select().from(users)).length).toBe(before);
  });

  it("records one pending referral per registration when many use one code at once", async () => {
    const inviter = await registerAndLogIn();
    const code = inviter.login.json().code_referrals_uniq;
    const friends = Array.from({ length: 6 }, () => makeUser());
    const duplicate = { ...friends[0], nombre: "Copia" } as (typeof friends)[number];
    const responses = await Promise.all(
      [...friends, duplicate].map((friend) => registerViaApi(testApp.app, friend, { referralCode: code })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 409]);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/get_user",
      cookies: { shifu_session: inviter.cookie },
    });
    expect(me.json()).toMatchObject({ count_referrals: 0, pending_referrals: 6 });
  });
});

describe("profile images", () => {
  it("re-encodes a registration photo to a 256×256 JPEG without metadata", async () => {
    const user = makeUser();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff0000" } })
      .withExif({ IFD0: { Artist: "secreto" } })
      .png()
      .toBuffer();
    const register = await registerViaApi(testApp.app, user, {
      file: { name: "foto.png", type: "image/png", data: png },
    });
    expect(register.statusCode).toBe(200);
    const login = await logInViaApi(testApp.app, user, nextAddress());
    const image = Buffer.from(login.json().user_img, "base64");
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(image.toString("latin1")).not.toContain("secreto");
  });

  it("accepts JPEG, WebP and GIF judged by their bytes, whatever their name", async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: "#00ff00" } });
    for (const [format, data] of [
      ["jpeg", await base.clone().jpeg().toBuffer()],
      ["webp", await base.clone().webp().toBuffer()],
      ["gif", await base.clone().gif().toBuffer()],
    ] as const) {
      const response = await registerViaApi(testApp.app, makeUser(), {
        file: { name: "sin-extension.txt", type: "text/plain", data },
      });
      expect(response.statusCode, format).toBe(200);
    }
  });

  it("refuses a 6 MB image with 413", async () => {
    const big = Buffer.concat([await createPng(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await registerViaApi(testApp.app, makeUser(), {
      file: { name: "big.png", type: "image/png", data: big },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(accountMessages.imageTooLarge);
  });

  it("refuses SVG and script files, even named .png", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const script = Buffer.from("#!/bin/sh\nrm -rf /\n");
    for (const data of [svg, script]) {
      const user = makeUser();
      const response = await registerViaApi(testApp.app, user, { file: { name: "foto.png", type: "image/png", data } });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe(accountMessages.imageUnsupported);
      expect((await logInViaApi(testApp.app, user, nextAddress())).statusCode).toBe(401);
    }
  });

  it("refuses an image whose pixel count is over the limit, before decoding it", async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await registerViaApi(testApp.app, makeUser(), {
      file: { name: "huge.png", type: "image/png", data: huge },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(accountMessages.imageTooManyPixels);
  });

  it("updates the signed-in user's photo and refuses another user's id", async () => {
    const { login, cookie } = await registerAndLogIn();
    const userId = login.json().user_id;
    const image = { name: "a.png", type: "image/png", data: await createPng(300, 300) };
    const own = await encodeMultipart({ user_id: userId }, image);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/update_profile_image",
      ...own,
      cookies: { shifu_session: cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Imagen de perfil actualizada con éxito",
      user_img: expect.any(String),
    });

    const other = await registerAndLogIn();
    const foreign = await encodeMultipart({ user_id: other.login.json().user_id }, image);
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/update_profile_image",
      ...foreign,
      cookies: { shifu_session: cookie },
    });
    expect(refused.statusCode).toBe(403);

    const anonymous = await testApp.app.inject({ method: "POST", url: "/update_profile_image", ...own });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("registration limit per address", () => {
  let limited: TestApp;
  beforeEach(async () => {
    limited ??= await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "2" } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("answers the third registration within the hour with 429", async () => {
    const address = "192.0.2.7";
    const first = await registerViaApi(limited.app, makeUser(), { remoteAddress: address });
    const second = await registerViaApi(limited.app, makeUser(), { remoteAddress: address });
    const third = await registerViaApi(limited.app, makeUser(), { remoteAddress: address });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
    expect(third.headers["retry-after"]).toBeDefined();
    const elsewhere = await registerViaApi(limited.app, makeUser(), { remoteAddress: "192.0.2.8" });
    expect(elsewhere.statusCode).toBe(200);
  });
});
