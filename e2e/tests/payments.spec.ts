import { expect, type Page, test } from "@playwright/test";
import { nav, openShifueducaCheckout, openWorkspaceAsNewUser } from "../support/workspace";

async function readPlan(page: Page): Promise<string> {
  const response = await page.request.get("/get_user");
  return ((await response.json()) as { plan: string }).plan;
}

async function openCheckoutAsNewUser(page: Page) {
  await openWorkspaceAsNewUser(page);
  await openShifueducaCheckout(page);
  await expect(page).toHaveTitle(/modo demostración/);
  await expect(page.getByText("Shifu Premium")).toBeVisible();
}

test.describe("payments through the sandbox's Stripe", () => {
  test("Shifueduca paid with 4242 comes back premium", async ({ page }) => {
    await openCheckoutAsNewUser(page);
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("status").filter({ hasText: "¡Ya eres Premium!" })).toBeVisible();
    expect(await readPlan(page)).toBe("premium");
    await nav(page).getByRole("button", { name: "Perfil" }).click();
    await expect(page.getByRole("definition").filter({ hasText: /^Premium$/ })).toBeVisible();
  });

  test("the declined card leaves the plan free", async ({ page }) => {
    await openCheckoutAsNewUser(page);
    await page.getByLabel("Número de tarjeta").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await expect(page.getByText("Tu tarjeta ha sido rechazada.")).toBeVisible();
    expect(await readPlan(page)).toBe("free");
  });
});
