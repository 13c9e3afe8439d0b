import { z } from "zod";
import type { AssistantKey } from "./chats";

/**
 * The spec's service catalogue, in its order. `key` names the service everywhere (integration rows, OAuth routes,
 * its assistant's chat); `icon` names its logo in the web app.
 */
export const serviceCatalogue = [
  { name: "Gmail", key: "gmail", icon: "gmail", comingSoon: false },
  { name: "Drive", key: "drive", icon: "drive", comingSoon: false },
  { name: "Google Docs", key: "docs", icon: "google docs", comingSoon: false },
  { name: "Google Sheets", key: "sheets", icon: "google sheets", comingSoon: false },
  { name: "Google Slides", key: "slides", icon: "google slides", comingSoon: false },
  { name: "Dropbox", key: "dropbox", icon: "dropbox", comingSoon: false },
  { name: "Outlook", key: "outlook", icon: "outlook", comingSoon: false },
  { name: "HubSpot", key: "hubspot", icon: "hubspot", comingSoon: false },
  { name: "Asana", key: "asana", icon: "asana", comingSoon: false },
  { name: "ClickUp", key: "clickup", icon: "clickup", comingSoon: false },
  { name: "OneDrive", key: "onedrive", icon: "onedrive", comingSoon: false },
  { name: "Slack", key: "slack", icon: "slack", comingSoon: false },
  { name: "Teams", key: "teams", icon: "teams", comingSoon: false },
  { name: "Notion", key: "notion", icon: "notion", comingSoon: false },
  { name: "Discord", key: "discord", icon: "discord", comingSoon: false },
  { name: "Facebook", key: "facebook", icon: "facebook", comingSoon: true },
  { name: "Instagram", key: "instagram", icon: "instagram", comingSoon: false },
  { name: "Jira", key: "jira", icon: "jira", comingSoon: true },
  { name: "LinkedIn", key: "linkedin", icon: "linkedin", comingSoon: true },
  { name: "LinkedIn Sales", key: "linkedin_sales", icon: "linkedin sales", comingSoon: true },
  { name: "Monday", key: "monday", icon: "monday", comingSoon: false },
  { name: "Salesforce", key: "salesforce", icon: "salesforce", comingSoon: true },
  { name: "WhatsApp", key: "whatsapp", icon: "whatsapp", comingSoon: true },
] as const satisfies readonly { name: string; key: AssistantKey; icon: string; comingSoon: boolean }[];

export type Service = (typeof serviceCatalogue)[number];
export type ServiceName = Service["name"];
export type ServiceKey = Service["key"];

export function findServiceByName(name: string): Service | undefined {
  return serviceCatalogue.find((service) => service.name.toLowerCase() === name.toLowerCase());
}

export function findServiceByKey(key: string): Service | undefined {
  return serviceCatalogue.find((service) => service.key === key);
}

export const IntegrationStatusSchema = z.enum(["connected", "needs_reconnect"]);
export type IntegrationStatus = z.infer<typeof IntegrationStatusSchema>;

/** What the browser may know of a connection: never a token. */
export const IntegrationSummarySchema = z.object({
  account: z.string().nullable(),
  status: IntegrationStatusSchema,
  connected_at: z.string(),
  scopes: z.array(z.string()),
});
export type IntegrationSummary = z.infer<typeof IntegrationSummarySchema>;

/** GET /get_integrations: keyed by service name, as the spec's integrations map. */
export const IntegrationsResponseSchema = z.record(z.string(), IntegrationSummarySchema);
export type IntegrationsResponse = z.infer<typeof IntegrationsResponseSchema>;
