import { expect, type Page, test } from "@playwright/test";

const headline = "El tiempo es oro, Shifu te devuelve cada segundo";

async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();
}

function partnerStrip(page: Page) {
  return page.getByRole("list", { name: "Integraciones de Shifu" });
}

test.describe("landing page on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the single 'Shifu' button instead of the desktop buttons", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("link", { name: "Shifu", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pruébalo ahora" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Obtener plan premium" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Quiero a Shifu" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Registrarte" })).toBeVisible();
  });

  test("fits the screen without sideways scrolling", async ({ page }) => {
    await openLanding(page);
    // The root clips sideways overflow, so text that runs off the screen has to be looked for element by element.
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll("h1, h2, h3, p, a, button"))
        .filter((element) => !element.closest("[aria-hidden='true'], [aria-label='Integraciones de Shifu']"))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.textContent),
    );
    expect(overflowing).toEqual([]);
  });

  test("the 'Shifu' button leads to the sign-in page", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("link", { name: "Shifu", exact: true }).click();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("landing page on a desktop (1440 × 900)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the desktop buttons instead of the 'Shifu' button", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("link", { name: "Pruébalo ahora" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Obtener plan premium" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shifu", exact: true })).toBeHidden();
    await page.getByRole("link", { name: "Quiero a Shifu" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("link", { name: "Quiero a Shifu" })).toBeVisible();
  });

  test("shows the 20 partner logos, the sections and the footer", async ({ page }) => {
    await openLanding(page);
    await expect(partnerStrip(page).getByRole("img")).toHaveCount(20);
    for (const name of ["Gmail", "Microsoft Teams", "Monday", "WhatsApp"]) {
      await expect(partnerStrip(page).getByRole("img", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText("ACTIVA TU FLUJO DE TRABAJO")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Organiza, automatiza y toma el control con Shifu" })).toBeVisible();
    for (const title of [
      "Olvídate del desorden",
      "Todo tu equipo en la misma página",
      "Más tiempo, menos tareas repetitivas",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText("Gana tiempo, genera más!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "se conecta con todo" })).toBeVisible();
    await expect(page.getByText("+800 funciones añadidas")).toBeVisible();

    const footer = page.getByRole("contentinfo");
    for (const text of [
      "Pricing: Coming Soon",
      "Más: Noticias (Coming Soon)",
      "Centro de Ayuda (Coming Soon)",
      "© 2025 Shifu. Todos los derechos reservados.",
    ]) {
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    }
    for (const name of ["Términos de uso", "Política de privacidad"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    for (const network of ["Instagram", "Facebook", "YouTube", "X"]) {
      await expect(footer.getByRole("link", { name: `Shifu en ${network}` })).toBeVisible();
    }
  });

  test("scrolls the logos unless the visitor prefers reduced motion", async ({ page }) => {
    await openLanding(page);
    const track = partnerStrip(page).locator("..");
    await expect(track).toHaveCSS("animation-name", "partner-marquee");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
    // Standing still, the strip wraps, so even the last logo is on screen rather than clipped off to the right.
    await page
      .getByRole("heading", { name: "Se integra con las herramientas que tu equipo ya usa" })
      .scrollIntoViewIfNeeded();
    await expect(partnerStrip(page).getByRole("img", { name: "WhatsApp" })).toBeInViewport();
  });

  test("plays the recorded demo of Shifu, muted and looping, over its poster", async ({ page }) => {
    await openLanding(page);
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/demo/shifu-demo-poster.svg");
    expect((await page.request.get("/demo/shifu-demo-poster.svg")).ok()).toBe(true);
    const recording = await page.request.get("/demo/shifu-demo.webm");
    expect(recording.ok()).toBe(true);
    expect(recording.headers()["content-type"]).toContain("video/webm");
    // The recording is fetched only once the frame is in view.
    await video.scrollIntoViewIfNeeded();
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  });

  test("'Iniciar sesión' in the top bar leads to the sign-in page", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("landing page at the 768 px boundary", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("keeps the desktop hero but already shows the compact top bar", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("link", { name: "Pruébalo ahora" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shifu", exact: true })).toBeHidden();
    const signIn = page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" });
    await expect(signIn).toHaveCSS("padding-left", "12px");
    await page.setViewportSize({ width: 769, height: 1024 });
    await expect(signIn).toHaveCSS("padding-left", "20px");
  });
});
