import type { ParsedRequest, ToolOutput } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";

/** A place as written anywhere: '#ventas', 'Ventas' and 'ventas' are one channel. */
function foldPlace(name: string): string {
  return normalizeText(name).replace(/^#\s*/, "");
}

/**
 * '¿me mencionaron en ventas?': a listing that takes no place of its own (Slack's mentions) is narrowed here to the
 * things in the place named, by the place each one shows; a listing that took the place has already narrowed them.
 */
export function narrowByPlace<T extends ToolOutput>(
  output: T,
  request: ParsedRequest,
  input: Record<string, unknown>,
): T {
  const place = request.place;
  if (!place || output.kind !== "list" || !output.items.some((item) => item.place)) return output;
  const named = new Set([place.id, place.name].map(foldPlace));
  if (Object.values(input).some((value) => typeof value === "string" && named.has(foldPlace(value)))) return output;
  const items = output.items.filter((item) => item.place && named.has(foldPlace(item.place)));
  return { ...output, items, total: items.length };
}
