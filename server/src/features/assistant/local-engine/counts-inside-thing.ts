import type { IntentObject } from "../../../integrations/app-tool";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { normalizeText } from "./normalize-text";

/** Kinds of thing whose text holds figures of other things ('120 clientes' in a presentation). */
const HOLDING_KINDS: readonly IntentObject[] = ["document", "presentation", "spreadsheet", "page", "file", "email"];

/** '… en la presentación corporativa', '… en el acta del lunes': the thing a count is asked inside. */
const INSIDE = /\ben\s+(?:el|la|los|las|mi|mis|nuestra|nuestro)\s+(\p{L}+)/gu;

/**
 * '¿cuántos clientes decimos que tenemos en la presentación corporativa?', '¿cuántas licencias pone en la
 * propuesta?': a count asked inside a thing of a kind that holds text is a figure written in it, not a count of
 * things; '¿cuántos correos tengo?' counts them.
 */
export function countsInsideThing(text: string, objects: readonly IntentObject[]): boolean {
  const normalized = normalizeText(text);
  if (!/\bcuant[oa]s\b/.test(normalized)) return false;
  const holders = [...normalized.matchAll(INSIDE)].flatMap((match) => {
    const kind = OBJECT_WORDS[match[1] ?? ""]?.object;
    return kind && HOLDING_KINDS.includes(kind) ? [kind] : [];
  });
  return holders.length > 0 && objects.some((object) => !holders.includes(object));
}
