import { holdsMessageOpener } from "./opens-message";

/** Orders that hand a thing to someone: 'reenvíasela', 'pásale', 'compártelo', 'mándaselo', 'asígnale'. */
const HANDS_OVER =
  /^(?:y\s+)?(?:reenv\p{L}*|p[aá]sa\p{L}*|comp[aá]rt\p{L}*|m[aá]nda\p{L}*|env[ií]a\p{L}*|envi[aá]\p{L}*|reexpide\p{L}*|as[ií]gna\p{L}*|delega\p{L}*)\b/iu;

/**
 * ', así la mete en el cierre', 'así lo tiene', 'así puede revisarlo': why the thing is handed over, said after whom
 * to. 'así que' opens a result too ('así que lo tenga'). What a message says ('dile que así lo tiene') is no purpose.
 */
const PURPOSE =
  /\s*,?\s+as[ií]\s+(?:que\s+)?(?:(?:ya|tambi[eé]n)\s+)?(?:la|lo|las|los|le|les|me|nos|se|puede|pueda|pueden|puedan|tiene|tenga|tienen|ve|vea|mira|mire|revisa|revise)\b.*$/iu;

/**
 * 'reenvíasela a Marta López así la mete en el cierre': the purpose of a forward or a share names neither the thing
 * nor whom it goes to, so it is left out; any other request as it was.
 */
export function dropPurposeAfterOrder(text: string): string {
  if (!HANDS_OVER.test(text.trim())) return text;
  const purpose = PURPOSE.exec(text);
  if (!purpose) return text;
  const before = text.slice(0, purpose.index);
  return holdsMessageOpener(before) ? text : before;
}
