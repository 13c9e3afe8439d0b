import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchOneDriveAccount } from "./client";
import { onedriveNotifications } from "./notifications";
import { onedriveDeleteFile } from "./tools/delete-file";
import { onedriveListFolder } from "./tools/list-folder";
import { onedriveListRecentFiles } from "./tools/list-recent-files";
import { onedriveSearchFiles } from "./tools/search-files";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const onedrive: IntegrationDefinition = {
  key: "onedrive",
  family: "microsoft",
  oauth: createMicrosoftOAuth(["Files.ReadWrite.All"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchOneDriveAccount,
  tools: [onedriveListRecentFiles, onedriveListFolder, onedriveSearchFiles, onedriveDeleteFile],
  notifications: onedriveNotifications,
};
