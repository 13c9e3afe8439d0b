import { foldCharacters } from "./normalize-text";

/**
 * ', de asunto ponle contrato logística norte', ', con el asunto: pedido 4521', 'y como asunto pon revisión': the
 * subject said after the message, which the message would otherwise swallow.
 */
const SUBJECT_AFTER =
  /[,;.]?\s+(?:y\s+)?(?:(?:con|de|como)\s+(?:el\s+)?asunto|pon(?:le|ele|e)?\s+(?:de|como)\s+asunto)(?!\s+(?:de|del)\b)\s*(?::\s*|(?:pon(?:le|ele|e)?|que\s+(?:ponga|sea|diga))\s+)?(?=\S)/u;

/**
 * A message body with the subject said at its end split off: 'preguntándole si ya tiene los cambios, de asunto ponle
 * contrato logística norte' is a body and the subject 'Contrato logística norte'. A question keeps its closing mark.
 */
export function splitSubjectAfterBody(body: string): { body: string; subject?: string } {
  const found = SUBJECT_AFTER.exec(foldCharacters(body));
  if (!found || found.index === 0) return { body };
  const asked = /\?\s*$/.test(body);
  const subject = body
    .slice(found.index + found[0].length)
    .replace(/[?.!\s«»"“”]+$/u, "")
    .replace(/^[«"“]+/u, "");
  const rest = body.slice(0, found.index).trimEnd();
  if (!subject || !rest) return { body };
  return {
    body: asked && !rest.endsWith("?") ? `${rest}?` : rest,
    subject: `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`,
  };
}
