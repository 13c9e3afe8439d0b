import { matchAppName } from "./match-app-name";
import { foldCharacters } from "./normalize-text";
import { tokenizeRequest } from "./tokenize-request";

/** 'un resumen de todo lo que tengo pendiente', 'resúmeme todo lo pendiente', 'un repaso de todo lo que me queda'. */
const SUMMARY_OF_ALL_PENDING =
  /\b(?:resumen|resumir|resume|resumes|resumeme|resumime|repaso|repasame|repasar|repasas)\b[^.?!]*?\btodo\s+lo\s+(?:(?:que|q)\s+(?:tengo|tenga|me\s+queda|queda|hay)\s+)?pendiente\b/;

/** 'entre correos, tareas y demás', 'de mails, tareas, etc.': kinds named only to say everything. */
const EVERY_KIND = /\b(?:y\s+(?:demas|lo\s+demas|todo|tal|eso)|etc)\b/;

/** Kinds of thing named after the summary, which narrow it unless they end by saying 'and the rest'. */
const KIND_NAMED =
  /\b(?:entre|de|en)\s+(?:(?:los|las|mis)\s+)?(?:correos|mails|emails|tareas|mensajes|reuniones|negocios)\b/;

/**
 * 'vengo de 3 días de baja y tengo un caos, ¿me haces un resumen de todo lo que tengo pendiente entre correos, tareas
 * y demás? no sé por dónde empezar': a summary of everything pending, in any app, is the whole request; the story
 * around it (the days away, the chaos) names no period or thing to look for. Kept as said when an app or a kind alone
 * narrows it ('… pendiente en Asana', '… entre mis tareas').
 */
export function readPendingSummaryAsked(text: string): string {
  const folded = foldCharacters(text).toLowerCase();
  const asked = SUMMARY_OF_ALL_PENDING.exec(folded);
  if (!asked || matchAppName(tokenizeRequest(text)) !== undefined) return text;
  const after = folded.slice(asked.index + asked[0].length).split(/[.?!]/)[0] ?? "";
  if (KIND_NAMED.test(after) && !EVERY_KIND.test(after)) return text;
  return "hazme un resumen de todo lo que tengo pendiente";
}
