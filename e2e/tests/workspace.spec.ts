import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

type Viewport = { width: number; height: number };

const desktop: Viewport = { width: 1440, height: 900 };
const phone: Viewport = { width: 390, height: 844 };

type Profile = { user_id: string; user_name: string; email: string };

/**
 * Signs a new user up and in through the API (the page then holds the session cookie), mirrors the profile to
 * localStorage as the login screen does, and opens /chat. Unless `keepTour`, the tour is marked done first so it
 * cannot cover the page.
 */
async function openWorkspaceAsNewUser(page: Page, { keepTour = false } = {}) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { nombre: "Ana", apellido: "García", correo: `ws-${unique}@example.com`, password: "clave-segura-1" };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);
  const login = await page.request.post("/login", { data: { correo: account.correo, password: account.password } });
  expect(login.status()).toBe(200);
  const profile = (await login.json()) as Profile;
  if (!keepTour) expect((await page.request.post("/set_step_by_step", { data: {} })).status()).toBe(200);

  await page.goto("/login");
  await page.evaluate((user) => {
    localStorage.setItem("id", user.user_id);
    localStorage.setItem("username", user.user_name);
    localStorage.setItem("email", user.email);
  }, profile);
  await page.goto("/chat");
  return account;
}

function nav(page: Page) {
  return page.getByRole("navigation", { name: "Menú principal" });
}

async function showSection(page: Page, button: string, heading: string) {
  await nav(page).getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(nav(page).getByRole("button", { name: button })).toHaveAttribute("aria-current", "page");
}

/** The sections that take the list's place, each with a heading of its own content. */
const listSections = [
  ["Recompensas", "Recompensas", "Recompensas por racha"],
  ["Referidos", "Referidos", "Tu código de referido"],
] as const;

