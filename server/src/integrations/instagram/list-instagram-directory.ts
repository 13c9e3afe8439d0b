import type { AppDirectory, ToolContext } from "../app-tool";
import { listInstagramMedia } from "./client";

/** How far back a post is looked for by the words of its text. */
const POSTS = 25;

/** The account's latest posts, each named by its text: a post holds the comments people wrote under it. */
export async function listInstagramDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const media = await listInstagramMedia(api, POSTS);
  return {
    places: media.flatMap((post) =>
      post.caption ? [{ id: post.id, name: post.caption, holds: "comment" as const, kind: "media" as const }] : [],
    ),
    people: [],
  };
}
