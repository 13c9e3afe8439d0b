import type { ParsedRequest } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";
import { stemWord, type TargetDescription } from "./rank-candidates";

/** 'Hacienda o la Agencia Tributaria', 'Iberia u otra aerolínea': either side describes the thing on its own. */
const EITHER = /\s+(?:o|u)\s+(?:(?:de|del|a|al|con)\s+)?(?:(?:el|la|los|las)\s+)?/i;

/** Words that ask about a thing rather than describe it: 'qué dice', 'de qué trata', 'resúmeme'. */
const ASKING_WORDS =
  /^(dice|decia|dijo|dijeron|comento|comentaron|comentado|pregunto|preguntaron|preguntado|opino|opinaron|respondio|respondieron|contesto|contestaron|escribio|escribieron|pone|ponia|puse|trata|trataba|habla|hablaba|cuenta|contiene|va|iba|anda|andan|andaba|vence|vencen|vencia|caduca|caducan|resume|resumen|resumeme|resumir|explica|era|eran|es|son|fue|sale|salen|salia|salio|salieron|cuesta|cuestan|costo|vale|valen|valia|paga|pagan|pagamos|pagar|cobrar|abonar|ingresamos|ingreso|queria|quiere|quieren|subio|subieron|subi|toque|tocaste|hay|habia|tiene|tienen|tenia|tengo|tenemos|hace|hacen|poco|viene|vienen|pasa|paso|sabes|sabe|creo|q|ese|esa|eso|hora|pide|piden|pedia|pedian|menciona|mencionan|mencionaba)$/;

/** An asking verb with a pronoun joined to it: 'pagarle' asks what 'pagar' asks. */
const ASKING_WITH_PRONOUN = /^(.{2,}(?:ar|er|ir))(?:le|les|lo|la|los|las|me|nos)$/;

function dropAskingWords(value: string): string {
  // '¿qué tal va lo de los vinos?': 'qué tal' asks how something goes, and names nothing.
  return value
    .replace(/(?:^|\s)(?:que|qué)?\s*tal(?=\s|$)/giu, " ")
    .trim()
    .split(/\s+/)
    .filter((word) => !ASKING_WORDS.test(normalizeText(word).replace(ASKING_WITH_PRONOUN, "$1")))
    .join(" ");
}

function splitEither(value: string): string[] {
  return value
    .split(EITHER)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether 'o' joins the two in the text: 'de Hacienda o de la Agencia Tributaria'. */
function isJoinedByEither(text: string, first: string, second: string): boolean {
  const folded = normalizeText(text);
  const end = folded.indexOf(normalizeText(first));
  const start = folded.indexOf(normalizeText(second));
  if (end < 0 || start < 0) return false;
  const between = folded.slice(end + normalizeText(first).length, start);
  return /^\s+(?:o|u)\s+(?:(?:de|del)\s+)?(?:(?:el|la|los|las)\s+)?$/.test(between);
}

/**
 * 'la política de teletrabajo sobre los días en casa': what follows 'sobre' is what is asked of the thing, not how it
 * is called; in 'según el manual de bienvenida' the thing is what follows 'según'.
 */
function keepNamingPart(keywords: string): string {
  const according = /\bsegu[nú]n\s+(?:el|la|los|las|mi|mis|nuestro|nuestra)?\s*(.+)$/i.exec(keywords);
  if (according?.[1]) return according[1];
  const [naming] = keywords.split(/\s+(?:sobre|acerca de|respecto a|en cuanto a)\s+/i);
  return naming?.trim() || keywords;
}

/** The words of a request that name the thing it points at, for a provider's search: no asking words, no topic. */
export function readNamingWords(keywords: string): string | undefined {
  return dropAskingWords(keepNamingPart(keywords)).trim() || undefined;
}

/**
 * What the request says about the thing it points at, as the ranking reads it: who it is from or about and the words
 * that describe it (verbs, courtesy, dates and app names were already taken out by the parser), with 'o' opening an
 * alternative.
 */
export function describeTarget(request: ParsedRequest): TargetDescription {
  const person = request.email ?? request.person;
  const keywords =
    request.keywords && request.keywords !== request.quoted
      ? dropAskingWords(keepNamingPart(request.keywords)) || undefined
      : undefined;
  const eitherBetween =
    person !== undefined && keywords !== undefined && isJoinedByEither(request.text, person, keywords);
  let alternatives: string[][];
  if (eitherBetween && person && keywords) {
    alternatives = [[person], ...splitEither(keywords).map((part) => [part])];
  } else {
    const people = person ? splitEither(person) : [];
    const words = keywords ? splitEither(keywords) : [];
    if (people.length > 1 || words.length > 1) {
      alternatives = [...people, ...words].map((part) => [part]);
    } else {
      const together = [...people, ...words];
      alternatives = together.length > 0 ? [together] : [];
    }
  }
  const tellingStems = readTellingStems(request.text);
  return {
    alternatives: addWithoutRemarks(alternatives),
    ...(request.quoted ? { quoted: request.quoted } : {}),
    ...(tellingStems.length > 0 ? { tellingStems } : {}),
  };
}

/** A relative clause after what names a thing: 'la foto del equipo que ocupa un montón'. */
const REMARK = /\s+que\s+\S.*$/iu;

/**
 * 'la foto del equipo que ocupa un montón', 'el documento de instrucciones que compartió alguien de fuera': a clause
 * after the name may be a remark about the thing rather than words of it, so what comes before it describes the thing
 * on its own too.
 */
function addWithoutRemarks(alternatives: string[][]): string[][] {
  const shorter = alternatives.flatMap((words) => {
    if (!words.some((word) => REMARK.test(word))) return [];
    const cut = words.map((word) => word.replace(REMARK, "")).filter((word) => dropAskingWords(word).length > 0);
    return cut.length > 0 ? [cut] : [];
  });
  return [...alternatives, ...shorter];
}

/**
 * 'nuevo' and its forms: a stopword, since it also asks for the newest, yet a word of many a title. So are the kinds
 * of meeting ('la llamada', 'la comida', 'la demo'), read as the thing changed rather than as words of it, though a
 * meeting's title often opens with its kind: 'la llamada con los de Grupo Norte' is 'Llamada con Javier Ruiz (Grupo
 * Norte)', not the committee whose notes name Grupo Norte. A meeting of any kind is a 'reunión', so that word tells
 * nothing.
 */
const TELLING_WORD =
  /^(nuev[oa]s?|comidas?|almuerzos?|cenas?|desayunos?|formacion(es)?|entrevistas?|comites?|demos?|visitas?|llamadas?|videollamadas?)$/;

function readTellingStems(text: string): string[] {
  const words = normalizeText(text).split(/\s+/);
  return [...new Set(words.filter((word) => TELLING_WORD.test(word)).map((word) => stemWord(word)))];
}
