/**
 * 'no puedo ir', 'al final no voy', 'no voy a poder ir', 'sí que voy', 'me apunto': whether the person goes, said of a
 * meeting named just before it, answers its invitation.
 */
const DECLINES =
  "(?:(?:al\\s+final|ya|lo\\s+siento(?:\\s+pero)?|me\\s+temo\\s+que)\\s+)?no\\s+(?:puedo\\s+(?:ir|asistir)|podr[eé]\\s+(?:ir|asistir)|voy\\s+a\\s+poder\\s+(?:ir|asistir)|voy|asisto|me\\s+da\\s+la\\s+vida\\s+para\\s+ir)";
const ACCEPTS = "(?:(?:al\\s+final\\s+)?s[ií]\\s+(?:que\\s+)?voy|me\\s+apunto|cuenta\\s+conmigo|all[ií]\\s+estar[eé])";

/** A meeting named first ('lo de ciberseguridad', 'la formación del jueves'), then whether the person goes, then more. */
const GOING = new RegExp(
  `^(?<meeting>\\s*(?:a\\s+)?(?:el|la|los|las|lo|al)\\s[^,.;:!?¿]*?)\\s+(?:(?<declines>${DECLINES})|(?<accepts>${ACCEPTS}))(?:\\s+(?:a\\s+)?(?:ella|[eé]l|eso))?\\s*(?<rest>(?:[,.;]\\s*|\\s+y\\s+|\\s+pero\\s+)\\S.*)?$`,
  "iu",
);

/** 'dile a Carlos que…', 'avísale de que…': words for whoever invited, which become the answer's note. */
const TELLS_AFTER =
  /^(?:[,.;]\s*|\s+(?:y|pero)\s+)(?:y\s+|pero\s+)?(?:d[ií]le|d[ií]les|av[ií]sale|com[eé]ntale|ponle|escr[ií]bele)\b/iu;

/**
 * 'lo de ciberseguridad no puedo ir, dile a Carlos que lo siento mucho': the meeting named first and whether the
 * person goes is the answer to its invitation ('rechaza lo de ciberseguridad'), and what follows for whoever invited
 * stays, to be its note. Only when a meeting is named first and anything after it is words for them; any other
 * request as it was.
 */
export function readGoingAsInvitationAnswer(text: string): string {
  const { meeting, declines, rest } = GOING.exec(text)?.groups ?? {};
  if (!meeting) return text;
  if (rest && !TELLS_AFTER.test(rest)) return text;
  const thing = meeting
    .trim()
    .replace(/^a\s+/i, "")
    .replace(/^al\s+/i, "el ");
  const verb = declines ? "rechaza" : "acepta";
  const after = rest ? `, ${rest.replace(/^(?:[,.;]\s*|\s+)(?:(?:y|pero)\s+)?/u, "")}` : "";
  return `${verb} ${thing}${after}`;
}
