import { isAmountOfOneThing } from "./is-amount-of-one-thing";
import { normalizeText } from "./normalize-text";

/**
 * What a request asks to know, beyond which things: how many, how much in total, what a text says (about something),
 * a summary of it, or whether there is any. Each is answered in words, not with the list the tool gave.
 */
export type Question =
  | { kind: "count" }
  | { kind: "total" }
  | { kind: "summary" }
  /** `wants`: the kind of fact the question asks for ('¿cuánto…?' an amount, '¿cuándo…?' a time), to prefer it. */
  | {
      kind: "passage";
      /** What was asked about, in the person's words, to say so. */
      about: string;
      wants?: WantedFact[];
      /** The words that pick the sentences, when more than `about`: the whole question ('¿cuándo vence?'). */
      query?: string;
    }
  | { kind: "exists" }
  /** '¿Quién es Marta Vidal?': who someone is, in a sentence, from the contact found. */
  | { kind: "who" }
  /** '¿cuál es el mail de Laura?': the address of someone named, from what they sent or their contact. */
  | { kind: "address" }
  /** '¿cuál es el teléfono de Nuria?': the phone of someone named, from their contact. */
  | { kind: "phone" };

/** The kind of fact a question asks for, read from how it opens. */
export type WantedFact = "amount" | "time" | "count" | "duration" | "place" | "percent" | "person";

const WANTS_COUNT = /\b(cuant[oa]s)\b/;
const WANTS_DURATION = /\b(duracion|dura|duran|cuanto tiempo|plazo|plazos|en cuanto|vigencia)\b/;
const WANTS_AMOUNT =
  /\b(cuanto|(?<!en )total|importe|precio|coste|costo|cuesta|cuestan|vale|valen|paga|pagan|pagamos|sale|salen|ingres\w*|factur\w*|presupuesto|prevision|previsiones|previst[oa]s?)\b/;
/**
 * '¿en qué sala…?', '¿dónde es la reunión…?': where something happens. A bare 'dónde' also asks where a file or a
 * setting is ('¿dónde está el contrato?'), which shows the thing itself, so only where something is held counts.
 */
const WANTS_PLACE =
  /\b(en que (sala|sitio|lugar|oficina|planta|restaurante|edificio)|que (sala|sitio|lugar)|donde (es|sera|era|fue|se hace|se hara|se celebra|quedamos|nos vemos|nos reunimos|hacemos|comemos|cenamos|tenemos))\b/;
/**
 * '¿qué porcentaje…?', '¿qué descuento…?', '¿qué tasa de apertura…?': a share, said with '%' or 'por ciento'. 'El
 * código de descuento' asks for the code: the discount must be what is asked, right after the asking word.
 */
const WANTS_PERCENT =
  /\b(porcentaje|por ?ciento|tasa|(?:que|q|cuanto|cual es el|de cuanto es el) (?:descuento|rebaja|margen))\b/;
/**
 * '¿quién coordina el cierre?', '¿quién lleva lo de la feria?': the one who does something, named in the text. '¿quién
 * es…?' and '¿quién me ha escrito?' ask who someone is or who sent something, and '¿con quién tengo reunión?' who
 * takes part, which other rules answer.
 */
const WANTS_PERSON = /^(?:y |oye |sabes )?(?:quien|quienes) (?!es\b|son\b|era\b|me\b|te\b|nos\b|ha\b|han\b)\p{L}+/u;
const WANTS_TIME = /\b(cuando|a que hora|que hora|hora|fecha|que dia|hasta cuando|desde cuando|vence|vencimiento)\b/;

/**
 * The kinds of fact a free question wants, each one it asks: '¿cuántos inscritos…?' a count, '¿a qué hora sale…?' a
 * time, '¿de cuánto era la factura y cuándo vence?' an amount and a time. Empty when it asks for none.
 */
