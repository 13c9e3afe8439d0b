/**
 * Services that share one OAuth app at the provider (and so one client id and secret) form a family. The server's
 * connectors and the sandbox that stands in for them both take this list, so no family exists on one side only.
 */
export const providerFamilyIds = [
  "google",
  "microsoft",
  "slack",
  "notion",
  "dropbox",
  "hubspot",
  "asana",
  "clickup",
  "discord",
  "atlassian",
  "monday",
  "meta",
  "instagram",
  "linkedin",
  "salesforce",
  "whatsapp",
] as const;
export type ProviderFamilyId = (typeof providerFamilyIds)[number];
