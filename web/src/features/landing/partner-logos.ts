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
  siWhatsapp,
} from "simple-icons";

/**
 * A brand that simple-icons no longer ships (Microsoft, Slack and monday.com asked for their marks to be removed)
 * is drawn as its initials on a square of its brand colour instead.
 */
export type PartnerLogo = { name: string; icon: SimpleIcon } | { name: string; monogram: string; color: string };

/** The 20 tools of the landing page's logo strip, in the order the strip shows them. */
export const partnerLogos: readonly PartnerLogo[] = [
  { name: "Gmail", icon: siGmail },
  { name: "Google Drive", icon: siGoogledrive },
  { name: "Google Docs", icon: siGoogledocs },
  { name: "Google Sheets", icon: siGooglesheets },
  { name: "Google Slides", icon: siGoogleslides },
  { name: "Dropbox", icon: siDropbox },
  { name: "Outlook", monogram: "O", color: "#0078D4" },
  { name: "HubSpot", icon: siHubspot },
  { name: "Asana", icon: siAsana },
  { name: "ClickUp", icon: siClickup },
  { name: "OneDrive", monogram: "OD", color: "#0364B8" },
  { name: "Slack", monogram: "S", color: "#4A154B" },
  { name: "Microsoft Teams", monogram: "T", color: "#5B5FC7" },
  { name: "Notion", icon: siNotion },
  { name: "Discord", icon: siDiscord },
  { name: "Facebook", icon: siFacebook },
  { name: "Instagram", icon: siInstagram },
  { name: "Jira", icon: siJira },
  { name: "Monday", monogram: "m", color: "#FF3D57" },
  { name: "WhatsApp", icon: siWhatsapp },
];
