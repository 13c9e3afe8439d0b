import { serviceCatalogue } from "@shifu/contract/plain/services";
import { describe, expect, it } from "vitest";
import { brandLogos } from "./brand-logos";
import { productLogo, selectLogo } from "./select-logo";

describe("selectLogo", () => {
  it.each([
    ["gmail", brandLogos.gmail],
    ["drive", brandLogos.googleDrive],
    ["google docs", brandLogos.googleDocs],
    ["google_docs", brandLogos.googleDocs],
    ["docs", brandLogos.googleDocs],
    ["google sheets", brandLogos.googleSheets],
    ["google_sheets", brandLogos.googleSheets],
    ["google slides", brandLogos.googleSlides],
    ["google_slides", brandLogos.googleSlides],
    ["google calendar", brandLogos.googleCalendar],
    ["calendar", brandLogos.googleCalendar],
    ["dropbox", brandLogos.dropbox],
    ["outlook", brandLogos.outlook],
    ["hubspot", brandLogos.hubspot],
    ["asana", brandLogos.asana],
    ["clickup", brandLogos.clickup],
    ["onedrive", brandLogos.onedrive],
    ["slack", brandLogos.slack],
    ["teams", brandLogos.teams],
    ["notion", brandLogos.notion],
    ["discord", brandLogos.discord],
    ["facebook", brandLogos.facebook],
    ["instagram", brandLogos.instagram],
    ["jira", brandLogos.jira],
    ["linkedin", brandLogos.linkedin],
    ["linkedin sales", brandLogos.linkedinSales],
    ["monday", brandLogos.monday],
    ["salesforce", brandLogos.salesforce],
    ["whatsapp", brandLogos.whatsapp],
    ["telegram", brandLogos.telegram],
  ])("gives %s its brand's logo", (name, logo) => {
    expect(selectLogo(name)).toBe(logo);
  });

  it("chooses by the lowercase name", () => {
    expect(selectLogo("Gmail")).toBe(brandLogos.gmail);
    expect(selectLogo("Google Sheets")).toBe(brandLogos.googleSheets);
    expect(selectLogo("LinkedIn Sales")).toBe(brandLogos.linkedinSales);
  });

  it.each(["shifu", "", "trello", "google", "constructor", "__proto__", "toString"])(
    "gives anything else (%j) Shifu's logo",
    (name) => {
      expect(selectLogo(name)).toBe(productLogo);
    },
  );

  it("has a brand logo for every service of the catalogue, by its icon name", () => {
    for (const service of serviceCatalogue) expect(selectLogo(service.icon), service.name).not.toBe(productLogo);
  });
});
