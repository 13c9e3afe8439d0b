import { normalizeText } from "./normalize-text";

/** '¿qué tengo pendiente en…?', '¿qué falta por hacer?', '¿qué me queda?': the items of a checklist not yet done. */
const PENDING = /\b(pendientes?|por hacer|sin hacer|falta|faltan|me queda|nos queda|quedan|queda por)\b/;

export function asksWhatIsPending(question: string): boolean {
  return PENDING.test(normalizeText(question));
}

const CHECKBOX = /^\s*(?:[-*•]\s*)?\[( |x|X)\]\s*(.+)$/;

/**
 * The unticked items of a checklist ('[ ] Llamar a Distribuciones Levante'), in order; undefined when the text has
 * no checklist, so the question is answered some other way.
 */
export function listOpenItems(text: string): string[] | undefined {
  const boxes = text.split(/\n/).flatMap((line) => {
    const match = CHECKBOX.exec(line);
    return match?.[2] ? [{ done: match[1] !== " ", item: match[2].trim() }] : [];
  });
  if (boxes.length === 0) return undefined;
  return boxes.filter((box) => !box.done).map((box) => box.item);
}
