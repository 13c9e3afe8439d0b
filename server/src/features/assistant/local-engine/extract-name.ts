import { joinRun, readRunAfter, type TitleWords } from "./read-word-run";
import type { Token } from "./tokenize-request";

/** Markers after which comes a new thing's name (a mail's subject is its name). */
const NAME_MARKERS = [/^(llamad[oa]s?|titulad[oa]s?|nombrad[oa]s?)$/, /^(nombre|titulo|asunto)$/];

/**
 * What a new thing is called: after 'llamada', 'titulada', 'que se llame', 'con el nombre', or right after the object
 * ('crea la etiqueta Facturas', 'nueva tarea revisar el contrato para el viernes').
 */
export function extractName(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  objectIndexes: readonly number[],
  skippable: ReadonlySet<number> = new Set(),
): TitleWords | undefined {
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]?.norm ?? "";
    const isMarker =
      NAME_MARKERS.some((marker) => marker.test(word)) ||
      (word === "llame" && tokens[index - 1]?.norm === "se") ||
      (word === "llama" && tokens[index - 1]?.norm === "se");
    if (!isMarker) continue;
    const name = joinRun(tokens, readRunAfter(tokens, used, index + 1, true));
    if (name) return name;
  }
  for (const objectIndex of objectIndexes) {
    let start = objectIndex + 1;
    // 'crea una tarea en ClickUp: pagar el alquiler', 'una reunión en el calendario de Outlook con Rosa': the app and
    // its 'en' or 'de' sit between the object and the name.
    while (
      start < tokens.length &&
      (skippable.has(start) || (/^(en|de|del)$/.test(tokens[start]?.norm ?? "") && skippable.has(start + 1)))
    ) {
      start++;
    }
    // 'una tarea nueva para revisar…': 'nueva' after the thing says it is new, and is no part of its name.
    // 'crea otra para llamarles': 'otra' stands for the kind named before, and is no part of the name either.
    if (/^(?:nuev[oa]s?|otr[oa]s?)$/.test(tokens[start]?.norm ?? "")) start++;
    // 'una tarea para llamar a Nuria', 'pa llamarles': 'para' before what is to be done introduces the name, and is
    // no part of it.
    if (
      /^(para|pa|que)$/.test(tokens[start]?.norm ?? "") &&
      /^\p{L}{2,}(ar|er|ir)(?:le|les|lo|la|los|las|me|nos|se)?$/u.test(tokens[start + 1]?.norm ?? "")
    )
      start++;
    const name = joinRun(tokens, readRunAfter(tokens, used, start));
    if (name) return name;
  }
  return undefined;
}
