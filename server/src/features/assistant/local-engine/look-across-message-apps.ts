import type { AssistantKey } from "@shifu/contract";
import type { IntentAction } from "../../../integrations/app-tool";
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
export function lookAcrossMessageApps(parsed: SpanishRequest, assistant: AssistantKey): SpanishRequest | undefined {
  const { request } = parsed;
  if (assistant !== "shifu" || parsed.app || parsed.act || !request.person) return undefined;
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
