import type { AssistantKey, ServiceKey } from "@shifu/contract";
import type { AppDirectory } from "../../../integrations/app-tool";
import { findAppsForObject } from "./find-apps-for-object";
import { isStopword } from "./is-stopword";
import { matchPerson } from "./match-place";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'escríbele a sofía herrera que me quedo con los folletos azules' in the general chat: no app and no kind of message
 * is said, so the message goes where the person is. A whole name (first name and surname) that only one team chat
 * lists names someone of that chat; a first name alone, or a name several chats list, is left to the usual rules.
 */
export function sendToChatMember(
  parsed: SpanishRequest,
  assistant: AssistantKey,
  directories?: ReadonlyMap<ServiceKey, AppDirectory>,
): SpanishRequest | undefined {
  const { request } = parsed;
  if (assistant !== "shifu" || parsed.app || parsed.action !== "send" || !request.body) return undefined;
  if (request.email || request.channel || request.place) return undefined;
  if (parsed.objects.some((object) => object !== "message")) return undefined;
  const written = [request.person, request.keywords].filter(Boolean).join(" ");
  const words = normalizeText(written)
    .split(" ")
    .filter((word) => word.length >= 3 && !isStopword(word));
  if (words.length < 2) return undefined;
  const chatApps = findAppsForObject("message");
  const holding = [...(directories ?? [])].filter(
    ([app, directory]) => chatApps.includes(app) && matchPerson(directory.people ?? [], words.join(" ")) !== undefined,
  );
  const [only] = holding;
  return holding.length === 1 && only ? { ...parsed, app: only[0] } : undefined;
}
