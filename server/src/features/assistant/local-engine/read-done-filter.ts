import { foldCharacters } from "./normalize-text";

/**
 * 'qué tarea cerré ayer', '¿qué he terminado esta semana?', 'las tareas completadas del lunes', 'cuántas hice hoy':
 * a question about things already done. Their days are when they were done, in the past; it never asks to complete
 * anything ('márcala como completada', 'completa la del seguro').
 */
const ASKS_DONE = new RegExp(
  [
    String.raw`\b(?:que|cual|cuales|cuantas?|cuantos?)\b(?:\s+\p{L}+){0,3}?\s+(?:(?:he|hemos|ha|han|habia|habiamos)\s+)?(?:termine|terminamos|terminado|complete|completamos|completado|cerre|cerramos|cerrado|acabe|acabamos|acabado|hice|hicimos|hecho|finalice|finalizamos|finalizado|resolvi|resolvimos|resuelto)\b`,
    String.raw`\b(?:tareas?|cosas|pendientes)\s+(?:ya\s+)?(?:completadas|terminadas|cerradas|hechas|finalizadas|acabadas|resueltas)\b`,
  ].join("|"),
  "u",
);

/**
 * Where a request asks about what was already done ('que tarea cerre'), as offsets in its text, so that those words
 * filter and are never looked for; undefined when it does not. `folded` is the text folded and lower-cased, when the
 * caller has it already.
 */
export function findDoneSpan(
  text: string,
  folded = foldCharacters(text).toLowerCase(),
): { start: number; end: number } | undefined {
  const found = ASKS_DONE.exec(folded);
  if (!found || /\bcomo\s+(?:completad|terminad|hech|cerrad)/.test(folded)) return undefined;
  // 'publica que el viernes cerramos a las 14': only a question asks what was done; folded, 'qué' is 'que', so the
  // question shows by its mark, its accent or by opening the request.
  const opening = /^\s*[¿¡]?\s*(?:(?:y|oye|oiga|dime|sabes)\s+)?$/.test(folded.slice(0, found.index));
  const asked = text.includes("?") || /^[¿]?\s*(?:qu[é]|cu[áa]l|cu[áa]les|cu[áa]nt)/.test(text.slice(found.index));
  const accented = /[éá]/.test(text.slice(found.index, found.index + 7));
  const describes = /^(?:tareas?|cosas|pendientes)/.test(folded.slice(found.index));
  if (!opening && !asked && !accented && !describes) return undefined;
  return { start: found.index, end: found.index + found[0].length };
}
