/**
 * 'el mensaje de miguel de q ya pagaron las nóminas', 'el correo de Rosa de que cambia la sala': a message, maybe with
 * whom it is from, then 'de que' and what it says.
 */
const SAID_THAT =
  /\b((?:mensaje|mensajito|correo|mail|email|e-mail|aviso|post|comentario|hilo)s?(?:\s+(?:de|del)\s+(?!(?:que|q)\b)[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)?)\s+de\s+(?:que|q)\s+/giu;

/**
 * 'dale un 👍 al mensaje de miguel de q ya pagaron las nóminas': what a message says, after 'de que', describes which
 * message it is, as 'sobre' does, and is no message of the person's own to send.
 */
export function readSaidThatAsTopic(text: string): string {
  return text.replace(SAID_THAT, "$1 sobre que ");
}
