import { normalizeText } from "./normalize-text";

/**
 * Work on language itself (translating, correcting spelling, writing a poem) needs a language model, which the rules
 * are not: such a request is declined in its own words, saying what can be done instead, rather than read as a search
 * or a place to look in ('¿cómo se dice X en inglés?' once asked in which app to look for 'X').
 */

const LANGUAGES: Record<string, string> = {
  ingles: "inglés",
  frances: "francés",
  aleman: "alemán",
  italiano: "italiano",
  portugues: "portugués",
  catalan: "catalán",
  gallego: "gallego",
  euskera: "euskera",
  chino: "chino",
  japones: "japonés",
  ruso: "ruso",
  arabe: "árabe",
  holandes: "neerlandés",
  neerlandes: "neerlandés",
};
const LANGUAGE = `(${Object.keys(LANGUAGES).join("|")})`;

/**
 * A translation asked of Shifu: 'tradúceme…', '¿me lo traduces?', '¿puedes traducir…?', 'pásamelo al inglés'. The
 * infinitive alone is left out: 'la tarea de traducir la web al portugués' names a task.
 */
const ASKS_TRANSLATION = new RegExp(
  [
    String.raw`\btraduce(?:me|nos|lo|la|los|las|melo|mela|melos|melas)?\b`,
    String.raw`\btraduzca(?:s|me|melo)?\b`,
    String.raw`\b(?:me|nos)\s+(?:lo\s+|la\s+|los\s+|las\s+)?traduc(?:es|iras|irias)\b`,
    String.raw`\b(?:puedes|podrias|sabes|sabrias|quiero que|necesito que|me ayudas a)\s+(?:me\s+)?traduc\w*`,
    String.raw`\b(?:necesito|quiero|hazme|haz|dame)\s+(?:una|la)\s+traduccion\b`,
    String.raw`\bpasa(?:me|lo|la|melo|mela)?\s+(?:esto|este texto|el texto|esta frase)?\s*al?\s+${LANGUAGE}\b`,
    String.raw`\bcomo\s+(?:se\s+)?(?:dice|diria|dirias|digo|escribe|escribiria|pone|pondria|traduce|traduciria|traduzco)\b.*\ben\s+${LANGUAGE}\b`,
    String.raw`\ben\s+${LANGUAGE}\s+como\s+se\s+(?:dice|escribe|pone)\b`,
  ].join("|"),
);
const NAMES_LANGUAGE = new RegExp(String.raw`\b(?:al|en|a)\s+${LANGUAGE}\b`);

/** 'corrígeme la ortografía', 'revisa las faltas de este texto', 'corrige esta frase'; not 'corrige la fecha'. */
const ASKS_CORRECTION = new RegExp(
  [
    String.raw`\b(?:corrige|corrigeme|corrigelo|corrigela|corrijas|corregir|corregirme|revisa|revisame|repasa|repasame)\b.*\b(?:ortografia|gramatica|tildes|acentos|erratas|faltas de ortografia)\b`,
    // 'revisa las faltas de asistencia' is about people; only correcting speaks of a text's faults.
    String.raw`\b(?:corrige|corrigeme|corrigelo|corrigela|corrijas)\b.*\b(?:faltas|redaccion)\b`,
    String.raw`\b(?:corrige|corrigeme|corrigelo|corrigela|corrijas)\s+(?:esto|este texto|esta frase|este parrafo|lo que he escrito|lo que te paso)\b`,
  ].join("|"),
);

/** Plural of each kind of creative text, as it is named back to the person. */
const CREATIVE_WORKS: Record<string, string> = {
  poema: "poemas",
  poesia: "poesías",
  verso: "versos",
  versos: "versos",
  cancion: "canciones",
  chiste: "chistes",
  cuento: "cuentos",
  relato: "relatos",
  historia: "historias",
  rima: "rimas",
  haiku: "haikus",
  soneto: "sonetos",
  ensayo: "ensayos",
};
/** 'escríbeme un poema', 'cuéntame un chiste', 'hazme una canción': a creative text asked of Shifu itself. */
const ASKS_CREATIVE_TEXT = new RegExp(
  String.raw`\b(?:escribe|escribeme|escribenos|hazme|haz|componme|compon|inventa|inventate|inventame|redacta|redactame|cuentame|cuentanos|dime|necesito|quiero|me escribes|me haces|puedes escribir(?:me)?|puedes hacer(?:me)?)\s+(?:un|una|unos|unas)\s+(?:\w+\s+)?(${Object.keys(CREATIVE_WORKS).join("|")})\b(?!\s+de\s+usuario)`,
);

/**
 * 'cómo le digo de forma educada a un cliente que…', 'dame una frase que suene bien', '¿cómo se lo planteo a mi jefe?':
 * advice on how to word something, which only a language model could give. Not 'cómo se dice X en inglés' (a
 * translation, read first) nor 'dile a Pedro que…' (a message to send).
 */
const ASKS_WORDING = new RegExp(
  [
    String.raw`\bcomo\s+(?:le|les|se\s+lo|se\s+la|se\s+los|se\s+las|lo|la)\s+(?:digo|diria|dirias|puedo decir|podria decir|escribo|pongo|explico|planteo|pido|reclamo|comunico|contesto|respondo|digamos)\b`,
    String.raw`\bcomo\s+(?:puedo|podria)\s+(?:decirle|decirles|pedirle|reclamarle|explicarle|plantearle|escribirle|comunicarle)\b`,
    String.raw`\b(?:dame|dime|sugiereme|proponme|pasame|escribeme|redactame)\s+(?:una|un|alguna|algun|otra|otro)\s+(?:frase|forma|manera|formula|expresion)\b`,
    String.raw`\b(?:necesito|quiero|busco|dame|sugiereme|proponme|escribeme|redactame)\s+(?:una|un)\s+(?:frase|texto|mensaje|forma|manera)\s+(?:que\s+suene|educad[oa]|amable|cordial|diplomatic[oa]|con\s+tacto)\b`,
  ].join("|"),
);

/** What can be done with a text someone already has: what the apps' tools do, said as the person would. */
const WHAT_CAN_BE_DONE =
  "Si ya tienes el texto, sí puedo enviarlo por correo o mensaje, o guardarlo en una nota o una tarea, con tu confirmación.";

/**
 * The reply to a request to translate, correct or write a text, or to word something, which only a language model
 * could do; undefined for anything else.
 */
export function declineLanguageTask(text: string): string | undefined {
  const normalized = normalizeText(text.replace(/['‘’]/g, " "));
  if (ASKS_TRANSLATION.test(normalized)) {
    const language = NAMES_LANGUAGE.exec(normalized)?.[1];
    const what = language ? `, así que no puedo pasarte eso al ${LANGUAGES[language]}` : "";
    return `No sé traducir textos${what}. Si me lo das ya traducido, sí puedo enviarlo por correo o mensaje, o guardarlo en una nota, con tu confirmación.`;
  }
  if (ASKS_CORRECTION.test(normalized))
    return `No sé corregir la ortografía ni la redacción de un texto. ${WHAT_CAN_BE_DONE}`;
  const work = ASKS_CREATIVE_TEXT.exec(normalized)?.[1];
  if (work) return `No sé escribir ${CREATIVE_WORKS[work]} ni otros textos creativos. ${WHAT_CAN_BE_DONE}`;
  if (ASKS_WORDING.test(normalized))
    return `No sé proponerte frases ni aconsejarte cómo decir algo: eso lo tendrás que redactar tú. ${WHAT_CAN_BE_DONE}`;
  return undefined;
}
