import { expect, type Locator, test } from "@playwright/test";
import { chatList, connectService, openAddServices, openWorkspaceAsNewUser, servicesGrid } from "../support/workspace";

/** A brand's real mark: drawn with paths, with no letter standing in for it. */
async function expectRealMark(place: Locator, label: string) {
  const svg = place.locator("svg").first();
  await expect(svg, label).toBeVisible();
  expect(await svg.locator("path").count(), label).toBeGreaterThan(0);
  await expect(svg.locator("text"), label).toHaveCount(0);
}

test("every service tile of the picker shows its brand's real mark, not a letter", async ({ page }) => {
  await openWorkspaceAsNewUser(page);
  await openAddServices(page);
  const tiles = await servicesGrid(page).getByRole("button").all();
  expect(tiles).toHaveLength(24);
  for (const tile of tiles) {
    const name = (await tile.locator(".sr-only").textContent()) ?? "";
    await expectRealMark(tile, name);
  }
});

test("connected apps show their real marks in the chat list", async ({ page }) => {
  await openWorkspaceAsNewUser(page);
  for (const service of ["Slack", "Monday", "OneDrive"]) await connectService(page, service);
  for (const service of ["Slack", "Monday", "OneDrive"]) {
    const entry = chatList(page)
      .getByRole("button", { name: new RegExp(`^${service}`) })
      .first();
    await expectRealMark(entry, service);
  }
});