test.describe("on a 1440 × 900 desktop", () => {
  test.use({ viewport: desktop });

  test("every view, with the chat list and the conversation side by side", async ({ page }) => {
    const account = await openWorkspaceAsNewUser(page);
    const chatList = page.locator('[data-tour="chats"]');
    await expect(chatList.getByRole("heading", { name: "Chats" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
    for (const label of ["Chats", "Agregar servicio", "Recompensas", "Referidos", "Modo oscuro", "Perfil"]) {
      await expect(nav(page).getByRole("button", { name: label })).toBeVisible();
    }
    await expect(nav(page).getByRole("button", { name: "Entrena a Shifu · Premium" })).toContainText("Premium");

    await chatList.getByRole("button", { name: "Notificaciones" }).click();
    await expect(page.getByRole("heading", { name: "Notificaciones · Shifu" })).toBeVisible();
    await expect(page.getByText(/No tienes notificaciones pendientes/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeHidden();

    // The services grid has its own journeys (integrations.spec.ts); here it only takes the list's place.
    await showSection(page, "Agregar servicio", "Agregar servicios");
    await expect(page.getByText("0 de 24 conectados")).toBeVisible();
    await expect(chatList).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();

    for (const [button, heading, content] of listSections) {
      await showSection(page, button, heading);
      await expect(page.getByRole("heading", { name: content })).toBeVisible();
      // The section takes the list's place; the conversation stays beside it.
      await expect(chatList).toBeHidden();
      await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
    }

    await showSection(page, "Perfil", "Perfil");
    await expect(page.getByText(`${account.nombre} ${account.apellido}`, { exact: true })).toBeVisible();
    await expect(page.getByText(account.correo)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();

    await nav(page).getByRole("button", { name: "Chats" }).click();
    await expect(chatList.getByRole("heading", { name: "Chats" })).toBeVisible();

    // 'Entrena a Shifu' is premium-only: a free user is told what it does and offered the plans.
    await nav(page).getByRole("button", { name: "Entrena a Shifu · Premium" }).click();
    await page.getByRole("button", { name: "Ver planes" }).click();
    const plans = page.getByRole("dialog", { name: "Elige tu plan Shifu" });
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText(["Shifuresuelve", "Shifueduca", "Shifuexperto"]);
    await expect(plans.getByRole("button", { name: /^Elegir / })).toHaveText([
      "Elegir Shifueduca",
      "Elegir Shifuexperto",
    ]);
    await page.keyboard.press("Escape");
    await expect(plans).toBeHidden();
    await chatList.getByRole("button", { name: "Cambiar a un plan superior" }).click();
    await expect(plans).toBeVisible();
  });

  test("the profile sits in the middle of the panel, with no empty block left under its last section", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    await showSection(page, "Perfil", "Perfil");
    const panel = page.getByRole("region", { name: "Perfil" });
    // The last section, 'Aplicaciones conectadas a Shifu', is measured once its answer has arrived.
    const lastSection = panel.getByRole("region", { name: "Aplicaciones conectadas a Shifu" });
    await expect(lastSection.getByText(/Ninguna aplicación externa tiene acceso/)).toBeVisible();
    const header = await panel.locator("header").boundingBox();
    const avatar = await panel.getByRole("img", { name: "Tu foto de perfil" }).boundingBox();
    const last = await lastSection.boundingBox();
    const bounds = await panel.boundingBox();
    if (!header || !avatar || !last || !bounds) throw new Error("El perfil no está en pantalla");
    const spaceAbove = avatar.y - (header.y + header.height);
    const spaceBelow = bounds.y + bounds.height - (last.y + last.height);
    expect(Math.abs(spaceBelow - spaceAbove)).toBeLessThanOrEqual(8);
  });

  test("a nav button's hint shows while the mouse rests on it", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const button = nav(page).getByRole("button", { name: "Agregar servicio" });
    const hint = button.getByText("Agregar servicio");
    await expect(hint).toHaveCSS("opacity", "0");
    await button.hover();
    await expect(hint).toHaveCSS("opacity", "1");
  });

  test("the tour opens by itself for a new user and, once finished, stays closed after a reload", async ({ page }) => {
    await openWorkspaceAsNewUser(page, { keepTour: true });
    const welcome = page.getByRole("dialog", { name: "Te damos la bienvenida a Shifu" });
    await expect(welcome).toBeVisible();
    await welcome.getByRole("button", { name: "Empezar" }).click();

    const popover = page.locator(".driver-popover");
    const finished = page.waitForResponse(
      (response) => response.url().endsWith("/set_step_by_step") && response.request().method() === "POST",
    );
    for (let step = 1; step <= 8; step += 1) {
      await expect(popover.locator(".driver-popover-progress-text")).toHaveText(`${step} de 8`);
      await expect(popover.getByRole("button", { name: "Saltar" })).toBeVisible();
      if (step < 8) await popover.getByRole("button", { name: "Siguiente" }).click();
    }
    await expect(popover).toContainText("Entrena a Shifu · Premium");
    await expect(page.locator('.driver-active-element[data-tour="training"]')).toBeVisible();
    await popover.getByRole("button", { name: "Finalizar" }).click();
    expect((await finished).status()).toBe(200);
    await expect(popover).toBeHidden();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
    // Wait for the workspace's check to be answered before saying the tour stayed closed.
    await page.waitForLoadState("networkidle");
    await expect(welcome).toBeHidden();
    await expect(popover).toBeHidden();

    // The help button brings it back on demand.
    await page.getByRole("button", { name: "Ver el recorrido de nuevo" }).click();
    await expect(welcome).toBeVisible();
  });

  test("dark mode is remembered after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openWorkspaceAsNewUser(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await nav(page).getByRole("button", { name: "Modo oscuro" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(nav(page).getByRole("button", { name: "Modo claro" })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("a first visit follows the system's dark preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openWorkspaceAsNewUser(page);
    await expect(nav(page).getByRole("button", { name: "Modo claro" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing serious on /chat in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await openWorkspaceAsNewUser(page);
      await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
    });
  }
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test("every view, one at a time above the bottom bar", async ({ page }) => {
    const account = await openWorkspaceAsNewUser(page);
    const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
    await expect(input).toBeVisible();
    // The conversation is full-screen: no sidebar, no list beside it.
    await expect(page.locator('[data-tour="chats"]')).toHaveCount(0);
    const bar = await nav(page).boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(phone.height);

    await page.getByRole("button", { name: "Lista de apps" }).click();
    const appList = page.locator('[data-tour="chats"]');
    await expect(appList.getByRole("heading", { name: "Shifu" })).toBeVisible();
    await expect(input).toBeHidden();

    await appList.getByRole("button", { name: "Notificaciones" }).click();
    await expect(page.getByRole("heading", { name: "Notificaciones · Shifu" })).toBeVisible();
    await expect(page.getByText(/No tienes notificaciones pendientes/)).toBeVisible();

    await showSection(page, "Agregar servicio", "Agregar servicios");
    await expect(input).toBeHidden();
    for (const [button, heading] of listSections) {
      await showSection(page, button, heading);
      await expect(input).toBeHidden();
    }
    await showSection(page, "Perfil", "Perfil");
    await expect(page.getByText(account.correo)).toBeVisible();

    await nav(page).getByRole("button", { name: "Chats" }).click();
    await expect(input).toBeVisible();
    // The header's own dark-mode toggle works as the bar's does.
    await page.getByRole("main").getByRole("button", { name: "Modo oscuro" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(nav(page).getByRole("button", { name: "Modo claro" })).toBeVisible();
  });

  test("a tap leaves no hint on screen over the next tiles", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    for (const [label, heading] of [
      ["Agregar servicio", "Agregar servicios"],
      ["Perfil", "Perfil"],
    ] as const) {
      const button = nav(page).getByRole("button", { name: label });
      await button.tap();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(button.locator("[data-state]")).toHaveAttribute("data-state", "closed");
      await expect(button.getByText(label)).toHaveCSS("opacity", "0");
    }
  });

  test("the tour points at the bottom bar and can be skipped for good", async ({ page }) => {
    await openWorkspaceAsNewUser(page, { keepTour: true });
    await page.getByRole("button", { name: "Empezar" }).click();
    const popover = page.locator(".driver-popover");
    await expect(popover).toContainText("1 de 8");
    await expect(page.locator(".driver-active-element")).toHaveAttribute("data-tour", "chats");
    await popover.getByRole("button", { name: "Siguiente" }).click();
    await expect(popover).toContainText("2 de 8");
    await popover.getByRole("button", { name: "Siguiente" }).click();
    await expect(popover).toContainText("3 de 8");
    const active = page.locator('.driver-active-element[data-tour="add-service"]');
    await expect(active).toBeVisible();
    expect(await active.evaluate((element) => element.closest("nav")?.getAttribute("aria-label"))).toBe(
      "Menú principal",
    );
    const skipped = page.waitForResponse((response) => response.url().endsWith("/set_step_by_step"));
    await popover.getByRole("button", { name: "Saltar" }).click();
    expect((await skipped).status()).toBe(200);
    await expect(popover).toBeHidden();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "Te damos la bienvenida a Shifu" })).toBeHidden();
  });
});
