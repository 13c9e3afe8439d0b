import { expect, type Page, test } from "@playwright/test";

async function signInThroughForm(page: Page, correo: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(correo);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

test("a stranger failing many times for the owner's e-mail is slowed down, and the owner still signs in", async ({
  page,
  browser,
  request,
}) => {
  // Six password checks through the form on a busy machine; a timing never decides the outcome.
  test.setTimeout(90_000);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = { nombre: "Ana", apellido: "Dueña", correo: `duena-${unique}@example.com`, password: "clave-segura-1" };
  expect((await request.post("/register", { multipart: owner })).status()).toBe(200);

  await signInThroughForm(page, owner.correo, owner.password);
  const welcome = page.getByRole("alertdialog", { name: "¡Éxito!" });
  await expect(welcome).toBeVisible();

  // The stranger's own browser, from the same address as the owner (every journey comes from 127.0.0.1).
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const refused = stranger.getByRole("alertdialog", { name: "Ha ocurrido un error" });
  let slowedDown = false;
  await stranger.goto("/login");
  await stranger.getByLabel("Correo electrónico").fill(owner.correo);
  for (let attempt = 0; attempt < 8 && !slowedDown; attempt++) {
    await stranger.getByLabel("Contraseña", { exact: true }).fill(`adivina-${attempt}`);
    await stranger.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(refused).toBeVisible();
    slowedDown = /Demasiados intentos\. Espera \d+ s e inténtalo de nuevo\./.test((await refused.textContent()) ?? "");
    await refused.getByRole("button", { name: "Aceptar" }).click();
  }
  expect(slowedDown).toBe(true);
  await strangerContext.close();

  // The owner's session has ended (a signed-in visit to /login goes to /chat); the browser keeps its device cookie.
  await page.context().clearCookies({ name: "shifu_session" });
  await signInThroughForm(page, owner.correo, owner.password);
  await expect(page.getByRole("alertdialog", { name: "¡Éxito!" })).toContainText(
    "🎉 ¡Bienvenido/a! Has iniciado sesión correctamente.",
  );
});
