import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { listDriveDirectory } from "./list-drive-owners";
import { driveNotifications } from "./notifications";
import { driveListRecentFiles } from "./tools/list-recent-files";
import { driveReadFile } from "./tools/read-file";
import { driveSearchFiles } from "./tools/search-files";
import { driveTrashFile } from "./tools/trash-file";

export const drive: IntegrationDefinition = {
  key: "drive",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/drive"]),
  apiBaseUrl: "https://www.googleapis.com/drive/v3",
  fetchAccount: fetchGoogleAccount,
  tools: [driveListRecentFiles, driveSearchFiles, driveReadFile, driveTrashFile],
  notifications: driveNotifications,
  listDirectory: listDriveDirectory,
  revokeTokens: revokeGoogleTokens,
};
