import type { AppTool } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** Words for a picture, which a social app keeps as posts and a file app as image files. */
const PICTURE_WORDS = /\b(fotos?|fotografias?|imagen|imagenes|capturas?)\b/;

/**
 * '¿qué fotos tengo en Dropbox?': where no tool keeps posts but some keep files, photos are image files, not a kind the
 * app lacks.
 */
export function readPhotosAsImages(parsed: SpanishRequest, tools: readonly AppTool[]): SpanishRequest | undefined {
  if (!parsed.objects.includes("media") || parsed.request.fileKind) return undefined;
  if (tools.some((tool) => tool.intent.objects.includes("media"))) return undefined;
  if (!tools.some((tool) => tool.intent.objects.includes("file"))) return undefined;
  if (!PICTURE_WORDS.test(normalizeText(parsed.request.text))) return undefined;
  const objects = parsed.objects.map((object) => (object === "media" ? "file" : object));
  return { ...parsed, objects, request: { ...parsed.request, fileKind: "image" } };
}
