import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchInstagramMediaCount, listInstagramMedia } from "../client";
import { formatInstagramMedia } from "../format-instagram-media";

const DEFAULT_COUNT = 5;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

const ListRecentMediaInputSchema = z.object({
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
    if (request.count) input.count = Math.min(Math.max(Math.trunc(request.count), 1), MAX_COUNT);
    return input;
  },
  execute: async ({ api }, input) => {
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
