import { z } from "zod";
import { defineTool, type ListedItem } from "../../app-tool";
import { type InstagramMedia, listInstagramComments, listInstagramMedia } from "../client";
import { clipInstagramText, readInstagramTime } from "../format-instagram-media";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;
/** Without a post named, the comments of this many latest posts are gathered. */
const RECENT_POSTS = 5;
/** How far back a post is looked for by the words of its text. */
const SEARCHED_POSTS = 25;

const ListMediaCommentsInputSchema = z.object({
  mediaId: z.string().optional().describe("Id de la publicación, de instagram_list_recent_media"),
  about: z
    .string()
    .optional()
    .describe("Palabras del texto de la publicación cuando no se conoce su id ('evento de clientes')"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos comentarios, 10 si no se dice"),
});

type ListMediaCommentsInput = z.infer<typeof ListMediaCommentsInputSchema>;

function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function matchesWords(media: InstagramMedia, about: string): boolean {
  const caption = foldText(media.caption ?? "");
  return foldText(about)
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .every((word) => caption.includes(word));
}

export const instagramListMediaComments = defineTool({
  name: "instagram_list_media_comments",
  app: "instagram",
  description:
    "Lista los comentarios más recientes de mis publicaciones de Instagram: de una publicación (por su id o por palabras de su texto) o, si no se indica, de mis últimas publicaciones. Devuelve quién comentó, qué dijo, cuándo y en qué publicación.",
  inputSchema: ListMediaCommentsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["comment"] },
  argsFromRequest: (request) => {
    const input: ListMediaCommentsInput = {};
    // Only a post found by the engine or a quoted phrase names one: loose keywords ('tengo') would filter every post out.
    if (request.place) input.mediaId = request.place.id;
    else if (request.quoted) input.about = request.quoted;
    if (request.count) input.count = Math.min(Math.max(Math.trunc(request.count), 1), MAX_COUNT);
    return input;
  },
  execute: async ({ api }, input) => {
    const count = input.count ?? DEFAULT_COUNT;
    let posts: InstagramMedia[];
    if (input.mediaId) {
      const recent = await listInstagramMedia(api, SEARCHED_POSTS);
      posts = [recent.find((media) => media.id === input.mediaId) ?? { id: input.mediaId }];
    } else if (input.about) {
      const about = input.about;
      posts = (await listInstagramMedia(api, SEARCHED_POSTS)).filter((media) => matchesWords(media, about));
      if (!posts.length) {
        return { kind: "done", message: `No encuentro ninguna publicación de Instagram que hable de «${about}».` };
      }
      posts = posts.slice(0, RECENT_POSTS);
    } else {
      posts = await listInstagramMedia(api, RECENT_POSTS);
    }
    const threads = await Promise.all(
      posts.map(async (media) => ({ media, comments: await listInstagramComments(api, media.id, count) })),
    );
    const items: ListedItem[] = threads
      .flatMap(({ media, comments }) => comments.map((comment) => ({ media, comment })))
      .sort((a, b) => Date.parse(b.comment.timestamp ?? "") - Date.parse(a.comment.timestamp ?? ""))
      .slice(0, count)
      .map(({ media, comment }) => ({
        id: comment.id,
        title: clipInstagramText(comment.text ?? "", 100) || "(comentario sin texto)",
        from: comment.username ? `@${comment.username}` : undefined,
        date: readInstagramTime(comment.timestamp),
        link: media.permalink,
        snippet: comment.text ? clipInstagramText(comment.text, 200) : undefined,
        place: media.caption ? `Publicación «${clipInstagramText(media.caption, 60)}»` : "Publicación",
      }));
    return { kind: "list", object: "comment", items };
  },
});
