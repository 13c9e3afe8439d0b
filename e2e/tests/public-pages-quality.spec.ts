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
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) consoleReports.push(message.text());
  });
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
      test(`${path}: no serious or critical axe violation and no CSP violation`, async ({ page }) => {
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

test.describe("the HTML of each account page", () => {
  for (const [path, heading] of [
    ["/login", "Iniciar sesión"],
    ["/register", "Crea tu cuenta"],
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
          .filter((pathname) => pathname.endsWith(".js")),
      );
      expect(loaded.length).toBeGreaterThan(2);
      expect(loaded.filter((script) => !named.includes(script))).toEqual([]);
      // The font is left to the stylesheet here: on a slow connection it would share the line with the scripts.
      expect(html).not.toContain(".woff2");
    });
  }
});
