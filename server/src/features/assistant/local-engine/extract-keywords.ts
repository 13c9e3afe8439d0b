import { isStopword } from "./is-stopword";
import { isClauseVerb, joinRun, readRunAfter, VERB_LEADERS } from "./read-word-run";
import type { Token } from "./tokenize-request";

/** Markers after which come the words to search for. */
const KEYWORD_MARKERS =
  /^(sobre|acerca|habl\w*|trat[ae]n?|trataba|refier\w*|mencione|mencionen|menciona|contenga|contengan|contiene|palabra|palabras|asunto|tema|relacionad[oa]s?|referente|respecto|titulo|titulad[oa]s?|llamad[oa]s?|llama|llamen|llaman|llame|ponga|pone|dice)$/;

/** 'tengo', 'están', 'hay': after 'que', a verb of being somewhere, which the place or stage named next describes. */
const BEING_IN = /^(tengo|tienes|tenes|tenemos|tiene|hay|esta|estan|estaban|sigue|siguen|queda|quedan|va|van)$/;

/**
 * 'los negocios que tengo en contrato enviado', 'las tareas que hay en operaciones': a clause that only says where the
 * things are names what they are, unlike one that says how they came ('que me llegó ayer').
 */
function saysWhereThingsAre(tokens: readonly Token[], index: number): boolean {
  return BEING_IN.test(tokens[index + 1]?.norm ?? "") && /^(en|con)$/.test(tokens[index + 2]?.norm ?? "");
}

/**
 * Words that open a remark about the thing rather than its description: 'el LEEME que no sé quién lo puso', 'el de
 * Iberia que ya volé', 'el que alguien subió ayer'.
 */
const CLAUSE_OPENERS = /^(no|ya|nunca|yo|alguien|nadie|lo|la|los|las)$/;

/** 'qué dice el roadmap de lo que toca este trimestre': 'de lo que' opens what is asked of the thing, not its name. */
function cutAtTopic(tokens: readonly Token[], run: number[]): number[] {
  const end = run.findIndex(
    (index, at) =>
      at > 0 &&
      /^(de|sobre)$/.test(tokens[index]?.norm ?? "") &&
      tokens[index + 1]?.norm === "lo" &&
      tokens[index + 2]?.norm === "que",
  );
  return end < 0 ? run : run.slice(0, end);
}

/** Where the thing read is said: '¿qué pone en las notas de clientes…?', '¿qué dice el acta de la junta…?'. */
const READS_CONTENT = /^(pone|dice|ponga)$/;

/**
 * 'qué pone en las notas de clientes sobre Hoteles Mirador': the kind word ('notas') is taken, and what follows its
 * 'de', up to the next marker, is the title of the thing read; what comes after 'sobre' is asked of it.
 */
function readTitleAfterKind(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  marker: number,
  kind: number,
): number[] {
  if (!READS_CONTENT.test(tokens[marker]?.norm ?? "")) return [];
  if (!used.has(kind) || !/^(de|del)$/.test(tokens[kind + 1]?.norm ?? "")) return [];
  const run = readRunAfter(tokens, used, kind + 2);
  const end = run.findIndex((index) => KEYWORD_MARKERS.test(tokens[index]?.norm ?? ""));
  return end < 0 ? run : run.slice(0, end);
}

/**
 * 'reenvía a Laura el de Sofía Navarro sobre la factura': a thing changed and left unnamed ('el de', 'la de') is told
 * by whom it is of, said before the marker, as much as by what it is about. A question keeps only what follows the
 * marker, what it asks about.
 */
function readOwnerBefore(tokens: readonly Token[], used: ReadonlySet<number>, marker: number): number[] {
  const run: number[] = [];
  for (let index = marker - 1; index >= 0 && !used.has(index) && !isStopword(tokens[index]?.norm ?? ""); index--)
    run.unshift(index);
  const start = run[0];
  if (start === undefined || !/^(de|del)$/.test(tokens[start - 1]?.norm ?? "")) return [];
  return /^(el|la|los|las)$/.test(tokens[start - 2]?.norm ?? "") ? run : [];
}

/**
 * The words to search for: after 'sobre', 'que hablen de', 'con la palabra', 'con el asunto'…, or else whatever no
 * other slot explained ('busca presupuesto 2025 en Drive' → 'presupuesto 2025').
 */
export function extractKeywords(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  /** The request changes or forwards one thing, which whose it is tells as much as what it is about. */
  options: { changesOne?: boolean } = {},
): string | undefined {
  for (let index = 0; index < tokens.length; index++) {
    if (used.has(index) || !KEYWORD_MARKERS.test(tokens[index]?.norm ?? "")) continue;
    const run = cutAtTopic(tokens, readRunAfter(tokens, used, index + 1));
    const keywords =
      joinRun(tokens, run) ?? joinRun(tokens, readTitleAfterKind(tokens, used, index, index + 1 + run.length));
    const owner = options.changesOne ? joinRun(tokens, readOwnerBefore(tokens, used, index)) : undefined;
    if (keywords) return owner ? `${owner.value} ${keywords.value}` : keywords.value;
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
    // A 'que' that opens the message asks ('¿qué me pasó el proveedor…?'): what follows is what is asked about.
    const asks = index === 0;
    const opensClause =
      VERB_LEADERS.test(tokens[index + 1]?.norm ?? "") || CLAUSE_OPENERS.test(tokens[index + 1]?.norm ?? "");
    if (token.norm === "que" && !asks && !saysWhereThingsAre(tokens, index) && (opensClause || used.has(index - 1))) {
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
