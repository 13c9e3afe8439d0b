/** Every third-party brand the web app draws, by name; `BrandMark` draws its mark. */
export const brandLogos = {
  gmail: { key: "gmail", name: "Gmail" },
  googleDrive: { key: "googleDrive", name: "Google Drive" },
  googleDocs: { key: "googleDocs", name: "Google Docs" },
  googleSheets: { key: "googleSheets", name: "Google Sheets" },
  googleSlides: { key: "googleSlides", name: "Google Slides" },
  googleCalendar: { key: "googleCalendar", name: "Google Calendar" },
  dropbox: { key: "dropbox", name: "Dropbox" },
  outlook: { key: "outlook", name: "Outlook" },
  hubspot: { key: "hubspot", name: "HubSpot" },
  asana: { key: "asana", name: "Asana" },
  clickup: { key: "clickup", name: "ClickUp" },
  onedrive: { key: "onedrive", name: "OneDrive" },
  slack: { key: "slack", name: "Slack" },
  teams: { key: "teams", name: "Microsoft Teams" },
  notion: { key: "notion", name: "Notion" },
  discord: { key: "discord", name: "Discord" },
  facebook: { key: "facebook", name: "Facebook" },
  instagram: { key: "instagram", name: "Instagram" },
  jira: { key: "jira", name: "Jira" },
  linkedin: { key: "linkedin", name: "LinkedIn" },
  linkedinSales: { key: "linkedinSales", name: "LinkedIn Sales" },
  monday: { key: "monday", name: "Monday" },
  salesforce: { key: "salesforce", name: "Salesforce" },
  whatsapp: { key: "whatsapp", name: "WhatsApp" },
  telegram: { key: "telegram", name: "Telegram" },
} as const;

export type BrandKey = keyof typeof brandLogos;
export type BrandLogo = (typeof brandLogos)[BrandKey];
