import { normalizeForComparison } from "./score-understanding-case";
import type { UnderstandingCase } from "./understanding-case";

/**
 * One way people write the same request differently. A rewrite keeps the meaning and everything the case checks, so
 * a case right as written should stay right rewritten: a rule that only holds for one spelling breaks here, on the
 * dev corpus, before a held-out request finds it.
 */
export type PerturbationKind =
  | "sin tildes"
  | "sin puntuación"
  | "saludo delante"
  | "cortesía detrás"
  | "errata en el verbo"
  | "letra de menos"
  | "voseo"
  | "como pregunta"
  | "dicho de otro modo";

export type PerturbedRequest = { kind: PerturbationKind; message: string };

const GREETINGS = ["hola, ", "oye ", "buenas! ", "hola shifu, "];
const CLOSINGS = [" porfa", ", gracias", " por favor", " plis"];

/** Tú forms and their voseo, as people in the River Plate write them (accents often left out). */
const VOSEO: Record<string, string> = {
  tienes: "tenés",
  puedes: "podés",
  quieres: "querés",
  sabes: "sabés",
  dime: "decime",
  cuentame: "contame",
  fijate: "fijate",
  mira: "mirá",
  ponme: "poneme",
  pon: "poné",
  haz: "hacé",
  ven: "vení",
  eres: "sos",
};

/** An imperative that opens a request, and its infinitive, so that '¿puedes …?' can ask for it. */
const INFINITIVES: Record<string, string> = {
  archiva: "archivar",
  busca: "buscar",
  borra: "borrar",
  elimina: "eliminar",
  crea: "crear",
  manda: "mandar",
  envia: "enviar",
  reenvia: "reenviar",
  responde: "responder",
  contesta: "contestar",
  escribe: "escribir",
  pon: "poner",
  ponle: "ponerle",
  mandale: "mandarle",
  contestale: "contestarle",
  respondele: "responderle",
  escribele: "escribirle",
  dile: "decirle",
  dime: "decirme",
  muestrame: "mostrarme",
  ensename: "enseñarme",
  mueve: "mover",
  anade: "añadir",
  agrega: "agregar",
  sube: "subir",
  comparte: "compartir",
  marca: "marcar",
  agenda: "agendar",
  programa: "programar",
  cambia: "cambiar",
  renombra: "renombrar",
  resume: "resumir",
  resumeme: "resumirme",
  lista: "listar",
  cancela: "cancelar",
  completa: "completar",
  cierra: "cerrar",
  asigna: "asignar",
  publica: "publicar",
  actualiza: "actualizar",
  apunta: "apuntar",
  anota: "anotar",
  recuerdame: "recordarme",
  quita: "quitar",
  saca: "sacar",
  lee: "leer",
  abre: "abrir",
  descarga: "descargar",
  convoca: "convocar",
  invita: "invitar",
};

function stripAccents(text: string): string {
  // ñ stays: people who skip accents still type it, and 'ano' for 'año' is another word.
  return text.replace(/[^ñÑ]/g, (character) => character.normalize("NFD").replace(/\p{M}/gu, ""));
}

/**
 * Question and exclamation marks, and the commas and full stops between words, left out as people do in a hurry. A
 * colon stays (it says where a message starts), and so do the dots of an address or an amount ('20.000').
 */
