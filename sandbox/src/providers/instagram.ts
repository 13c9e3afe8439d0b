import { randomBytes } from "node:crypto";
import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import { type InstagramData, seedInstagramData } from "../demo-data/instagram-data";
import { readQueryParams } from "../oauth/request-params";
import { rejectGraphApiToken } from "./graph-api-error";
import { pickFields } from "./pick-fields";
import type { ApiContext, ProviderFamily } from "./provider-family";

const account = demoAccounts.instagram;

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

function sendGraphError(context: ApiContext, status: number, error: Record<string, unknown>): unknown {
  return context.reply.code(status).send({ error: { ...error, fbtrace_id: randomBytes(8).toString("base64url") } });
}

/** A token without the permission gets Graph's (#10), as when the person unticked it on the consent page. */
function rejectMissingPermission(context: ApiContext, permission: string): unknown | null {
  if (context.scopes.includes(permission)) return null;
  return sendGraphError(context, 403, {
    message: "(#10) Application does not have permission for this action",
    type: "OAuthException",
    code: 10,
  });
}

/** Graph pages a list with opaque cursors; here a cursor is the base64 of an offset. */
function paginateList<T>(
  items: readonly T[],
  query: Record<string, string>,
  nextBase: string,
  pick: (item: T) => Record<string, unknown>,
) {
  const limit = Math.min(Math.max(Number(query.limit) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const offset = Math.max(Number(Buffer.from(query.after ?? "", "base64url").toString()) || 0, 0);
  const page = items.slice(offset, offset + limit);
  const cursor = (position: number) => Buffer.from(String(position)).toString("base64url");
  return {
    data: page.map(pick),
    ...(page.length
      ? {
          paging: {
            cursors: { before: cursor(offset), after: cursor(offset + page.length) },
            ...(offset + limit < items.length
              ? {
                  next: `${nextBase}?${new URLSearchParams({ ...query, limit: String(limit), after: cursor(offset + limit) })}`,
                }
              : {}),
          },
        }
      : {}),
  };
}

function listMyMedia(context: ApiContext): unknown {
  const denied = rejectMissingPermission(context, "instagram_business_basic");
  if (denied) return denied;
  const data = context.data as InstagramData;
  const query = readQueryParams(context.request);
  const next = `https://graph.instagram.com/v21.0/${account.userId}/media`;
  return paginateList(data.media, query, next, (media) => pickFields(media, query.fields, ["id"], ["id"]));
}

/** Comments of one of the account's posts, newest first. */
function listMediaComments(context: ApiContext): unknown {
  const data = context.data as InstagramData;
  const { mediaId } = context.request.params as { mediaId: string };
  if (!data.media.some((media) => media.id === mediaId)) {
    return sendGraphError(context, 400, {
      message: `Unsupported get request. Object with ID '${mediaId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      type: "GraphMethodException",
      code: 100,
      error_subcode: 33,
    });
  }
  const denied = rejectMissingPermission(context, "instagram_business_manage_comments");
  if (denied) return denied;
  const query = readQueryParams(context.request);
  const comments = [...(data.comments[mediaId] ?? [])].reverse();
  const next = `https://graph.instagram.com/v21.0/${mediaId}/comments`;
  return paginateList(comments, query, next, (comment) =>
    pickFields(comment, query.fields, ["id", "text", "timestamp"], ["id"]),
  );
}

export const instagram: ProviderFamily = {
  id: "instagram",
  name: "Instagram",
  brandColor: "#d62976",
  authorize: {
    host: "www.instagram.com",
    path: "/oauth/authorize",
    scopeParam: "scope",
    scopeRequired: true,
    responseTypeRequired: true,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "api.instagram.com",
    path: "/oauth/access_token",
    method: "POST",
    paramsFrom: ["form"],
    clientAuth: ["body"],
    impliedGrantType: false,
    checksRedirectUri: true,
    // A short-lived token: it expires after an hour although the answer does not say so.
    accessTokenSeconds: 3600,
    accessTokenPrefix: "IGAA",
    refreshTokenPrefix: "",
    refresh: null,
    errorStyle: "oauth",
    answer: (issued) => ({
      access_token: issued.accessToken,
      user_id: account.userId,
      permissions: issued.scopes.join(","),
    }),
  },
  api: [
    {
      method: "GET",
      host: "graph.instagram.com",
      path: "/me",
      credential: "bearer-or-query",
      answer: ({ request, publicUrl, data }) =>
        pickFields(
          {
            id: account.id,
            user_id: account.userId,
            username: account.username,
            name: account.displayName,
            account_type: "BUSINESS",
            profile_picture_url: getDemoAvatarUrl(publicUrl, "instagram"),
            // How many posts the account has in all, whatever page of /me/media is read.
            media_count: (data as InstagramData).media.length,
          },
          readQueryParams(request).fields,
          ["id"],
          ["id"],
        ),
    },
    {
      method: "GET",
      host: "graph.instagram.com",
      path: "/me/media",
      credential: "bearer-or-query",
      answer: listMyMedia,
    },
    {
      method: "GET",
      host: "graph.instagram.com",
      path: "/:mediaId/comments",
      credential: "bearer-or-query",
      answer: listMediaComments,
    },
  ],
  seedData: seedInstagramData,
  rejectAccessToken: rejectGraphApiToken,
};
