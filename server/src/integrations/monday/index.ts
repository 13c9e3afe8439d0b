import { createMondayOAuth } from "../families/monday";
import type { IntegrationDefinition } from "../types";
import { fetchMondayAccount, MONDAY_API_URL } from "./client";
import { listMondayDirectory } from "./list-monday-directory";
import { mondayCreateItem } from "./tools/create-item";
import { mondayListBoardItems } from "./tools/list-board-items";

/** monday.com offers no revocation: the user uninstalls the app in monday.com. */
export const monday: IntegrationDefinition = {
  key: "monday",
  family: "monday",
  oauth: createMondayOAuth(["me:read", "boards:read", "boards:write", "updates:read", "updates:write"]),
  apiBaseUrl: MONDAY_API_URL,
  fetchAccount: fetchMondayAccount,
  listDirectory: listMondayDirectory,
  tools: [mondayListBoardItems, mondayCreateItem],
};
