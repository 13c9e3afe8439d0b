import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";
import { TO_A_DAY_SOURCE } from "./read-pass-as-change";

/**
 * What opens a request said around an infinitive: asking whether Shifu can ('¿puedes…?', '¿me ayudas a…?'), saying a
 * need or a wish ('necesito…', 'me gustaría…', 'quería…').
 */
const ASKING_LEAD =
  /^\s*¿?\s*(?:(?<clitics>(?:(?:me|te|le|les|nos|se)\s+)?(?:lo|la|los|las))\s+|(?:me|nos)\s+)?(?:puedes|pod[eé]s|podr[ií]as|puede|podr[ií]a|pudieras|necesito|necesitar[ií]a|me\s+gustar[ií]a|quiero|quisiera|quer[ií]a|te\s+importa(?:r[ií]a)?|me\s+ayudas\s+a|me\s+ayudar[ií]as\s+a|ay[uú]dame\s+a|ser[ií]as\s+tan\s+amable\s+de)\s+/iu;
/** A duty ('hay que archivar…', 'tengo que mandarle…'): the order itself, unless asked ('¿hay que pagarla?'). */
const DUTY_LEAD = /^\s*(?:hay\s+que|tengo\s+que|tendr[ií]a\s+que|tendr[ií]as\s+que|debo|deber[ií]a|he\s+de)\s+/iu;

const INFINITIVE_WITH_PRONOUNS =
  /^(?<verb>[a-záéíóúñ]+?(?:ar|er|ir))(?<pronouns>(?:se|me|te|le|les|nos)?(?:lo|la|los|las)?)\b/iu;

/** Orders that are no infinitive less its 'r' ('decir' → 'di') or that change their stem ('mover' → 'mueve'). */
const ORDER_OF: Record<string, string> = {
  decir: "di",
  poner: "pon",
  hacer: "haz",
  tener: "ten",
  venir: "ven",
  salir: "sal",
  mover: "mueve",
  mostrar: "muestra",
  contar: "cuenta",
  cerrar: "cierra",
  recordar: "recuerda",
  pedir: "pide",
  probar: "prueba",
  devolver: "devuelve",
  encontrar: "encuentra",
  volver: "vuelve",
  colgar: "cuelga",
  empezar: "empieza",
  seguir: "sigue",
  elegir: "elige",
};

/** Infinitives the rules know that read as another thing once ordered ('ver' → 've'), or ask what Shifu knows. */
const KEPT_INFINITIVES = new Set(["ver", "saber", "ir", "ser", "estar", "haber"]);

/** '¿me puedes decir a qué hora…?' asks to be told, which the question rules read; 'decirle a Elena…' is a message. */
function asksToBeTold(verb: string, pronouns: string): boolean {
  return verb === "decir" && !/^(?:le|les|se)/.test(pronouns);
}

function orderOf(infinitive: string): string {
  return ORDER_OF[infinitive] ?? infinitive.replace(/ir$/, "e").replace(/r$/, "");
}

/**
 * '¿puedes apuntar en la ficha de Nuria que…?', 'necesito mandarle a Pedro…', 'hay que archivar lo de Iberia': a
 * request said around an infinitive is the order ('apunta en la ficha…', 'mándale…', 'archiva…'), which every rule
 * knows. An infinitive the rules do not know, or a question about a duty, stays as it was.
 */
export function readInfinitiveRequest(text: string): string {
  const lead = ASKING_LEAD.exec(text) ?? (text.includes("?") ? null : DUTY_LEAD.exec(text));
  if (!lead) return text;
  const rest = text.slice(lead[0].length);
  const found = INFINITIVE_WITH_PRONOUNS.exec(rest);
  const verb = foldCharacters(found?.groups?.verb ?? "");
  const pronouns = foldCharacters(found?.groups?.pronouns ?? "");
  if (!found || KEPT_INFINITIVES.has(verb) || asksToBeTold(verb, pronouns)) return text;
  const after = rest.slice(found[0].length);
  // '¿me la puedes borrar?' says the pronouns before the verb that the order ends in ('bórramela').
  const clitics = foldCharacters(lead.groups?.clitics ?? "").replace(/\s+/g, "");
  const passedOn = passOnToDay(verb, clitics || pronouns, after);
  if (passedOn) return `${passedOn}${after}`.replace(/\s*\?+\s*$/u, "");
  const order = `${orderOf(verb)}${clitics}${pronouns}`;
  if (!ALL_VERB_FORMS.has(verb) && !ALL_VERB_FORMS.has(order)) return text;
  return `${order}${after}`.replace(/\s*\?+\s*$/u, "");
}

const TO_A_DAY = new RegExp(`^\\s*${TO_A_DAY_SOURCE}`, "iu");

/**
 * '¿me la puedes pasar al viernes?': 'pasar' a thing to a day hands it on ('pásala al viernes'), which the rules know;
 * 'pasar' anything else ('¿me lo puedes pasar?') is sending, which they do not read from this verb.
 */
function passOnToDay(verb: string, pronouns: string, after: string): string | undefined {
  const thing = /(?:lo|la|los|las)$/.exec(pronouns)?.[0];
  if (verb !== "pasar" || !thing || !TO_A_DAY.test(foldCharacters(after).toLowerCase())) return undefined;
  return `pasa${thing}`;
}
