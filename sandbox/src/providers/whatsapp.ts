import { demoAccounts } from "../demo-accounts";
import { readQueryParams } from "../oauth/request-params";
import { rejectGraphApiToken } from "./graph-api-error";
import { pickFields } from "./pick-fields";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.whatsapp;

/** No OAuth: an administrator pastes a system user token, which the sandbox knows from start-up. */
export const whatsapp: ProviderFamily = {
  id: "whatsapp",
  name: "WhatsApp",
  brandColor: "#25d366",
  api: [
    {
      method: "GET",
      host: "graph.facebook.com",
      path: "/v19.0/me",
      credential: "bearer-or-query",
      answer: ({ request }) =>
        pickFields({ id: account.id, name: account.displayName }, readQueryParams(request).fields, ["id", "name"]),
    },
  ],
  rejectAccessToken: rejectGraphApiToken,
  seededTokens: [account.systemUserToken],
};
