/** An answer to an invitation: 'acepta', 'rechaza', 'di que sí', 'dile que no'. */
const ANSWERS = /\b(?:acept|rechaz|declin)\p{L}*|\bque\s+(?:s[ií]|no)\b/iu;

/** 'pero avísale a Rosa de que…', 'pero dile que…': words for whoever invited, opened by 'pero'. */
const BUT_TELLS =
  /(?:\s*,\s*|\s+)pero\s+(?=(?:d[ií]le|d[ií]les|av[ií]sale|av[ií]sales|com[eé]ntale|ponle|escr[ií]bele|expl[ií]cale)\b)/giu;

/**
 * 'acepta lo del comité, pero avísale a Rosa de que llego tarde': after an answer to an invitation, 'pero' only opens
 * the words for whoever invited, which are said as a request of their own (', avísale a Rosa de que…') so that they
 * become the answer's note. A message with no answer in it keeps its 'pero'.
 */
export function splitNoteAfterAnswer(text: string): string {
  const answer = ANSWERS.exec(text);
  if (!answer) return text;
  const head = text.slice(0, answer.index + answer[0].length);
  return head + text.slice(head.length).replace(BUT_TELLS, ", ");
}
