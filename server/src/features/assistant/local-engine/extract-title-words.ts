import { isStopword } from "./spanish-stopwords";
import type { Token } from "./tokenize-request";

/** Markers after which comes a new thing's name. */
const NAME_MARKERS = [/^(llamad[oa]s?|titulad[oa]s?|nombrad[oa]s?)$/, /^(nombre|titulo)$/];
/** Markers after which come the words to search for. */
const KEYWORD_MARKERS =
  /^(sobre|acerca|habl\w*|trat[ae]n?|trataba|refier\w*|mencione|mencionen|menciona|contenga|contengan|contiene|palabra|palabras|asunto|tema|relacionad[oa]s?|referente|respecto|titulo|titulad[oa]s?|llamad[oa]s?|llama|llamen|llaman|llame|ponga|pone|dice)$/;
const TRAILING_FILLERS = /^(para|en|de|del|con|a|al|y|el|la|los|las|que|por|un|una|sobre|mi|mis|su|sus|asi)$/;
const LEADING_FILLERS =
  /^(el|la|los|las|un|una|de|del|que|se|llame|llama|con|a|al|mi|mis|tu|tus|su|sus|sobre|acerca|nuevo|nueva|otro|otra|:)$/;

/** Words read as a title, and which tokens they were. */
export type TitleWords = { value: string; tokenIndexes: number[] };

/** Joins a run of raw words, trimming connecting words at both ends. */
function joinRun(tokens: readonly Token[], indexes: number[]): TitleWords | undefined {
  let run = [...indexes];
  while (run.length > 0 && LEADING_FILLERS.test(tokens[run[0] ?? -1]?.norm ?? "")) run = run.slice(1);
  while (run.length > 0 && TRAILING_FILLERS.test(tokens[run[run.length - 1] ?? -1]?.norm ?? "")) run = run.slice(0, -1);
  const value = run
    .map((index) => tokens[index]?.raw ?? "")
    .join(" ")
    .trim();
  return value.length > 0 ? { value, tokenIndexes: run } : undefined;
}

/** Words that tie a verb to the next word: after them comes a verb ('me llegó', 'he subido'), not a topic. */
const VERB_LEADERS = /^(me|te|se|nos|le|les|he|has|ha|han|hemos|habia|hayan|haya)$/;
/** Words after which an infinitive is what the user wants to do, not a topic ('quiero saber si…'). */
const WISH_WORDS = /^(quiero|quisiera|puedes|podrias|puede|podria|necesito|gustaria|deseo|sabes)$/;

/** A verb in a relative clause ('que me han llegado', 'que he tocado') or a participle: it says when or how, not what. */
function isClauseVerb(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.norm ?? "";
  const previous = tokens[index - 1]?.norm ?? "";
  if (WISH_WORDS.test(previous) && /(ar|er|ir)$/.test(word)) return true;
  if (VERB_LEADERS.test(previous)) return true;
  // Plural participles describe the things ('modificados esta semana', 'compartidos conmigo'), they are no topic.
  if (/(ad|id)[oa]s$/.test(word)) return true;
  return /(ad|id)[oa]s?$/.test(word) && VERB_LEADERS.test(tokens[index - 2]?.norm ?? "");
}

/** The unused words right after `from`, up to the next word another slot took. */
function readRunAfter(tokens: readonly Token[], used: ReadonlySet<number>, from: number): number[] {
  const run: number[] = [];
  for (let index = from; index < tokens.length && !used.has(index); index++) {
    if (tokens[index]?.norm === "con" && run.length > 0) break;
    run.push(index);
    if (tokens[index]?.endsClause) break;
  }
  return run;
}

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
    const name = joinRun(tokens, readRunAfter(tokens, used, index + 1));
    if (name) return name;
  }
  for (const objectIndex of objectIndexes) {
    let start = objectIndex + 1;
    // 'crea una tarea en ClickUp: pagar el alquiler': the app and its 'en' sit between the object and the name.
    while (
      start < tokens.length &&
      (skippable.has(start) || (tokens[start]?.norm === "en" && skippable.has(start + 1)))
    ) {
      start++;
    }
    const name = joinRun(tokens, readRunAfter(tokens, used, start));
    if (name) return name;
  }
  return undefined;
}

/**
 * The words to search for: after 'sobre', 'que hablen de', 'con la palabra', 'con el asunto'…, or else whatever no
 * other slot explained ('busca presupuesto 2025 en Drive' → 'presupuesto 2025').
 */
export function extractKeywords(tokens: readonly Token[], used: ReadonlySet<number>): string | undefined {
  for (let index = 0; index < tokens.length; index++) {
    if (used.has(index) || !KEYWORD_MARKERS.test(tokens[index]?.norm ?? "")) continue;
    const keywords = joinRun(tokens, readRunAfter(tokens, used, index + 1));
    if (keywords) return keywords.value;
  }
  // Whatever is left, run by run, so 'Plan de marketing' keeps its inner 'de' and loose fillers drop out.
  const runs: string[] = [];
  let run: Token[] = [];
  const closeRun = () => {
    while (run.length > 0 && isStopword(run[0]?.norm ?? "")) run = run.slice(1);
    while (run.length > 0 && isStopword(run[run.length - 1]?.norm ?? "")) run = run.slice(0, -1);
    if (run.length > 0) runs.push(run.map((token) => token.raw).join(" "));
    run = [];
  };
  let inClause = false;
  tokens.forEach((token, index) => {
    // 'que he dado de alta', 'que me llegó ayer': a relative clause says how the thing came, not what it is about.
    // So does any clause that opens right after what it describes ('los archivos que compartió conmigo Pablo').
    if (token.norm === "que" && (VERB_LEADERS.test(tokens[index + 1]?.norm ?? "") || used.has(index - 1))) {
      inClause = true;
    }
    if (used.has(index)) inClause = false;
    if (used.has(index) || inClause || isClauseVerb(tokens, index)) closeRun();
    else run.push(token);
    if (token.endsClause) closeRun();
  });
  closeRun();
  return runs.length > 0 ? runs.join(" ") : undefined;
}
