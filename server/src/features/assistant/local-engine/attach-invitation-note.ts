import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'dile a Carlos que…', 'ponle que…', 'coméntale que…', 'pero avísale a Rosa de que…': words for the person who will
 * read the answer.
 */
const TELLS =
  /^\s*(?:(?:porfa|porfi|por favor|oye)[\s,]+)?(?:y\s+|pero\s+)?(?:dile|dil[eé]s|ponle|com[eé]ntale|av[ií]sale|d[eé]jale|escr[ií]bele|expl[ií]cale)\b(?:\s+a\s+(?!que\b)[\p{L}-]+(?:\s+(?!que\b|q\b|de\b)[\p{L}-]+)?)?\s+(?:de\s+)?(?:que|q)\s+(.+?)[\s.!?]*$/iu;

/** 'dile a Carlos que no puedo ir, recházala': the answer said after the words for the organiser. */
const TOLD_THEN_ANSWERED = /^(.+?)[,;]\s*(?:y\s+)?((?:rech[aá]z|acept|declin)\p{L}*\b.*)$/iu;

/** '…no puedo ir a la formación', '…llego tarde al comité': the meeting a note speaks of, at its end. */
const MEETING_AT_END =
  /\b(?:a|al|de|del|en)\s+(?:(?:la|el|los|las)\s+)?([\p{L}]+(?:\s+(?:de|del|con)?\s*[\p{L}]+){0,3})$/iu;

function readNamedMeeting(note: string): { keywords: string } | Record<string, never> {
  const meeting = MEETING_AT_END.exec(note)?.[1];
  return meeting ? { keywords: meeting } : {};
}

/**
 * 'dile a Carlos que no puedo ir, recházala' becomes 'recházala. dile a Carlos que no puedo ir': with the answer
 * first, the words for the organiser are read as a request of their own, and then joined to it as its note.
 */
export function putInvitationAnswerFirst(text: string): string {
  const match = TOLD_THEN_ANSWERED.exec(text);
  const told = match?.[1];
  const answer = match?.[2];
  if (!told || !answer || !TELLS.test(told)) return text;
  return `${answer}. ${told}`;
}

/**
 * 'acepta la comida con Javier y ponle que llego tarde': words for the organiser beside an answer to an invitation
 * are its note, never a mail of their own. When the answer names no invitation, the note's words find it ('dile a
 * Carlos que no puedo ir a la formación, recházala').
 */
export function attachInvitationNote(requests: SpanishRequest[]): SpanishRequest[] {
  const answers = requests.filter((request) => request.action === "respond");
  if (answers.length === 0) return requests;
  const notes = requests.flatMap((request, index) => {
    const note = request.action === "respond" ? undefined : TELLS.exec(request.request.text)?.[1];
    // With several answers, the note is for the one said just before it ('acepta A y rechaza B, ponle que…').
    const answer = answers.length === 1 ? answers[0] : requests.slice(0, index).findLast((r) => r.action === "respond");
    return note && answer ? [{ request, note, answer }] : [];
  });
  const note = notes[0];
  if (!note || notes.length > 1) return requests;
  const { answer } = note;
  const noted: SpanishRequest = {
    ...answer,
    request: {
      ...answer.request,
      body: note.note,
      ...(answer.request.keywords ? {} : readNamedMeeting(note.note)),
    },
  };
  return requests.flatMap((request) => (request === note.request ? [] : request === answer ? [noted] : [request]));
}
