import type { ComponentType, SVGProps } from "react";
import { siGoogledocs, siGooglesheets, siGoogleslides, siHubspot } from "simple-icons";
import AsanaMark from "~icons/logos/asana-icon";
import ClickupMark from "~icons/logos/clickup-icon";
import DiscordMark from "~icons/logos/discord-icon";
import DropboxMark from "~icons/logos/dropbox";
import FacebookMark from "~icons/logos/facebook";
import GoogleDriveMark from "~icons/logos/google-drive";
import GmailMark from "~icons/logos/google-gmail";
import InstagramMark from "~icons/logos/instagram-icon";
import JiraMark from "~icons/logos/jira";
import LinkedinMark from "~icons/logos/linkedin-icon";
import OnedriveMark from "~icons/logos/microsoft-onedrive";
import TeamsMark from "~icons/logos/microsoft-teams";
import MondayMark from "~icons/logos/monday-icon";
import NotionMark from "~icons/logos/notion-icon";
import SalesforceMark from "~icons/logos/salesforce";
import SlackMark from "~icons/logos/slack-icon";
import TelegramMark from "~icons/logos/telegram";
import WhatsappMark from "~icons/logos/whatsapp-icon";
import { drawMonogram, drawSimpleIcon } from "./draw-mark";

export type SvgMark = ComponentType<SVGProps<SVGSVGElement>>;

export type BrandLogo = { name: string; Mark: SvgMark };

/**
 * Every third-party mark the web app draws. The full-colour marks come from Iconify's 'logos' set (CC0-1.0), compiled
 * by unplugin-icons into one component per mark, so a bundle holds only the marks its pages import. That set has no
 * Google Docs, Sheets or Slides and only HubSpot's wordmark, so those four keep simple-icons' marks (CC0-1.0).
 * No installed set has Outlook's mark (decision 11).
 */
export const brandLogos = {
  gmail: { name: "Gmail", Mark: GmailMark },
  googleDrive: { name: "Google Drive", Mark: GoogleDriveMark },
  googleDocs: { name: "Google Docs", Mark: drawSimpleIcon(siGoogledocs) },
  googleSheets: { name: "Google Sheets", Mark: drawSimpleIcon(siGooglesheets) },
  googleSlides: { name: "Google Slides", Mark: drawSimpleIcon(siGoogleslides) },
  dropbox: { name: "Dropbox", Mark: DropboxMark },
  outlook: { name: "Outlook", Mark: drawMonogram("O", "#0078D4") },
  hubspot: { name: "HubSpot", Mark: drawSimpleIcon(siHubspot) },
  asana: { name: "Asana", Mark: AsanaMark },
  clickup: { name: "ClickUp", Mark: ClickupMark },
  onedrive: { name: "OneDrive", Mark: OnedriveMark },
  slack: { name: "Slack", Mark: SlackMark },
  teams: { name: "Microsoft Teams", Mark: TeamsMark },
  notion: { name: "Notion", Mark: NotionMark },
  discord: { name: "Discord", Mark: DiscordMark },
  facebook: { name: "Facebook", Mark: FacebookMark },
  instagram: { name: "Instagram", Mark: InstagramMark },
  jira: { name: "Jira", Mark: JiraMark },
  linkedin: { name: "LinkedIn", Mark: LinkedinMark },
  linkedinSales: { name: "LinkedIn Sales", Mark: LinkedinMark },
  monday: { name: "Monday", Mark: MondayMark },
  salesforce: { name: "Salesforce", Mark: SalesforceMark },
  whatsapp: { name: "WhatsApp", Mark: WhatsappMark },
  telegram: { name: "Telegram", Mark: TelegramMark },
} as const satisfies Record<string, BrandLogo>;
