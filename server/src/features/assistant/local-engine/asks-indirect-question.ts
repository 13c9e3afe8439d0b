import { normalizeText } from "./normalize-text";

/**
 * 'mira qué me ha escrito Laura', 'fíjate a ver quién ha dicho algo', 'cuéntame qué queda': a look verb before a
 * question word asks the question as much as '¿qué me ha escrito Laura?' does, so its answer is wanted for itself,
 * not only as the way to find what the next request acts on.
 */
const INDIRECT_QUESTION =
  /^(?:y\s+)?(?:mira|mirame|fijate|revisa|comprueba|cuentame|ensename|ve|echa un (?:ojo|vistazo))\s+(?:(?:a ver|en)\s+)?(?:que|quien|quienes|cuanto|cuantos|cuantas|cuando|donde|como|si)\s/;

/** Whether a request asks a question worded after a look verb: 'mira qué me ha escrito Laura por Teams'. */
export function asksIndirectQuestion(text: string): boolean {
  return INDIRECT_QUESTION.test(normalizeText(text));
}
