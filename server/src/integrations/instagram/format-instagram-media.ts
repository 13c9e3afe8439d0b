import type { ListedItem } from "../app-tool";
import type { InstagramMedia } from "./client";

const mediaTypeNames: Record<string, string> = { IMAGE: "Foto", VIDEO: "Vídeo", CAROUSEL_ALBUM: "Carrusel" };

export function clipInstagramText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Instagram writes '+0000' without a colon, which is ISO 8601 but not what `toISOString` gives. */
export function readInstagramTime(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export function formatInstagramMedia(media: InstagramMedia): ListedItem {
  const caption = media.caption ?? "";
  const details = [
    media.media_type ? `Tipo: ${mediaTypeNames[media.media_type] ?? media.media_type}` : undefined,
    media.like_count === undefined ? undefined : `Me gusta: ${media.like_count}`,
    media.comments_count === undefined ? undefined : `Comentarios: ${media.comments_count}`,
  ].filter((detail): detail is string => detail !== undefined);
  return {
    id: media.id,
    title: clipInstagramText(caption.split("\n")[0] ?? "", 100) || "(publicación sin texto)",
    date: readInstagramTime(media.timestamp),
    link: media.permalink,
    snippet: caption ? clipInstagramText(caption, 200) : undefined,
    details,
  };
}
