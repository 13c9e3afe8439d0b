import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** Every route a visitor can open without an account, and the error page of a route that does not exist. */
const publicPages = ["/", "/login", "/register", "/register/1234", "/forgot-password", "/reset-password"];
const themes = ["light", "dark"] as const;

/** The budget for what the landing page downloads before it works: its JS and CSS, compressed. */
const LANDING_SCRIPT_AND_STYLE_BUDGET_BYTES = 100_000;

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Remembers the theme the way the app does, and collects CSP reports from before the first script runs. */
async function prepare(page: Page, theme: (typeof themes)[number]): Promise<string[]> {
  await page.addInitScript((chosen) => {
    localStorage.setItem("theme", chosen);
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  }, theme);
  const consoleReports: string[] = [];
  // CSP reports, and any error the page logs (the 404's own status is not one): a prerendered page whose first render
  // differs from its markup logs a hydration error.
  page.on("console", (message) => {
    const isPageError = message.type() === "error" && !message.text().startsWith("Failed to load resource");
    if (isPageError || message.text().includes("Content Security Policy")) {
      consoleReports.push(message.text());
    }
  });
  page.on("pageerror", (error) => consoleReports.push(error.message));
  return consoleReports;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
    }));
  expect(serious).toEqual([]);
}

for (const theme of themes) {
  test.describe(`public pages in the ${theme} theme`, () => {
    for (const path of publicPages) {
      test(`${path}: no serious or critical axe violation, no CSP violation, no console error`, async ({ page }) => {
        const consoleReports = await prepare(page, theme);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        // The whole page, not only what the first screen shows: the landing page draws its lower sections too.
        await page.waitForLoadState("networkidle");
        await expectNoSeriousAxeViolations(page);
        expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
        expect(consoleReports).toEqual([]);
      });
    }

    test("an unknown route answers 404 with the error page, which passes axe too", async ({ page }) => {
      const consoleReports = await prepare(page, theme);
      const response = await page.goto("/no-existe");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect(consoleReports).toEqual([]);
    });
  });
}

test("the landing page's JS and CSS arrive compressed and weigh under 100 KB together", async ({ page }) => {
  const response = await page.goto("/");
  // Its text is drawn by the entry at once, so the Latin Inter file is asked for from the HTML.
  expect(await response?.text()).toMatch(/<link rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.(js|css)(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: entry.name, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
  );
  expect(resources.length).toBeGreaterThan(0);
  for (const resource of resources) expect(resource.encoded, resource.name).toBeLessThan(resource.decoded);
  const total = resources.reduce((sum, resource) => sum + resource.encoded, 0);
  expect(total).toBeLessThan(LANDING_SCRIPT_AND_STYLE_BUDGET_BYTES);
  // The landing page draws without the router and TanStack Query: main.tsx never imports the app's chunk on `/`.
  const paths = resources.map((resource) => new URL(resource.name).pathname);
  expect(paths).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  expect(paths.filter((path) => /^\/assets\/app-[\w-]+\.js$/.test(path))).toEqual([]);
});

test.describe("the demo video on a wide screen with little height", () => {
  test.use({ viewport: { width: 800, height: 450 } });

  test("is not downloaded until it is scrolled into view", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".webm")) videoRequests.push(request.url());
    });
    await page.goto("/");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/demo/shifu-demo-poster.svg");
    await page.waitForLoadState("networkidle");
    expect(await video.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    expect(videoRequests).toEqual([]);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  });
});

test.describe("the demo on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a still of the conversation, and the video is never downloaded", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".webm")) videoRequests.push(request.url());
    });
    await page.goto("/");
    const still = page.getByRole("img", { name: /Una conversación con Shifu/ });
    await still.scrollIntoViewIfNeeded();
    await expect(still).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    await expect(page.locator("video")).toHaveCount(0);
  });
});

test.describe("the account pages sent already drawn", () => {
  for (const [path, heading] of [
    ["/login", "Iniciar sesión"],
    ["/register", "Crea tu cuenta"],
    ["/forgot-password", "Recupera tu contraseña"],
  ] as const) {
    test(`${path} arrives drawn in its HTML, naming no chunk that would share the first paint's connection`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { accept: "text/html" } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`>${heading}</h1>`);
      // Only the entry and what it imports itself: the router and the page's chunks follow the first paint.
      expect(html).not.toMatch(/\/assets\/(app|router)-[\w-]+\.js/);
      expect(html).not.toContain(".woff2");
      // The scheme is applied by a blocking script in <head>, before anything is painted.
      expect(html.indexOf('<script src="/apply-theme.js"></script>')).toBeLessThan(html.indexOf("stylesheet"));
    });
  }

  test("what is typed before the page's script has run is kept and sent, in the remembered dark scheme", async ({
    page,
  }) => {
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/login", { waitUntil: "commit" });

    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    const submit = page.getByRole("button", { name: "Iniciar sesión" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Correo electrónico").fill("nadie@example.com");
    await page.getByLabel("Contraseña", { exact: true }).fill("una-clave-cualquiera");
    await page.getByRole("checkbox", { name: "Recordar mi sesión" }).check();

    releaseEntry();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("nadie@example.com");
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/login"));
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({
      correo: "nadie@example.com",
      password: "una-clave-cualquiera",
      remember: true,
    });
  });
});

test.describe("pages drawn in the browser", () => {
  for (const [path, heading] of [
    ["/reset-password", "Crea una nueva contraseña"],
    ["/register/1234", "Crea tu cuenta"],
  ] as const) {
    test(`${path} names every script its page needs, so none is discovered after the entry has run`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1],
      );
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith(".js") && pathname.startsWith("/assets/")),
      );
      expect(loaded.length).toBeGreaterThan(2);
      expect(loaded.filter((script) => !named.includes(script))).toEqual([]);
    });
  }
});
