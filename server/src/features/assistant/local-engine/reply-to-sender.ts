import type { AppTool, ListedItem } from "../../../integrations/app-tool";
import { matchesNameLoosely } from "../../../integrations/matches-name-loosely";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'contéstale a Laura que vale': a reply that names only whom it answers answers what that person sent. Returns the
 * person, or undefined when the request also says which mail ('lo del presupuesto', a quoted subject), which the
 * ranking then settles.
 */
export function readRepliedSender(tool: AppTool, parsed: SpanishRequest): string | undefined {
  const { request } = parsed;
  if (request.keywords || request.quoted || request.name) return undefined;
  return readRepliedPerson(tool, parsed);
}

/** Whom a reply to a mail answers, when the request names them: 'contesta a Rosa lo de la reunión'. */
export function readRepliedPerson(tool: AppTool, parsed: SpanishRequest): string | undefined {
  if (tool.intent.action !== "reply" || !tool.intent.objects.includes("email")) return undefined;
  return parsed.request.email ?? parsed.request.person;
}

/** A mail the person sent is listed by whom it went to ('Para Pedro Sánchez'): it is theirs, not Pedro's, to answer. */
const SENT_TO = /^Para\s/;

/**
 * The newest mail `sender` sent, among the candidates. Only the sender counts: how often a name appears in a mail's
 * text (a signature, an invitation that lists them) says nothing of which mail a reply answers, and a mail that only
 * mentions them is not theirs to answer.
 */
export function pickSendersNewest(items: readonly ListedItem[], sender: string): ListedItem | undefined {
  const time = (item: ListedItem) => Date.parse(item.date ?? "") || 0;
  return items
    .filter((item) => item.from !== undefined && !SENT_TO.test(item.from) && matchesNameLoosely(item.from, sender))
    .reduce<ListedItem | undefined>(
      (newest, item) => (!newest || time(item) > time(newest) ? item : newest),
      undefined,
    );
}

function capitalizeName(name: string): string {
  return name.includes("@")
    ? name
    : name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Nothing from them to answer: said plainly, with the new mail that can be written instead. */
export function composeNoMailFrom(sender: string): string {
  const name = capitalizeName(sender.trim());
  return (
    `No he encontrado ningún correo de ${name} al que responder, así que no he hecho nada. ` +
    `Si quieres, le escribo un correo nuevo: dime «escríbele a ${name} que…».`
  );
}
