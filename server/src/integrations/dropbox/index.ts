import { createDropboxOAuth } from "../families/dropbox";
import type { IntegrationDefinition } from "../types";
import { DROPBOX_API_URL, fetchDropboxAccount, revokeDropboxTokens } from "./client";
import { dropboxNotifications } from "./notifications";
import { dropboxDeleteFile } from "./tools/delete-file";
import { dropboxListRecentFiles } from "./tools/list-recent-files";
import { dropboxSearchFiles } from "./tools/search-files";

export const dropbox: IntegrationDefinition = {
  key: "dropbox",
  family: "dropbox",
  oauth: createDropboxOAuth([
    "account_info.read",
    "files.metadata.read",
    "files.metadata.write",
    "files.content.read",
    "files.content.write",
  ]),
  apiBaseUrl: DROPBOX_API_URL,
  fetchAccount: fetchDropboxAccount,
  tools: [dropboxListRecentFiles, dropboxSearchFiles, dropboxDeleteFile],
  notifications: dropboxNotifications,
  revokeTokens: revokeDropboxTokens,
};
