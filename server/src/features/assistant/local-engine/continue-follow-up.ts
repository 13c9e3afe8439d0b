import { findServiceByKey } from "@shifu/contract";
import { describeTarget } from "./describe-target";
import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { isFollowUp } from "./is-follow-up";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { describesSomething } from "./rank-candidates";

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
  const back = pointBack(current, previous);
  if (back) return back;
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

/** A verb that carries the thing it acts on: 'archívalo', 'bórrala', 'reenvíaselo', 'mándaselas'. */
const CARRIES_THING = /(?:lo|la|los|las)$/;

/**
 * '¿tengo algún correo de Iberia?' then 'archívalo' or 'reenvíaselo a Pedro': a change whose verb carries the thing,
 * naming nothing of its own, acts on what the message before was about: its sender, words, date and kind, with the
 * change's own details (to whom, what to say).
 */
function pointBack(current: SpanishRequest, previous: SpanishRequest): SpanishRequest | undefined {
  if (!current.action || ["list", "search", "read"].includes(current.action) || previous.act) return undefined;
  const words = normalizeText(current.request.text)
    .split(" ")
    .filter((word) => word !== "y" && word !== "e" && word !== "pues" && word !== "ahora");
  const verb = words.find((word) => ALL_VERB_FORMS.has(word));
  if (!verb || !CARRIES_THING.test(verb) || current.objects.length > 0) return undefined;
  const { email, recipients, person, ...ownRest } = current.request;
  // The person a forward goes to is no description of the thing ('reenvíaselo a Pedro').
  if (describesSomething(describeTarget({ ...ownRest, ...(email && !recipients ? { email } : {}) }))) return undefined;
  if (!describesSomething(describeTarget(previous.request))) return undefined;
  const { text: _text, body: _body, name: _name, count: _count, ...target } = previous.request;
  const { act: _act, ...rest } = current;
  // 'mándaselo a Pedro': Pedro is whom it goes to; the thing is still the one from Iberia.
  const sendsOn = ["forward", "send"].includes(current.action) && (recipients ?? person) !== undefined;
  const request = sendsOn
    ? {
        ...target,
        ...current.request,
        recipients: recipients ?? [person ?? ""],
        ...(target.person ? { person: target.person } : {}),
      }
    : { ...target, ...current.request };
  return {
    ...rest,
    objects: previous.objects,
    ...((current.app ?? previous.app) ? { app: current.app ?? previous.app } : {}),
    request,
  };
}
