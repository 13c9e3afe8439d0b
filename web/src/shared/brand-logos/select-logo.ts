import { type BrandLogo, brandLogos } from "./brand-logos";

/** Shifu's own mark, the favicon, for the general assistant and any app the spec does not name. */
export const productLogo = { name: "Shifu", src: "/favicon.svg" } as const;

/** A generic mark for an app no brand logo is known for (a connected MCP server): its name's first letter. */
export type InitialLogo = { name: string; initial: string };

export type AppLogo = BrandLogo | typeof productLogo | InitialLogo;

export function selectInitialLogo(name: string): InitialLogo {
  return { name, initial: [...name.trim()][0]?.toLocaleUpperCase("es") ?? "?" };
}

/** The spec's known names, lowercase. A Map, so a name like 'constructor' cannot reach Object's prototype. */
const logosByName: ReadonlyMap<string, BrandLogo> = new Map(
  Object.entries({
    gmail: brandLogos.gmail,
    drive: brandLogos.googleDrive,
    "google docs": brandLogos.googleDocs,
    google_docs: brandLogos.googleDocs,
    docs: brandLogos.googleDocs,
    "google sheets": brandLogos.googleSheets,
    google_sheets: brandLogos.googleSheets,
    "google slides": brandLogos.googleSlides,
    google_slides: brandLogos.googleSlides,
    "google calendar": brandLogos.googleCalendar,
    google_calendar: brandLogos.googleCalendar,
    calendar: brandLogos.googleCalendar,
    dropbox: brandLogos.dropbox,
    outlook: brandLogos.outlook,
    hubspot: brandLogos.hubspot,
    asana: brandLogos.asana,
    clickup: brandLogos.clickup,
    onedrive: brandLogos.onedrive,
    slack: brandLogos.slack,
    teams: brandLogos.teams,
    notion: brandLogos.notion,
    discord: brandLogos.discord,
    facebook: brandLogos.facebook,
    instagram: brandLogos.instagram,
    jira: brandLogos.jira,
    linkedin: brandLogos.linkedin,
    "linkedin sales": brandLogos.linkedinSales,
    monday: brandLogos.monday,
    salesforce: brandLogos.salesforce,
    whatsapp: brandLogos.whatsapp,
    telegram: brandLogos.telegram,
  }),
);

/** The logo of an integration or assistant, chosen by its lowercase name as the spec does; unknown names get Shifu's. */
export function selectLogo(name: string): AppLogo {
  return logosByName.get(name.trim().toLowerCase()) ?? productLogo;
}
