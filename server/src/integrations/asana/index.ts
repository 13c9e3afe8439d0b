import { createAsanaOAuth } from "../families/asana";
import type { IntegrationDefinition } from "../types";
import { ASANA_API_URL, fetchAsanaAccount, revokeAsanaTokens } from "./client";

export const asana: IntegrationDefinition = {
  key: "asana",
  family: "asana",
  // `default` is Asana's full-access scope; its granular scopes do not cover every endpoint the assistant uses.
  oauth: createAsanaOAuth(["default"]),
  apiBaseUrl: ASANA_API_URL,
  fetchAccount: fetchAsanaAccount,
  tools: [],
  revokeTokens: revokeAsanaTokens,
};
