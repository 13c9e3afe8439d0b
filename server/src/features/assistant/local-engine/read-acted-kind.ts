import type { IntentObject } from "../../../integrations/app-tool";
import type { SpanishRequest } from "./parse-spanish-request";

/** Things someone sent, the only ones a forward or a reply takes. */
const SENT_THINGS: readonly IntentObject[] = ["email", "message", "chat", "comment", "invitation"];

/**
 * The kind of thing a request acted on, for 'y archiva el de LinkedIn' to name another of it. 'reenvía el acta de la
 * reunión' names a meeting among its words, but what is forwarded is a message: a kind the change cannot take is
 * none, and the chat's own things are meant.
 */
export function readActedKind(previous: SpanishRequest): IntentObject[] | undefined {
  const takesSent = previous.action === "forward" || previous.action === "reply";
  if (takesSent && !previous.objects.some((object) => SENT_THINGS.includes(object))) return undefined;
  return previous.objects;
}

/**
 * The kind of thing a request that points back takes from the one before: 'quién me invitó a la reunión de
 * seguimiento? reenvíaselo a Carlos' forwards the mail of the invitation, not the meeting, so a forward or a reply
 * keeps its own kind when the request before named no sent thing.
 */
export function readKindPointedAt(previous: SpanishRequest, current: SpanishRequest): IntentObject[] {
  const takesSent = current.action === "forward" || current.action === "reply";
  return takesSent && !previous.objects.some((object) => SENT_THINGS.includes(object))
    ? current.objects
    : previous.objects;
}