export function readWantedFacts(text: string): WantedFact[] {
  const normalized = normalizeText(text);
  const wanted: WantedFact[] = [];
  if (WANTS_DURATION.test(normalized)) wanted.push("duration");
  if (WANTS_COUNT.test(normalized)) wanted.push("count");
  if (WANTS_TIME.test(normalized)) wanted.push("time");
  if (WANTS_PLACE.test(normalized)) wanted.push("place");
  if (WANTS_PERCENT.test(normalized)) wanted.push("percent");
  if (WANTS_PERSON.test(normalized)) wanted.push("person");
  // 'cuánto tiempo', 'cuánto dura' ask for a duration, not for money.
  const amount = normalized.replace(/\b(en )?cuanto (tiempo|dura|duran|duro|tarda|tardan)\b/g, "");
  if (WANTS_AMOUNT.test(amount)) wanted.push("amount");
  return wanted;
}

const TOTAL =
  /\b(cuanto (suman|sumaban|es|son|vale|valen|hacen|hace|da|dan|llevo|llevamos|tengo|hay)|suma(n|me|lo|los)?|sumad[oa]s?|total(es)?|importe total|valor total|en total|cuanta pasta|cuanto dinero)\b/;
const COUNT = /\b(cuant[oa]s|numero de|cantidad de|cuenta(me)? cuant[oa]s)\b/;
const SAYS =
  /\b((?:que|q) (dice|decia|pone|ponia|cuenta|contaba|contiene|trae|explica|indica|comenta|me dice|me pone|nos dice)|de (?:que|q) (va|iba|trata|trataba|habla|hablaba)|sobre que (es|era|trata|habla)|(?:que|q) hay (en|dentro))\b/;
const SUMMARY = /\b(resum\w*|sintetiz\w*|en pocas palabras|a grandes rasgos|lo importante|lo esencial)\b/;
const EXISTS =
  /^(?:y\s+)?(?:oye\s+)?(tengo|tienes|hay|me (ha|han) (escrito|mandado|enviado|llegado|contestado|respondido)|ha (llegado|escrito|contestado)|han (llegado|escrito)|alguien (me )?(ha|han)|me escribio|llego)\b.*\b(algun|alguna|algo|alguien|nuevo|nueva)?/;
/** After 'dice' comes what the person wants to know about: '¿qué dice sobre las vacaciones?', '¿qué pone del precio?'. */
const ABOUT =
  /\b(?:dice|decia|pone|ponia|cuenta|contiene|explica|indica|comenta|habla|trata)\s+(?:sobre|de|del|acerca de|respecto a|en cuanto a)\s+(.+)$/;
/** '¿qué dice el plan de marketing sobre LinkedIn?': the thing is named first, and what is asked of it follows. */
const ABOUT_AFTER_NAME =
  /\b(?:dice|decia|pone|ponia|cuenta|contiene|explica|indica|comenta|habla|trata)\b.+?\s(?:sobre|acerca de|respecto a|respecto de|en cuanto a)\s+(.+)$/;

/** Reads what kind of answer a request wants; undefined for a plain request to show or do something. */
export function detectQuestion(text: string, options: { summarizes: boolean }): Question | undefined {
  const normalized = normalizeText(text);
  const total = TOTAL.exec(normalized)?.[0];
  // '¿cuántos correos tengo en total?': 'en total' after a count asks how many altogether, not for a sum of amounts.
  const countedInTotal = COUNT.test(normalized) && /^(en )?total(es)?$/.test(total ?? "");
  if (total && !countedInTotal && !isAmountOfOneThing(normalized)) return { kind: "total" };
  if (COUNT.test(normalized)) return { kind: "count" };
  if (SAYS.test(normalized)) {
    const about = (ABOUT.exec(normalized) ?? ABOUT_AFTER_NAME.exec(normalized))?.[1]?.trim();
    return about ? { kind: "passage", about } : { kind: "summary" };
  }
  if (options.summarizes || SUMMARY.test(normalized)) return { kind: "summary" };
  if (EXISTS.test(normalized) && /\b(algun|alguna|algo|alguien|nuevo|nueva)\b/.test(normalized)) {
    return { kind: "exists" };
  }
  return undefined;
}
