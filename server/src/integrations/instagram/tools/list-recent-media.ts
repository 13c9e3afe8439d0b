import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchInstagramMediaCount, listInstagramMedia } from "../client";
import { formatInstagramMedia } from "../format-instagram-media";

const DEFAULT_COUNT = 5;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

/** How far back a post asked for by its id is looked for. */
const SEARCHED_POSTS = 25;

const ListRecentMediaInputSchema = z.object({
  mediaId: z
    .string()
    .optional()
    .describe("Id de una publicación, para ver solo esa (sus me gusta, comentarios y texto)"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántas publicaciones, 5 si no se dice"),
});

type ListRecentMediaInput = z.infer<typeof ListRecentMediaInputSchema>;

export const instagramListRecentMedia = defineTool({
  name: "instagram_list_recent_media",
  app: "instagram",
  description:
    "Lista mis últimas publicaciones de Instagram (fotos, vídeos y carruseles), de la más nueva a la más antigua, con su texto, fecha, me gusta, número de comentarios y enlace.",
  inputSchema: ListRecentMediaInputSchema,
  writes: false,
  intent: { action: "list", objects: ["media"] },
  argsFromRequest: (request) => {
    const input: ListRecentMediaInput = {};
    // 'cuántos me gusta tiene el post de la versión 2.4': the post the engine found by its text.
    if (request.place?.kind === "media") return { mediaId: request.place.id };
    if (request.count) input.count = Math.min(Math.max(Math.trunc(request.count), 1), MAX_COUNT);
    return input;
  },
  execute: async ({ api }, input) => {
    if (input.mediaId) {
      const post = (await listInstagramMedia(api, SEARCHED_POSTS)).find((media) => media.id === input.mediaId);
      if (!post)
        return { kind: "done", message: "No encuentro esa publicación entre tus últimas publicaciones de Instagram." };
      return { kind: "list", object: "media", items: [formatInstagramMedia(post)] };
    }
    const [media, total] = await Promise.all([
      listInstagramMedia(api, input.count ?? DEFAULT_COUNT),
      fetchInstagramMediaCount(api),
    ]);
    return {
      kind: "list",
      object: "media",
      items: media.map(formatInstagramMedia),
      ...(total !== undefined ? { total } : {}),
    };
  },
});
