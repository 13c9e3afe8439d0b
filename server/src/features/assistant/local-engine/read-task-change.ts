import type { IntentAction, IntentObject, ParsedRequest } from "../../../integrations/app-tool";
import type { Token } from "./tokenize-request";

type TaskChange = { action: IntentAction | undefined; objects: IntentObject[] };

/** 'pon', 'deja', 'cambia' opening the request: putting a thing on a day. */
const PUTS = /^(?:pon|deja|cambia)$/;
/** 'ponla', 'déjalo', 'cámbiala': putting the thing already named on a day. */
const PUTS_IT = /^(?:pon|dej|cambi)a?(?:la|lo|las|los)$/;
/** 'dale a Lucía la tarea…', 'pásale a Pedro lo de…': handing a thing to someone. */
const GIVES_TO = /^(?:dale|daselo|dasela|pasale|pasaselo|pasasela)$/;

const DUE_THINGS: readonly IntentObject[] = ["task", "item"];

function setKeywords(request: ParsedRequest, words: string | undefined, dropped: RegExp): void {
  const kept = words
    ?.split(/\s+/)
    .filter((part) => !dropped.test(part.toLowerCase()))
    .join(" ")
    .trim();
  if (kept) request.keywords = kept;
  else delete request.keywords;
}

/**
 * 'pon la tarea de los banners para mañana', 'la de las facturas ponla para el jueves': a task said with 'la' (or
 * 'ponla') exists, and put on a day it is due then; only 'ponme una tarea…' makes a new one.
 */
function readPutOnDay(tokens: readonly Token[], change: TaskChange, request: ParsedRequest): TaskChange | undefined {
  const day = request.dueDate ?? request.dateRange?.from;
  if (!day || request.body || !change.objects.every((object) => DUE_THINGS.includes(object))) return undefined;
  const pointed = tokens.some((token) => PUTS_IT.test(token.norm));
  const definite =
    change.action === "create" &&
    PUTS.test(tokens[0]?.norm ?? "") &&
    /^(?:la|el|las|los|lo)$/.test(tokens[1]?.norm ?? "") &&
    change.objects.length > 0;
  if (!pointed && !definite) return undefined;
  setKeywords(request, request.name ?? request.keywords, PUTS_IT);
  request.dueDate = day;
  delete request.name;
  delete request.dateRange;
  delete request.dueBy;
  return { action: "reschedule", objects: ["task"] };
}

/** 'pon a Lucía como responsable de…', 'deja a Pedro de encargado de…'. */
const IN_CHARGE = /^(?:pon|deja)\s+a\s+.+?\s+(?:como|de)\s+(?:responsable|encargad[oa])\b/;

/** 'dale a Lucía la tarea de la comida', 'pon a Lucía como responsable de…': the task goes to Lucía, as 'asígnale' says. */
function readGiveTo(tokens: readonly Token[], change: TaskChange, request: ParsedRequest): TaskChange | undefined {
  const person = request.person;
  const said = tokens.map((token) => token.norm).join(" ");
  const gives = GIVES_TO.test(tokens[0]?.norm ?? "") || IN_CHARGE.test(said);
  if (!gives || tokens[1]?.norm !== "a" || !person) return undefined;
  if (!change.objects.some((object) => DUE_THINGS.includes(object))) return undefined;
  request.assignee = person;
  delete request.person;
  setKeywords(request, request.name ?? request.keywords, GIVES_TO);
  delete request.name;
  return { action: "assign", objects: change.objects };
}

/** 'la de hoteles ya la hice', 'lo del seguro ya está hecho': the person says it is done, which is ticking it off. */
const SAYS_DONE =
  /\bya\s+(?:(?:la|lo|las|los)\s+(?:hice|he\s+hecho|termine|he\s+terminado|acabe|he\s+acabado|complete)|esta(?:n)?\s+(?:hech[ao]s?|terminad[ao]s?|acabad[ao]s?))\b/;

/** The words that say a thing is done, which describe no thing: 'ya la hice', 'como echa'. */
const DONE_WORDS =
  /^(?:ya|la|lo|las|los|hice|he|hecho|hecha|echa|echo|termine|terminado|terminada|acabe|acabado|complete|esta|estan)$/;

function readSaidDone(tokens: readonly Token[], change: TaskChange, request: ParsedRequest): TaskChange | undefined {
  const said = tokens.map((token) => token.norm).join(" ");
  const ticked = change.action === "complete" && /\bcomo\s+ech[ao]s?\b/.test(said);
  const told = change.action === undefined && SAYS_DONE.test(said) && /^(?:la|el|lo|las|los)\s+de(?:l)?\s/.test(said);
  if ((!ticked && !told) || !change.objects.every((object) => DUE_THINGS.includes(object))) return undefined;
  setKeywords(request, request.keywords, DONE_WORDS);
  return { action: "complete", objects: change.objects };
}

/**
 * A change to an existing task said without the usual verb, put on a day, given to someone or said to be done: the request's slots are
 * set for it, and the action and kind returned; undefined leaves the request as it was.
 */
export function readTaskChange(
  tokens: readonly Token[],
  change: TaskChange,
  request: ParsedRequest,
): TaskChange | undefined {
  return (
    readPutOnDay(tokens, change, request) ??
    readGiveTo(tokens, change, request) ??
    readSaidDone(tokens, change, request)
  );
}
