import { matchAppName } from "./match-app-name";
import { tokenizeRequest } from "./tokenize-request";

/** Words that say the number of a thing is singular or plural: 'el correo', 'del banco', 'los negocios', 'mis facturas'. */
const SINGULAR = /^(el|la|lo|del|al|este|esta|ese|esa|aquel|aquella|mi|tu|su|nuestro|nuestra)$/;
const PLURAL = /^(los|las|estos|estas|esos|esas|aquellos|aquellas|mis|tus|sus|nuestros|nuestras|todos|todas)$/;

/**
 * Nouns after an article that name no thing looked for: the amount asked ('el total de…'), a time ('este mes', 'al
 * final'), a place to look ('en el drive').
 */
const NO_THING =
  /^(total|totales|importe|suma|valor|precio|dinero|monto|coste|costo|final|principio|momento|mes|semana|ano|trimestre|dia|lunes|martes|miercoles|jueves|viernes|sabado|domingo|que|cual)$/;

/** Things that hold several: a sum asked of 'el pipeline' or 'la carpeta' adds up what is in it. */
const HOLDS_SEVERAL = /^(pipeline|embudo|tablero|lista|carpeta|bandeja|proyecto|crm|cartera|conjunto)$/;

/**
 * '¿cuánto hay que pagar del correo del banco?', 'necesito el total de la propuesta de Grupo Norte', 'qué total
 * pusimos en la propuesta': an amount or a total asked of one thing is that thing's figure, read in it, not a sum of
 * the amounts of several ('¿cuánto suman los negocios abiertos?'). The first thing named tells which, by its article.
 */
export function isAmountOfOneThing(normalized: string): boolean {
  const words = normalized.split(" ");
  for (const [index, word] of words.entries()) {
    const singular = SINGULAR.test(word);
    if (!singular && !PLURAL.test(word)) continue;
    const noun = words[index + 1];
    if (!noun || NO_THING.test(noun) || matchAppName(tokenizeRequest(noun))) continue;
    return singular && !HOLDS_SEVERAL.test(noun);
  }
  return false;
}
