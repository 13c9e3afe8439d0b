import type { AppDirectory } from "../../../integrations/app-tool";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { matchPerson } from "./match-place";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** Verbs of what someone said or wrote: '¿qué me dijo Javier…?', '¿qué ha escrito Laura…?'. */
const SAID =
  /\b(?:dijo|dicho|escribio|escrito|mando|mandado|comento|comentado|conto|contado|pregunto|preguntado|puso|puesto)\b/;

/**
 * '¿qué me dijo javier ruiz de la reunión con Rosa? dile que sí, que me viene bien': a message to 'le' with no one
 * named, after asking what someone said, goes to that person. They are whom the question named, found among the
 * people of the app's chats as two words in a row (a first name and a surname), and only when one person fits; else
 * the message is left to the usual rules, which ask whom it goes to.
 */
export function answerWhomHeardBefore(
  previous: SpanishRequest | undefined,
  current: SpanishRequest,
  directory: AppDirectory | undefined,
  can: { answerInvitations: boolean; reply: boolean },
): SpanishRequest | undefined {
  if (!previous) return undefined;
  const answered = can.answerInvitations ? current : readAnswerAsMessage(current, previous);
  // Where nothing is replied to (a team chat's person), 'contéstale que…' is a message to them.
  const said = !can.reply && answered.action === "reply" ? { ...answered, action: "send" as const } : answered;
  if (said.action !== "send" || !said.request.body) return undefined;
  const { person, recipients, email, channel } = said.request;
  if (person || email || channel || (recipients?.length ?? 0) > 0) return undefined;
  const first = normalizeText(said.request.text).split(" ")[0] ?? "";
  if (!/(?:le|les)$/.test(first) || !ALL_VERB_FORMS.has(first)) return undefined;
  const asked = normalizeText(previous.request.text);
  if (!SAID.test(asked)) return undefined;
  const heard = previous.request.person ?? findPersonNamed(asked, directory?.people ?? []);
  return heard ? { ...said, request: { ...said.request, person: heard } } : undefined;
}

/** 'dile que sí, que me viene bien': the words after 'que', which an answer to an invitation would have dropped. */
const TOLD = /^\s*\S+\s+(?:que|q)\s+(\S.*?)[\s.!]*$/iu;

/**
 * Where no invitation can be answered (a team chat), 'dile que sí, que me viene bien' read as accepting one is a
 * message saying so, with the words after 'que' as its text.
 */
function readAnswerAsMessage(current: SpanishRequest, previous: SpanishRequest): SpanishRequest {
  // The words the request before described its thing by are carried over to an answer that points back: not its own.
  const { keywords, dateRange } = current.request;
  const ownWords = keywords !== undefined && keywords !== previous.request.keywords;
  const ownDays = dateRange !== undefined && dateRange !== previous.request.dateRange;
  if (current.action !== "respond" || ownWords || ownDays) return current;
  const body = TOLD.exec(current.request.text)?.[1];
  if (!body) return current;
  const { invitationAnswer: _answer, keywords: _words, dateRange: _days, ...request } = current.request;
  return { ...current, action: "send", objects: [], request: { ...request, body } };
}

/** The one person of the chats two words in a row of the question name, if just one. */
function findPersonNamed(asked: string, people: readonly string[]): string | undefined {
  const words = asked.split(" ");
  const nameWord = (word: string | undefined) => word !== undefined && word.length >= 3 && !isStopword(word);
  const found = new Set(
    words.slice(1).flatMap((word, index) => {
      if (!nameWord(word) || !nameWord(words[index])) return [];
      const named = matchPerson(people, `${words[index]} ${word}`);
      return named ? [named] : [];
    }),
  );
  return found.size === 1 ? [...found][0] : undefined;
}