function dropPunctuation(text: string): string {
  return text
    .replace(/[¿?¡!]+/g, " ")
    .replace(/[.,;]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function dropFinalPunctuation(text: string): string {
  return text.replace(/[\s.!?¿¡…]+$/u, "");
}

/** Every word the case checks for, so that a typo never lands on what the answer or an argument must contain. */
function listCheckedWords(item: UnderstandingCase): Set<string> {
  const texts = [
    ...item.answer,
    ...item.args.flatMap((fact) => [fact.contains ?? "", fact.card ?? "", String(fact.equals ?? "")]),
  ];
  return new Set(
    texts.flatMap((text) => normalizeForComparison(text).split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length > 0),
  );
}

type WordSpan = { start: number; end: number; word: string };

function listWords(message: string): WordSpan[] {
  return [...message.matchAll(/\p{L}+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[0],
  }));
}

function replaceSpan(message: string, span: WordSpan, word: string): string {
  return `${message.slice(0, span.start)}${word}${message.slice(span.end)}`;
}

function isFreeWord(span: WordSpan, checked: Set<string>): boolean {
  return span.word.length >= 5 && !checked.has(normalizeForComparison(span.word)) && /^\p{Ll}/u.test(span.word);
}

/** Two letters in the middle of the first long word swapped: mostly the verb ('arhciva'), as fast typing does. */
function swapLettersInVerb(message: string, checked: Set<string>): string | undefined {
  const span = listWords(message).find((candidate) => isFreeWord(candidate, checked));
  if (!span) return undefined;
  const middle = Math.floor(span.word.length / 2);
  const letters = [...span.word];
  [letters[middle - 1], letters[middle]] = [letters[middle] ?? "", letters[middle - 1] ?? ""];
  const swapped = letters.join("");
  return swapped === span.word ? undefined : replaceSpan(message, span, swapped);
}

/** One letter left out of the last long word that the case does not check ('reunon'). */
function dropLetterInLastWord(message: string, checked: Set<string>): string | undefined {
  const span = listWords(message)
    .filter((candidate) => isFreeWord(candidate, checked) && candidate.word.length >= 6)
    .at(-1);
  if (!span) return undefined;
  const middle = Math.floor(span.word.length / 2) + 1;
  return replaceSpan(message, span, span.word.slice(0, middle) + span.word.slice(middle + 1));
}

function rewriteInVoseo(message: string): string | undefined {
  let changed = false;
  const rewritten = message.replace(/\p{L}+/gu, (word) => {
    const voseo = VOSEO[stripAccents(word).toLowerCase()];
    if (voseo === undefined || stripAccents(voseo) === stripAccents(word).toLowerCase()) return word;
    changed = true;
    return voseo;
  });
  return changed ? rewritten : undefined;
}

/** 'archiva el de Iberia' → '¿puedes archivar el de Iberia?': a request asked as a question. */
function askAsQuestion(message: string): string | undefined {
  const first = listWords(message)[0];
  if (!first || message.slice(0, first.start).trim() !== "") return undefined;
  const infinitive = INFINITIVES[stripAccents(first.word).toLowerCase()];
  if (infinitive === undefined) return undefined;
  return `¿puedes ${infinitive}${dropFinalPunctuation(message.slice(first.end))}?`;
}

/** Ways of asking for a thing to be done without the imperative: a need, a wish, a duty, a request for help. */
const INFINITIVE_FRAMES = ["necesito {}", "me gustaría {}", "hay que {}", "¿me ayudas a {}?", "quería {}"];

/** 'archiva el de Iberia' → 'hay que archivar el de Iberia': the same request said around its infinitive. */
function sayAroundInfinitive(message: string, seed: string): string | undefined {
  const first = listWords(message)[0];
  if (!first || message.slice(0, first.start).trim() !== "") return undefined;
  const infinitive = INFINITIVES[stripAccents(first.word).toLowerCase()];
  if (infinitive === undefined) return undefined;
  const request = `${infinitive}${dropFinalPunctuation(message.slice(first.end))}`;
  return pick(INFINITIVE_FRAMES, seed).replace("{}", request);
}

function pick<T>(options: readonly T[], seed: string): T {
  const hash = [...seed].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
  return options[hash % options.length] as T;
}

/** The rewrites that apply to a case's message, each different from it. */
export function perturbRequest(item: UnderstandingCase): PerturbedRequest[] {
  const { message } = item;
  const checked = listCheckedWords(item);
  const candidates: [PerturbationKind, string | undefined][] = [
    ["sin tildes", stripAccents(message)],
    ["sin puntuación", dropPunctuation(message)],
    ["saludo delante", `${pick(GREETINGS, item.id)}${message.charAt(0).toLowerCase()}${message.slice(1)}`],
    ["cortesía detrás", `${dropFinalPunctuation(message)}${pick(CLOSINGS, item.id)}`],
    ["errata en el verbo", swapLettersInVerb(message, checked)],
    ["letra de menos", dropLetterInLastWord(message, checked)],
    ["voseo", rewriteInVoseo(message)],
    ["como pregunta", askAsQuestion(message)],
    ["dicho de otro modo", sayAroundInfinitive(message, item.id)],
  ];
  return candidates.flatMap(([kind, rewritten]) =>
    rewritten !== undefined && rewritten !== message ? [{ kind, message: rewritten }] : [],
  );
}

/**
 * Two requests of one chat said in one message, joined by 'y' as people do: both must be done. The joined case
 * checks both cases' tools, arguments and facts.
 */
export function joinRequests(first: UnderstandingCase, second: UnderstandingCase): UnderstandingCase {
  const secondMessage = second.message.replace(/^[¿¡]*\p{Lu}/u, (opening) => opening.toLowerCase());
  return {
    ...first,
    id: `${first.id}-y-${second.id.split("-").slice(1).join("-")}`,
    message: `${dropFinalPunctuation(first.message)} y ${secondMessage}`,
    kind: "act",
    tools: [...first.tools, ...second.tools],
    args: [...first.args, ...second.args],
    answer: [...first.answer, ...second.answer],
  };
}
