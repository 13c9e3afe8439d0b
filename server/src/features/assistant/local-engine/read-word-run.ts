import type { Token } from "./tokenize-request";

const TRAILING_FILLERS = /^(para|en|de|del|con|a|al|y|el|la|los|las|que|por|un|una|sobre|mi|mis|su|sus|asi)$/;
const LEADING_FILLERS =
  /^(el|la|los|las|un|una|de|del|que|se|llame|llama|con|a|al|mi|mis|tu|tus|su|sus|sobre|acerca|nuevo|nueva|otro|otra|:)$/;

/** Words read as a title, and which tokens they were. */
export type TitleWords = { value: string; tokenIndexes: number[] };

/** Joins a run of raw words, trimming connecting words at both ends. */
export function joinRun(tokens: readonly Token[], indexes: number[]): TitleWords | undefined {
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
export const VERB_LEADERS = /^(me|te|se|nos|le|les|he|has|ha|han|hemos|habia|hayan|haya)$/;
/** Words after which an infinitive is what the user wants to do, not a topic ('quiero saber si…'). */
const WISH_WORDS = /^(quiero|quisiera|puedes|podrias|puede|podria|necesito|gustaria|deseo|sabes)$/;

/** A verb in a relative clause ('que me han llegado', 'que he tocado') or a participle: it says when or how, not what. */
export function isClauseVerb(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.norm ?? "";
  const previous = tokens[index - 1]?.norm ?? "";
  if (WISH_WORDS.test(previous) && /(ar|er|ir)$/.test(word)) return true;
  if (VERB_LEADERS.test(previous)) return true;
  // Plural participles describe the things ('modificados esta semana', 'compartidos conmigo'), they are no topic.
  if (/(ad|id)[oa]s$/.test(word)) return true;
  return /(ad|id)[oa]s?$/.test(word) && VERB_LEADERS.test(tokens[index - 2]?.norm ?? "");
}

/** What 'con' opens when it adds a detail rather than continuing a title: 'con la descripción…', 'con dos puntos'. */
const DETAIL_AFTER_WITH =
  /^(?:el|la|los|las|un|una|unos|unas|dos|tres|cuatro|cinco|descripcion|texto|contenido|notas?|detalles?|fecha|hora)$/;

/**
 * The unused words right after `from`, up to the next word another slot took. 'con' ends them ('revisar el contrato
 * con Pedro'), except in a name said after 'titulada', 'llamada' or 'que se llame' (`named`), where only a detail it
 * opens does ('titulada Reunión con Lumen' keeps «con Lumen»).
 */
export function readRunAfter(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  from: number,
  named = false,
): number[] {
  const run: number[] = [];
  for (let index = from; index < tokens.length && !used.has(index); index++) {
    const opensDetail = !named || DETAIL_AFTER_WITH.test(tokens[index + 1]?.norm ?? "");
    if (tokens[index]?.norm === "con" && run.length > 0 && opensDetail) break;
    run.push(index);
    if (tokens[index]?.endsClause) break;
  }
  return run;
}
