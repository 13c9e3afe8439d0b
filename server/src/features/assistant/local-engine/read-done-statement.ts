import { foldCharacters } from "./normalize-text";

/** Participles of finishing: having said them of a thing, it is done whatever it was. */
const FINISHED = "terminad[oa]s?|acabad[oa]s?|hech[oa]s?|completad[oa]s?|finalizad[oa]s?";

/** 'ya he terminado lo del seguro', 'he acabado con los banners', 'ya hice lo de Levante'. */
const HAVE_FINISHED = new RegExp(
  `^(?:pues\\s+|oye\\s+|bueno\\s+)?(?:ya\\s+)?(?:he|hemos)\\s+(?:${FINISHED})\\s+(?:con\\s+|de\\s+)?(?=\\S)|^(?:pues\\s+|oye\\s+)?ya\\s+(?:hice|acabe|hicimos|acabamos)\\s+(?:con\\s+)?(?=\\S)`,
  "u",
);

/** 'ya he renovado el seguro de la furgoneta': what was done names the task itself ('Renovar el seguro…'). */
const HAVE_DONE = /^(?:pues\s+|oye\s+|bueno\s+)?ya\s+(?:he|hemos)\s+(?=\p{L}+(?:ado|ido)\s+\S)/u;

/** 'lo de la furgo ya está', 'los banners ya están hechos', 'lo de Levante ya está listo'. */
const IS_DONE = new RegExp(`\\s+ya\\s+(?:esta|estan)(?:\\s+(?:${FINISHED}|list[oa]s?))?\\s*[.!]*$`, "u");

/**
 * 'ya he terminado lo del seguro de la furgo', 'ya he renovado el seguro', 'lo de la furgo ya está': a thing said to
 * be done is ticked off, as 'marca como hecha…' asks; a question ('¿ya he terminado…?') or anything asked after it is
 * read as it was.
 */
export function readDoneStatement(text: string): string {
  const folded = foldCharacters(text).toLowerCase().trim();
  // A question, or more said after a pause ('he terminado el informe, mándaselo a Marta'), is another request.
  if (/[?¿]|[,;:]|\.\s+\S/.test(folded)) return text;
  const start = text.length - text.trimStart().length;
  const finished = HAVE_FINISHED.exec(folded);
  if (finished) return tickOff(text.trim().slice(finished[0].length));
  const done = HAVE_DONE.exec(folded);
  if (done) return tickOff(text.trim().slice(done[0].length));
  const said = IS_DONE.exec(folded);
  if (said && /^(?:lo|la|el|los|las)\s/.test(folded)) return tickOff(text.slice(start, start + said.index));
  return text;
}

/**
 * The order, naming a task: what was done may be called like a file ('la presentación de resultados'), and only a
 * task is ticked off.
 */
function tickOff(thing: string): string {
  return `marca como hecha la tarea de ${thing.replace(/^(?:lo|la|el|los|las)\s+(?:del?\s+)?/iu, "")}`;
}
