import type { ProviderApi } from "../provider-api";

export const INSTAGRAM_API_URL = "https://graph.instagram.com";

type InstagramUser = { user_id?: string; username?: string };

/** Instagram shares no e-mail; the handle is how the user knows the account. */
export async function fetchInstagramAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<InstagramUser>({
    url: `${INSTAGRAM_API_URL}/me`,
    query: { fields: "user_id,username" },
  });
  return user.username ?? null;
}

/** How many posts the account has in all (`media_count` on the user node), not only one page of them. */
export async function fetchInstagramMediaCount(api: ProviderApi): Promise<number | undefined> {
  const user = await api.request<{ media_count?: number }>({
    url: `${INSTAGRAM_API_URL}/me`,
    query: { fields: "media_count" },
  });
  return user.media_count;
}

export type InstagramMedia = {
  id: string;
  caption?: string;
  media_type?: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  media_url?: string;
  permalink?: string;
  timestamp?: string;
  like_count?: number;
  comments_count?: number;
};

type GraphList<T> = { data: T[]; paging?: { cursors?: { after?: string }; next?: string } };

const MEDIA_FIELDS = "id,caption,media_type,media_url,permalink,timestamp,like_count,comments_count";

/** The account's own posts, newest first. */
export async function listInstagramMedia(api: ProviderApi, limit: number): Promise<InstagramMedia[]> {
  const answer = await api.request<GraphList<InstagramMedia>>({
    url: `${INSTAGRAM_API_URL}/me/media`,
    query: { fields: MEDIA_FIELDS, limit: String(limit) },
  });
  return answer.data;
}

export type InstagramComment = { id: string; text?: string; username?: string; timestamp?: string };

export async function listInstagramComments(
  api: ProviderApi,
  mediaId: string,
  limit: number,
): Promise<InstagramComment[]> {
  const answer = await api.request<GraphList<InstagramComment>>({
    url: `${INSTAGRAM_API_URL}/${encodeURIComponent(mediaId)}/comments`,
    query: { fields: "id,text,username,timestamp", limit: String(limit) },
  });
  return answer.data;
}
