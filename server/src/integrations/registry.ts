import type { AppTool } from "./app-tool";
import { asana } from "./asana";
import { calendar } from "./calendar";
import { clickup } from "./clickup";
import { discord } from "./discord";
import { docs } from "./docs";
import { drive } from "./drive";
import { dropbox } from "./dropbox";
import { facebook } from "./facebook";
import { gmail } from "./gmail";
import { hubspot } from "./hubspot";
import { instagram } from "./instagram";
import { jira } from "./jira";
import { linkedin } from "./linkedin";
import { linkedinSales } from "./linkedin-sales";
import { monday } from "./monday";
import { notion } from "./notion";
import { onedrive } from "./onedrive";
import { outlook } from "./outlook";
import { salesforce } from "./salesforce";
import { sheets } from "./sheets";
import { slack } from "./slack";
import { slides } from "./slides";
import { teams } from "./teams";
import type { IntegrationDefinition } from "./types";
import { whatsapp } from "./whatsapp";

/** Every connectable service, by hand and in the catalogue's order: adding one is adding its folder and a line here. */
export const integrationRegistry: readonly IntegrationDefinition[] = [
  gmail,
  drive,
  docs,
  sheets,
  slides,
  calendar,
  dropbox,
  outlook,
  hubspot,
  asana,
  clickup,
  onedrive,
  slack,
  teams,
  notion,
  discord,
  facebook,
  instagram,
  jira,
  linkedin,
  linkedinSales,
  monday,
  salesforce,
  whatsapp,
];

export function findIntegration(key: string): IntegrationDefinition | undefined {
  return integrationRegistry.find((integration) => integration.key === key);
}

/** A model tool by its unique name, whichever app it belongs to. */
export function findAppTool(name: string): AppTool | undefined {
  for (const integration of integrationRegistry) {
    const found = integration.tools.find((tool) => tool.name === name);
    if (found) return found;
  }
  return undefined;
}
