import { randomUUID } from "node:crypto";
import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import type { ProviderFamily } from "./provider-family";

const account = demoAccounts.notion;

function describeOwner(avatarUrl: string | null) {
  return {
    type: "user",
    user: {
      object: "user",
      id: account.userId,
      name: account.displayName,
      avatar_url: avatarUrl,
      type: "person",
      person: { email: account.email },
    },
  };
}

export const notion: ProviderFamily = {
  id: "notion",
  name: "Notion",
  brandColor: "#191919",
  authorize: {
    host: "api.notion.com",
    path: "/v1/oauth/authorize",
    scopeParam: null,
    scopeRequired: false,
    responseTypeRequired: true,
    requiredParams: { owner: "user" },
    pkce: false,
  },
  token: {
    host: "api.notion.com",
    path: "/v1/oauth/token",
    method: "POST",
    paramsFrom: ["json"],
    clientAuth: ["basic"],
    impliedGrantType: false,
    checksRedirectUri: true,
    accessTokenSeconds: null,
    accessTokenPrefix: "ntn_",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    // Notion sends avatar_url null for people without a picture, so the token answer needs no sandbox address.
    answer: (issued) => ({
      access_token: issued.accessToken,
      token_type: "bearer",
      bot_id: account.botId,
      workspace_id: account.workspaceId,
      workspace_name: account.workspaceName,
      workspace_icon: account.workspaceIcon,
      owner: describeOwner(null),
      duplicated_template_id: null,
      request_id: randomUUID(),
    }),
  },
  api: [
    {
      method: "GET",
      host: "api.notion.com",
      path: "/v1/users/me",
      credential: "bearer",
      answer: ({ request, reply, publicUrl }) => {
        if (!request.headers["notion-version"]) {
          return reply.code(400).send({
            object: "error",
            status: 400,
            code: "missing_version",
            message:
              "Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.",
            request_id: randomUUID(),
          });
        }
        return {
          object: "user",
          id: account.botId,
          name: "Shifu",
          avatar_url: null,
          type: "bot",
          bot: { owner: describeOwner(getDemoAvatarUrl(publicUrl, "notion")), workspace_name: account.workspaceName },
          request_id: randomUUID(),
        };
      },
    },
  ],
  rejectAccessToken: () => ({
    status: 401,
    body: {
      object: "error",
      status: 401,
      code: "unauthorized",
      message: "API token is invalid.",
      request_id: randomUUID(),
    },
  }),
};
