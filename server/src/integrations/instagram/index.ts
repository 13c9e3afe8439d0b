import { createInstagramOAuth } from "../families/instagram";
import type { IntegrationDefinition } from "../types";
import { fetchInstagramAccount, INSTAGRAM_API_URL } from "./client";
import { listInstagramDirectory } from "./list-instagram-directory";
import { instagramListMediaComments } from "./tools/list-media-comments";
import { instagramListRecentMedia } from "./tools/list-recent-media";

/** Instagram offers no revocation: the user removes the app in Instagram's settings. */
export const instagram: IntegrationDefinition = {
  key: "instagram",
  family: "instagram",
  oauth: createInstagramOAuth([
    "instagram_business_basic",
    "instagram_business_manage_messages",
    "instagram_business_manage_comments",
    "instagram_business_content_publish",
  ]),
  apiBaseUrl: INSTAGRAM_API_URL,
  fetchAccount: fetchInstagramAccount,
  listDirectory: listInstagramDirectory,
  tools: [instagramListRecentMedia, instagramListMediaComments],
};
