import type { ListedItem } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";

/** Orders written to whoever reads the text, an assistant included: no honest sender writes them. */
const ORDERS =
  /\b(ignora (tus|las|todas las|sus) (instrucciones|ordenes)|borra (todos|todas) (los|las)|sin (pedir|preguntar) confirmacion|orden del administrador)\b/;

/** The usual marks of a fraud, none of which alone makes one: a bank may speak of 'su cuenta', IT of passwords. */
const FRAUD_MARKS: readonly RegExp[] = [
  /\b(urgente|urgencia|inmediat[oa]|requerid[oa]|suspendid[oa]|bloquead[oa]|caducad[oa]|ultimo aviso)\b/,
  /\b(contrasenas?|claves? de acceso|codigo de verificacion|datos bancarios|numero de tarjeta)\b/,
  /\b(tu|su) (cuenta|buzon)\b/,
];

/**
 * Whether a mail or message looks like a fraud (phishing, spam): it gives orders to its reader, or shows two marks of
 * one at once. What people call 'sospechoso', 'phishing' or 'raro' is judged this way, since no such mail says it is.
 */
export function looksSuspicious(item: ListedItem): boolean {
  const text = normalizeText([item.title, item.from, item.snippet].filter(Boolean).join(" "));
  if (ORDERS.test(text)) return true;
  return FRAUD_MARKS.filter((mark) => mark.test(text)).length >= 2;
}
