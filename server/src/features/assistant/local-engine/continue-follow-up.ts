import { findServiceByKey } from "@shifu/contract";
import { isFollowUp } from "./is-follow-up";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * Completes a follow-up with what the previous request asked for: '¿y los de ayer?' after 'mis correos de Laura'
 * lists mails again, with the new slots only. Anything that is not plainly a follow-up stays as it was.
 */
export function continueFollowUp(current: SpanishRequest, previous: SpanishRequest | undefined): SpanishRequest {
  if (!previous || current.objects.length > 0 || current.act === "greeting" || current.act === "thanks") return current;
  if (current.act === "help") return current;
  // 'en Slack' after '¿En cuál lo miro?': the same request, asked of that app.
  if (namesOnlyApp(current) && current.app) {
    const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = previous;
    return { ...rest, app: current.app };
  }
  if (!isFollowUp(current.request.text)) return current;
  if (previous.aboutKnowledge) return continueKnowledgeQuestion(current, previous);
  if (!previous.action || previous.act) return current;
  const action = current.action && current.action !== "list" ? current.action : previous.action;
  // 'y en Drive?' changes only the place: the rest of the previous request still holds.
  const { text, ...own } = current.request;
  const fileKind = previous.request.fileKind ? { fileKind: previous.request.fileKind } : {};
  const request = Object.keys(own).length === 0 ? { ...previous.request, text } : { ...own, text, ...fileKind };
  return {
    request,
    action,
    objects: previous.objects,
    ...((current.app ?? previous.app) ? { app: current.app ?? previous.app } : {}),
  };
}

/**
 * '¿y el jueves?' after '¿con quién tengo reunión el martes?' asks the memory again, about the same things: the
 * previous words stay in the text, where the memory reads what panels were asked about.
 */
function continueKnowledgeQuestion(current: SpanishRequest, previous: SpanishRequest): SpanishRequest {
  const { text, ...own } = current.request;
  const joined = `${previous.request.text} ${text}`;
  const request = Object.keys(own).length === 0 ? { ...previous.request, text: joined } : { ...own, text: joined };
  return { request, objects: [], aboutKnowledge: true };
}

/** 'en Slack', 'el de Discord': the answer to which app is meant, naming the app and nothing else. */
function namesOnlyApp(current: SpanishRequest): boolean {
  if (!current.app || (current.action && current.action !== "list")) return false;
  const name = normalizeText(findServiceByKey(current.app)?.name ?? current.app);
  const rest = normalizeText(current.request.text)
    .replace(name, " ")
    .split(" ")
    .filter((word) => word && !/^(en|el|la|de|del|pues|mejor|por favor|porfa|vale|ok)$/.test(word));
  return rest.length === 0;
}
