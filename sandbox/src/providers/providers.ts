import { asana } from "./asana";
import { atlassian } from "./atlassian";
import { clickup } from "./clickup";
import { discord } from "./discord";
import { dropbox } from "./dropbox";
import { google } from "./google";
import { hubspot } from "./hubspot";
import { instagram } from "./instagram";
import { linkedin } from "./linkedin";
import { meta } from "./meta";
import { microsoft } from "./microsoft";
import { monday } from "./monday";
import { notion } from "./notion";
import type { ProviderFamily } from "./provider-family";
import { salesforce } from "./salesforce";
import { slack } from "./slack";
import { whatsapp } from "./whatsapp";

/** Every family of docs/integrations/providers.md, in its order. */
export const providers: readonly ProviderFamily[] = [
  google,
  microsoft,
  slack,
  notion,
  dropbox,
  hubspot,
  asana,
  clickup,
  discord,
  atlassian,
  monday,
  meta,
  instagram,
  linkedin,
  salesforce,
  whatsapp,
];
