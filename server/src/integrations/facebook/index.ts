import { createMetaOAuth, META_GRAPH_URL } from "../families/meta";
import type { IntegrationDefinition } from "../types";
import { fetchFacebookAccount, revokeFacebookTokens } from "./client";

export const facebook: IntegrationDefinition = {
  key: "facebook",
  family: "meta",
  oauth: createMetaOAuth(["public_profile", "email", "pages_show_list", "pages_read_engagement", "pages_manage_posts"]),
  apiBaseUrl: META_GRAPH_URL,
  fetchAccount: fetchFacebookAccount,
  tools: [],
  revokeTokens: revokeFacebookTokens,
};
