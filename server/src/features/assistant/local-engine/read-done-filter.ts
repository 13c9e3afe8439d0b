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
 * filter and are never looked for; undefined when it does not.
 */
export function findDoneSpan(text: string): { start: number; end: number } | undefined {
  const folded = foldCharacters(text).toLowerCase();
  const found = ASKS_DONE.exec(folded);
  if (!found || /\bcomo\s+(?:completad|terminad|hech|cerrad)/.test(folded)) return undefined;
  return { start: found.index, end: found.index + found[0].length };
}
