import type { AssistantKey, ServiceKey } from "@shifu/contract";
import type { AppDirectory, IntentAction } from "../../../integrations/app-tool";
import { findNamedPerson } from "./ground-person-filter";
import { isStopword } from "./is-stopword";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { isWordedAsQuestion } from "./plan-fact-question";

/** Readings of 'mensajes de X' that ask to see them. */
const READING_ACTIONS: readonly (IntentAction | undefined)[] = ["list", "search", "read"];
/** '¿hay algún mensaje nuevo de Laura?': asking whether there is one, which makes none. */
const ASKS_WHETHER = /^(?:hay|tengo|tienes|me\s+han?\s+llegado|ha\s+llegado)\b/;

/**
 * '¿tengo algún mensaje de Laura?' in the general chat: 'mensaje' names no app, and Laura may have written by mail
 * as well as in any chat, so the request is the search across every connected app for her, not the listing of the
 * one chat whose members include her. A place, a kind of message (mentions, direct ones) or an app said keeps the
 * request where it was.
 */
export function lookAcrossMessageApps(
  parsed: SpanishRequest,
  assistant: AssistantKey,
  directories?: ReadonlyMap<ServiceKey, AppDirectory>,
): SpanishRequest | undefined {
  const { request } = parsed;
  if (assistant !== "shifu" || parsed.app || parsed.act) return undefined;
  if (!request.person && !namesSomeone(request.keywords, directories)) return undefined;
  if (parsed.objects.length !== 1 || parsed.objects[0] !== "message") return undefined;
  if (request.channel || request.place || request.mentionsOnly || request.directOnly) return undefined;
  if (request.body !== undefined || request.quoted !== undefined) return undefined;
  const asksWhether =
    parsed.action === "create" &&
    isWordedAsQuestion(request.text) &&
    ASKS_WHETHER.test(normalizeText(request.text.replace(/^[¿¡\s]+/, "")));
  if (!READING_ACTIONS.includes(parsed.action) && !asksWhether) return undefined;
  // 'marta lopez' may have been read as the person 'marta' and the word 'lopez': the search wants the whole name.
  const keywords = [request.person, request.keywords].filter(Boolean).join(" ");
  return { ...parsed, action: "search", objects: ["anything"], request: { ...request, keywords } };
}

/**
 * 'de javier ruiz' written in lower case is read as words, as 'javier' could be a verb: they still name someone when
 * each of them fits a person some app lists.
 */
function namesSomeone(keywords: string | undefined, directories?: ReadonlyMap<ServiceKey, AppDirectory>): boolean {
  const words = normalizeText(keywords ?? "")
    .split(" ")
    .filter((word) => word.length >= 3 && !isStopword(word));
  if (words.length === 0) return false;
  return [...(directories ?? [])].some(([, directory]) => {
    const fit = findNamedPerson(directory.people ?? [], words.join(" "));
    return fit !== undefined && words.every((word) => fit.words.has(word));
  });
}
