import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { readMailedLink } from "../support/outbox";

// A real 1×1 PNG, so the server's image check accepts the photo.
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type Account = { nombre: string; apellido: string; correo: string; password: string };

function createAccount(label: string): Account {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    nombre: "Ana",
    apellido: `Prueba ${label}`,
    correo: `${label}-${unique}@example.com`,
    password: "clave-segura-1",
  };
}

async function registerThroughApi(request: APIRequestContext, account: Account) {
  const response = await request.post("/register", { multipart: account });
  expect(response.status()).toBe(200);
}

async function fillRegisterForm(page: Page, account: Account) {
  await page.getByLabel("Nombre", { exact: true }).fill(account.nombre);
  await page.getByLabel("Apellido", { exact: true }).fill(account.apellido);
  await page.getByLabel("Correo electrónico").fill(account.correo);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByLabel("Confirmar contraseña").fill(account.password);
  await page.getByRole("checkbox", { name: /Acepto los términos de uso/ }).check();
}

async function acceptSuccess(page: Page, text: string) {
  const dialog = page.getByRole("alertdialog", { name: "¡Éxito!" });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
}

/** A new user's workspace opens with the guided tour's welcome card over it. */
async function skipTour(page: Page) {
  const welcome = page.getByRole("dialog", { name: "Te damos la bienvenida a Shifu" });
  await welcome.getByRole("button", { name: "Saltar" }).click();
  await expect(welcome).toBeHidden();
}

async function signInThroughForm(page: Page, correo: string, password: string) {
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Correo electrónico").fill(correo);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

function readResetLink(correo: string): Promise<string> {
  return readMailedLink(correo, "reset-password");
}

test("register with validation errors, then sign in and reach the chat", async ({ page }) => {
  const account = createAccount("registro");
  await page.goto("/register");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  for (const message of [
    "El nombre es requerido",
    "El apellido es requerido",
    "El correo electrónico es requerido",
    "La contraseña es requerida",
    "Debes aceptar los términos y condiciones",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await fillRegisterForm(page, account);
  await page.getByLabel("Confirmar contraseña").fill("otra-clave-distinta");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();

  await page.getByLabel("Confirmar contraseña").fill(account.password);
  await page.getByLabel(/Foto de perfil/).setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: onePixelPng });
  await expect(page.getByRole("img", { name: "Vista previa de tu foto de perfil" })).toBeVisible();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await acceptSuccess(page, "¡🎉 Usuario registrado exitosamente! Bienvenido a la familia 💖");

  await signInThroughForm(page, account.correo, account.password);
  await acceptSuccess(page, "🎉 ¡Bienvenido/a! Has iniciado sesión correctamente. Redirigiéndote al chat...");
  await expect(page).toHaveURL("/chat");
  await skipTour(page);
  await expect(page.getByRole("heading", { name: "Chats" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("email"))).toBe(account.correo);

  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("button", { name: "Perfil" }).click();
  await expect(page.getByText(`${account.nombre} ${account.apellido}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/login");
  expect(await page.evaluate(() => [localStorage.getItem("id"), localStorage.getItem("username")])).toEqual(["", ""]);
  await page.goto("/chat");
  await expect(page).toHaveURL("/login");
});

test("a referral link shows the banner and credits the inviter", async ({ page, request }) => {
  const inviter = createAccount("anfitrion");
  await registerThroughApi(request, inviter);
  const login = await request.post("/login", { data: { correo: inviter.correo, password: inviter.password } });
  expect(login.status()).toBe(200);
  const { code_referrals_uniq: code, count_referrals: before } = await login.json();
  expect(before).toBe(0);

  const friend = createAccount("invitado");
  await page.goto(`/register/${code}`);
  await expect(page.getByText(`🎁 Te estás registrando con el código de referido ${code}`)).toBeVisible();
  await fillRegisterForm(page, friend);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await acceptSuccess(page, "¡🎉 Usuario registrado exitosamente! Bienvenido a la familia 💖");
  await expect(page).toHaveURL("/login");

  // The referral waits on the friend's e-mail verification, then counts once the friend opens the mailed link.
  const waiting = await request.get("/get_user");
  expect(waiting.status()).toBe(200);
  expect(await waiting.json()).toMatchObject({ count_referrals: 0, pending_referrals: 1 });
  await page.goto(await readMailedLink(friend.correo, "verify-email"));
  await expect(page.getByText("Tu correo está verificado. ¡Gracias!")).toBeVisible();
  const inviterNow = await request.get("/get_user");
  expect(await inviterNow.json()).toMatchObject({ count_referrals: 1, pending_referrals: 0 });
});

test("a wrong password shows the spec's message and stays on the login page", async ({ page, request }) => {
  const account = createAccount("clave");
  await registerThroughApi(request, account);
  await page.goto("/login");
  await signInThroughForm(page, account.correo, "no-es-la-clave");
  const dialog = page.getByRole("alertdialog", { name: "Ha ocurrido un error" });
  await expect(dialog).toContainText(
    "😕 No pudimos iniciar sesión. Verifica tu correo y contraseña e inténtalo nuevamente.",
  );
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(account.correo);
});

test("the chat without a session lands on the login page", async ({ page }) => {
  await page.goto("/chat");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

test("forgot password: the e-mailed link sets a new password that signs in", async ({ page, request }) => {
  const account = createAccount("olvido");
  await registerThroughApi(request, account);
  await page.goto("/login");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Correo electrónico").fill(account.correo);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await acceptSuccess(page, "Si existe una cuenta con ese correo, te enviamos un enlace");

  const link = await readResetLink(account.correo);
  await page.goto(link);
  const newPassword = "clave-nueva-2";
  await page.getByLabel("Nueva contraseña").fill(newPassword);
  await page.getByLabel("Confirmar contraseña").fill(newPassword);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await acceptSuccess(page, "Tu contraseña se actualizó. Ya puedes iniciar sesión.");

  await signInThroughForm(page, account.correo, newPassword);
  await acceptSuccess(page, "🎉 ¡Bienvenido/a! Has iniciado sesión correctamente. Redirigiéndote al chat...");
  await skipTour(page);
  await expect(page.getByRole("heading", { name: "Chats" })).toBeVisible();
});
