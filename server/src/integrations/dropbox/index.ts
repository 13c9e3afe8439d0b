import { createDropboxOAuth } from "../families/dropbox";
import type { IntegrationDefinition } from "../types";
import { DROPBOX_API_URL, fetchDropboxAccount, revokeDropboxTokens } from "./client";

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
  tools: [],
  revokeTokens: revokeDropboxTokens,
};
