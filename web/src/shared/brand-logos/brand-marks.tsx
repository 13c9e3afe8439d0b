import type { ComponentType, SVGProps } from "react";
import { siGoogledocs, siGooglesheets, siGoogleslides, siHubspot } from "simple-icons";
import AsanaMark from "~icons/logos/asana-icon";
import ClickupMark from "~icons/logos/clickup-icon";
import DiscordMark from "~icons/logos/discord-icon";
import DropboxMark from "~icons/logos/dropbox";
import FacebookMark from "~icons/logos/facebook";
import GoogleCalendarMark from "~icons/logos/google-calendar";
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
import OutlookMark from "~icons/vscode-icons/file-type-outlook";
import type { BrandKey } from "./brand-logos";
import { drawSimpleIcon } from "./draw-mark";

type SvgMark = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The marks themselves. The full-colour ones come from Iconify's 'logos' set (CC0-1.0), compiled by unplugin-icons
 * into one component each. That set has no Google Docs, Sheets or Slides and only HubSpot's wordmark, so those four
 * keep simple-icons' marks (CC0-1.0), and Outlook, which neither has, comes from Iconify's 'vscode-icons' (MIT).
 * This module is its own chunk, loaded by the first mark drawn, so pages without logos never fetch it.
 */
const brandMarks: Record<BrandKey, SvgMark> = {
  gmail: GmailMark,
  googleDrive: GoogleDriveMark,
  googleDocs: drawSimpleIcon(siGoogledocs),
  googleSheets: drawSimpleIcon(siGooglesheets),
  googleSlides: drawSimpleIcon(siGoogleslides),
  googleCalendar: GoogleCalendarMark,
  dropbox: DropboxMark,
  outlook: OutlookMark,
  hubspot: drawSimpleIcon(siHubspot),
  asana: AsanaMark,
  clickup: ClickupMark,
  onedrive: OnedriveMark,
  slack: SlackMark,
  teams: TeamsMark,
  notion: NotionMark,
  discord: DiscordMark,
  facebook: FacebookMark,
  instagram: InstagramMark,
  jira: JiraMark,
  linkedin: LinkedinMark,
  linkedinSales: LinkedinMark,
  monday: MondayMark,
  salesforce: SalesforceMark,
  whatsapp: WhatsappMark,
  telegram: TelegramMark,
};

/** One brand's mark, hidden from assistive technology: the tile around it carries the name. */
export default function BrandGlyph({ brand, className }: { brand: BrandKey; className: string }) {
  const Mark = brandMarks[brand];
  return <Mark aria-hidden="true" focusable="false" className={className} />;
}
