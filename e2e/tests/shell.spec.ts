import { expect, test } from "@playwright/test";

test("the landing page opens without loading the workspace", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "El tiempo es oro, Shifu te devuelve cada segundo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  // The landing page is drawn by the entry itself, without the router's chunk or any page chunk.
  expect(scripts.filter((url) => /\/assets\/(app|chat-page)-/.test(url))).toEqual([]);
});

test("an unknown route shows the error page", async ({ page }) => {
  const response = await page.goto("/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await page.getByRole("link", { name: "Volver a la página principal" }).click();
  await expect(page).toHaveURL("/");
});

test("the health endpoints answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(await ready.json()).toEqual({ status: "ok", database: "up" });
});
