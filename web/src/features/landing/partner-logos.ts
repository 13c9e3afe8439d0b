import { type BrandLogo, brandLogos } from "../../shared/brand-logos/brand-logos";

/** The 20 tools of the landing page's logo strip, in the order the strip shows them. */
export const partnerLogos: readonly BrandLogo[] = [
  brandLogos.gmail,
  brandLogos.googleDrive,
  brandLogos.googleDocs,
  brandLogos.googleSheets,
  brandLogos.googleSlides,
  brandLogos.dropbox,
  brandLogos.outlook,
  brandLogos.hubspot,
  brandLogos.asana,
  brandLogos.clickup,
  brandLogos.onedrive,
  brandLogos.slack,
  brandLogos.teams,
  brandLogos.notion,
  brandLogos.discord,
  brandLogos.facebook,
  brandLogos.instagram,
  brandLogos.jira,
  brandLogos.monday,
  brandLogos.whatsapp,
];
