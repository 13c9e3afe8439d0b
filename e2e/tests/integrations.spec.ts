import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  chatList,
  connectService,
  nav,
  openAddServices,
  openConsentPage,
  openWorkspaceAsNewUser,
  servicesGrid,
} from "../support/workspace";

function listEntry(page: Page, service: string): Locator {
  return chatList(page).getByRole("button", { name: new RegExp(`^${service}`) });
}

function countProxyCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("-proxy")) calls.push(request.url());
  });
  return calls;
}

test.describe("connecting apps on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Gmail and Slack through the sandbox's consent page, listed, counted, then one disconnected", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    await openAddServices(page);
    await expect(page.getByText("0 de 24 conectados")).toBeVisible();
    await expect(page.getByText("modo demostración")).toBeVisible();
    // The spec's 3 columns in the desktop panel.
    const rowTops = await servicesGrid(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(rowTops.slice(0, 3)).size).toBe(1);
    expect(rowTops[3]).toBeGreaterThan(rowTops[0] ?? 0);
    await expect(servicesGrid(page).getByRole("button", { name: "Facebook, Próximamente" })).toBeDisabled();

    const { returnUrl: gmailReturn } = await connectService(page, "Gmail");
    await connectService(page, "Slack");
    const proxyCalls = countProxyCalls(page);

    await nav(page).getByRole("button", { name: "Chats" }).click();
    await expect(listEntry(page, "Gmail")).toContainText("Conectado");
    await expect(listEntry(page, "Slack")).toContainText("Conectado");
    await expect(chatList(page).getByText("No hay servicios conectados todavía")).toHaveCount(0);

    await openAddServices(page);
    await expect(page.getByText("2 de 24 conectados")).toBeVisible();
    for (const service of ["Gmail", "Slack"]) {
      const tile = servicesGrid(page).getByRole("button", { name: `${service}, Conectado` });
      await expect(tile.locator('[data-status-dot="connected"]')).toBeVisible();
    }

    // A reload, and even the provider's answer opened again with a name stored, post nothing.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
    await page.evaluate(() => localStorage.setItem("integration", "Gmail"));
    await page.goto(gmailReturn);
    await expect(listEntry(page, "Gmail")).toContainText("Conectado");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");
    expect(proxyCalls).toEqual([]);

    await openAddServices(page);
    await servicesGrid(page).getByRole("button", { name: "Slack, Conectado" }).click();
    const details = page.getByRole("dialog", { name: "Slack" });
    await expect(details).toContainText("modo demostración");
    await expect(details).toContainText("Conectado el");
    await details.getByRole("button", { name: "Desconectar" }).click();
    const done = page.getByRole("alertdialog", { name: "¡Éxito!" });
    await expect(done).toContainText("Se desconectó Slack.");
    await done.getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText("1 de 24 conectados")).toBeVisible();
    await expect(servicesGrid(page).getByRole("button", { name: "Slack", exact: true })).toBeVisible();

    // 'Abrir chat' opens Gmail's assistant.
    await servicesGrid(page).getByRole("button", { name: "Gmail, Conectado" }).click();
    await page.getByRole("dialog", { name: "Gmail" }).getByRole("button", { name: "Abrir chat" }).click();
    await expect(listEntry(page, "Gmail")).toHaveAttribute("aria-current", "true");
    await expect(listEntry(page, "Slack")).toHaveCount(0);
  });

  test("'Cancelar' on the consent page comes back with the spec's error and nothing connected", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    await openAddServices(page);
    await openConsentPage(page, "Notion");
    await page.getByRole("button", { name: "Cancelar" }).click();
    const failure = page.getByRole("alertdialog", { name: "Error" });
    await expect(failure).toContainText("Error al procesar la integración con Notion: cancelaste la autorización");
    await failure.getByRole("button", { name: "Aceptar" }).click();
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("integration"))).toBeNull();
    await expect(chatList(page).getByText("No hay servicios conectados todavía")).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing serious in Add services and a connection's details, ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await openWorkspaceAsNewUser(page);
      await connectService(page, "Gmail");
      await openAddServices(page);
      const findSerious = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        return results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
      };
      expect(await findSerious()).toEqual([]);
      await servicesGrid(page).getByRole("button", { name: "Gmail, Conectado" }).click();
      await expect(page.getByRole("dialog", { name: "Gmail" })).toBeVisible();
      expect(await findSerious()).toEqual([]);
    });
  }
});

test("a connected app's intro card suggests that app's requests, and the assistant carries one out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWorkspaceAsNewUser(page);
  await connectService(page, "Slack");
  await listEntry(page, "Slack").first().click();
  const card = page.getByRole("region", { name: /^¡Hola/ });
  await expect(card.getByRole("button")).toHaveText([
    "¿Qué mensajes hay en #general desde ayer?",
    "Publica en #general: la reunión empieza a las 10",
  ]);
  await card.getByRole("button", { name: "¿Qué mensajes hay en #general desde ayer?" }).click();
  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await expect(input).toHaveValue("¿Qué mensajes hay en #general desde ayer?");
  await input.press("Enter");
  // The Slack assistant lists the channel's messages, each with its author and channel.
  await expect(page.getByRole("region", { name: "Mensajes" })).toContainText(" · general · ");
});

test.describe("connecting apps on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("4 tiles a row, and a connection from the phone", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    await openAddServices(page);
    const rowTops = await servicesGrid(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(rowTops.slice(0, 4)).size).toBe(1);
    expect(rowTops[4]).toBeGreaterThan(rowTops[0] ?? 0);

    // The consent page fits the phone: the demo account's address wraps inside its box.
    await openConsentPage(page, "HubSpot");
    const accountBox = await page.locator(".account").boundingBox();
    const address = await page.locator(".account").getByText(/@/).boundingBox();
    expect((address?.x ?? 0) + (address?.width ?? 0)).toBeLessThanOrEqual(
      (accountBox?.x ?? 0) + (accountBox?.width ?? 0),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goBack();

    await connectService(page, "Dropbox");
    await page.getByRole("button", { name: "Lista de apps" }).click();
    await expect(listEntry(page, "Dropbox")).toContainText("Conectado");
  });
});
