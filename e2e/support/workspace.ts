import { expect, type Page } from "@playwright/test";
import { SANDBOX_PORT } from "./ports";

/** The provider sandbox that the e2e server starts (playwright.config.ts). */
export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;

/** Signs a new user up and in through the API, marks the tour done so it cannot cover the page, and opens /chat. */
export async function openWorkspaceAsNewUser(page: Page) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    nombre: "Ana",
    apellido: "García",
    correo: `int-${unique}@example.com`,
    password: "clave-segura-1",
  };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);
  const login = await page.request.post("/login", { data: { correo: account.correo, password: account.password } });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/set_step_by_step", { data: {} })).status()).toBe(200);
  await page.goto("/chat");
  await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
}

export function nav(page: Page) {
  return page.getByRole("navigation", { name: "Menú principal" });
}

export function chatList(page: Page) {
  return page.locator('[data-tour="chats"]');
}

export function servicesGrid(page: Page) {
  return page.getByRole("list", { name: "Servicios disponibles" });
}

export async function openAddServices(page: Page) {
  await nav(page).getByRole("button", { name: "Agregar servicio" }).click();
  await expect(page.getByRole("heading", { name: "Agregar servicios" })).toBeVisible();
  await expect(servicesGrid(page).getByRole("listitem")).toHaveCount(24);
}

/** Clicks a tile and lands on the sandbox's consent page for it. */
export async function openConsentPage(page: Page, service: string) {
  await servicesGrid(page).getByRole("button", { name: service, exact: true }).click();
  await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
  await expect(page.getByRole("heading", { name: /^Shifu quiere acceder a tu cuenta de / })).toBeVisible();
}

/**
 * The whole connection, from the tile to the success dialog's 'Aceptar'. Answers the address the provider sent back,
 * and the sandbox account the consent was for (Shifu's pseudonymous `login_hint`), whose demo data is this user's own.
 */
export async function connectService(page: Page, service: string) {
  await openAddServices(page);
  await openConsentPage(page, service);
  const sandboxAccount = new URL(page.url()).searchParams.get("login_hint");
  expect(sandboxAccount).toBeTruthy();
  const returned = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes("/chat?"));
  await page.getByRole("button", { name: "Permitir" }).click();
  const returnUrl = (await returned).url();
  const done = page.getByRole("alertdialog", { name: "¡Éxito!" });
  await expect(done).toContainText(`Integración con ${service} guardada exitosamente`);
  await done.getByRole("button", { name: "Aceptar" }).click();
  await expect(done).toBeHidden();
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe("/chat");
  expect(await page.evaluate(() => localStorage.getItem("integration"))).toBeNull();
  return { returnUrl, sandboxAccount: sandboxAccount ?? "" };
}

/** From the workspace, opens the sandbox's Stripe checkout for Shifueduca (the premium plan). */
export async function openShifueducaCheckout(page: Page) {
  await chatList(page).getByRole("button", { name: "Cambiar a un plan superior" }).click();
  await page
    .getByRole("dialog", { name: "Elige tu plan Shifu" })
    .getByRole("button", { name: "Elegir Shifueduca" })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ORIGIN}/checkout\\.stripe\\.com/c/pay/cs_test_`));
}

/** Pays Shifueduca with the sandbox's good test card and waits to be back in the workspace, premium. */
export async function becomePremium(page: Page) {
  await openShifueducaCheckout(page);
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("status").filter({ hasText: "¡Ya eres Premium!" })).toBeVisible();
}
