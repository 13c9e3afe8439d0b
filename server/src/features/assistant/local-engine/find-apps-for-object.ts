import type { ServiceKey } from "@shifu/contract";
import type { IntentObject } from "../../../integrations/app-tool";

const APPS_BY_OBJECT: Partial<Record<IntentObject, ServiceKey[]>> = {
  email: ["gmail", "outlook"],
  label: ["gmail"],
  file: ["drive", "onedrive", "dropbox"],
  document: ["docs", "drive"],
  spreadsheet: ["sheets", "drive"],
  presentation: ["slides", "drive"],
  message: ["slack", "teams", "discord"],
  chat: ["teams"],
  page: ["notion"],
  note: ["notion", "hubspot"],
  contact: ["hubspot"],
  deal: ["hubspot"],
  task: ["asana", "clickup", "monday"],
  item: ["monday"],
  media: ["instagram"],
  comment: ["instagram"],
  event: ["calendar", "outlook"],
  invitation: ["calendar", "outlook"],
  slot: ["calendar"],
};

/** The apps that hold a kind of thing, to invite the user to connect one when none is ('mis correos'). */
export function findAppsForObject(object: IntentObject | undefined): ServiceKey[] {
  return object ? (APPS_BY_OBJECT[object] ?? []) : [];
}
