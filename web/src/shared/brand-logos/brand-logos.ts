import type { SimpleIcon } from "simple-icons";
import {
  siAsana,
  siClickup,
  siDiscord,
  siDropbox,
  siFacebook,
  siGmail,
  siGoogledocs,
  siGoogledrive,
  siGooglesheets,
  siGoogleslides,
  siHubspot,
  siInstagram,
  siJira,
  siNotion,
  siTelegram,
  siWhatsapp,
} from "simple-icons";

/**
 * A brand that simple-icons no longer ships (Microsoft, Slack, LinkedIn, Salesforce and monday.com asked for their
 * marks to be removed) is drawn as its initials on a square of its brand colour instead.
 */
export type BrandLogo = { name: string; icon: SimpleIcon } | { name: string; monogram: string; color: string };

/** Every third-party mark the web app draws, imported by name so the bundle keeps only these. */
export const brandLogos = {
  gmail: { name: "Gmail", icon: siGmail },
  googleDrive: { name: "Google Drive", icon: siGoogledrive },
  googleDocs: { name: "Google Docs", icon: siGoogledocs },
  googleSheets: { name: "Google Sheets", icon: siGooglesheets },
  googleSlides: { name: "Google Slides", icon: siGoogleslides },
  dropbox: { name: "Dropbox", icon: siDropbox },
  outlook: { name: "Outlook", monogram: "O", color: "#0078D4" },
  hubspot: { name: "HubSpot", icon: siHubspot },
  asana: { name: "Asana", icon: siAsana },
  clickup: { name: "ClickUp", icon: siClickup },
  onedrive: { name: "OneDrive", monogram: "OD", color: "#0364B8" },
  slack: { name: "Slack", monogram: "S", color: "#4A154B" },
  teams: { name: "Microsoft Teams", monogram: "T", color: "#5B5FC7" },
  notion: { name: "Notion", icon: siNotion },
  discord: { name: "Discord", icon: siDiscord },
  facebook: { name: "Facebook", icon: siFacebook },
  instagram: { name: "Instagram", icon: siInstagram },
  jira: { name: "Jira", icon: siJira },
  linkedin: { name: "LinkedIn", monogram: "in", color: "#0A66C2" },
  linkedinSales: { name: "LinkedIn Sales", monogram: "LS", color: "#0A66C2" },
  monday: { name: "Monday", monogram: "m", color: "#FF3D57" },
  salesforce: { name: "Salesforce", monogram: "SF", color: "#00A1E0" },
  whatsapp: { name: "WhatsApp", icon: siWhatsapp },
  telegram: { name: "Telegram", icon: siTelegram },
} as const satisfies Record<string, BrandLogo>;
