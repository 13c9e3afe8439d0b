import { META_GRAPH_URL } from "../families/meta";
import type { IntegrationDefinition } from "../types";
import { fetchWhatsAppAccount } from "./client";

/** Connected by pasting a WhatsApp Business system user token, which Meta issues in Business Manager, not by OAuth. */
export const whatsapp: IntegrationDefinition = {
  key: "whatsapp",
  family: "whatsapp",
  oauth: null,
  apiBaseUrl: META_GRAPH_URL,
  fetchAccount: fetchWhatsAppAccount,
  tools: [],
};
