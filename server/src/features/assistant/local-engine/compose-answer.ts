import { joinSpanishList } from "@shifu/contract";
import type { IntentObject, ListedItem, ParsedRequest, ToolOutput } from "../../../integrations/app-tool";
import { toLocalDay } from "../../../integrations/to-local-day";
import { RECALL_KNOWLEDGE_TOOL } from "../create-recall-knowledge-tool";
import type { RequestOutcome } from "./advance-request";
import { answerAddress, answerPhone, answerWhoWrote } from "./answer-about-person";
import { answerEventPlace } from "./answer-event-place";
import { answerFileSize } from "./answer-file-size";
import { answerRemainingCount } from "./answer-remaining-count";
import { answerWhoHandles, answerWhoHandlesDocument } from "./answer-who-handles";
import { answerWhoMade, answerWhoMadeDocument } from "./answer-who-made";
import { composeInvitation, nameApp } from "./compose-spanish-replies";
import { type Question, readWantedFacts } from "./detect-question";
import { findCountedFact } from "./find-counted-fact";
import { findDocumentPassage, rateRead } from "./find-document-passage";
import {
  formatItems,
  formatToolOutput,
  PLURAL_NAMES,
  SINGULAR_NAMES,
  sanitize,
  shortenAtWord,
} from "./format-tool-output";
import { asksWhatIsPending, listOpenItems } from "./list-open-items";
import { narrowByPlace } from "./narrow-by-place";
import { narrowByTaskFilters } from "./narrow-by-task-filters";
import { narrowOpenItems } from "./narrow-open-items";
import { normalizeText } from "./normalize-text";
import { composeFactQuestion, isWordedAsQuestion } from "./plan-fact-question";
import type { RequestPlan } from "./plan-request";
import type { TargetDescription } from "./rank-candidates";
import { readAskedThing } from "./read-asked-thing";
import type { ToolStep } from "./read-conversation";
import { readAnsweringText, readItemText } from "./read-item-text";
import { pickSuperlative, readCountedMeasure, readMeasure, readMeasureSuperlative } from "./read-superlative";
import { composeNoMailFrom } from "./reply-to-sender";
import { asksBeyondTitle, summarizeText } from "./summarize-text";

type AnswerOptions = { now: Date; timeZone: string };
type CallPlan = Extract<RequestPlan, { kind: "call" }>;

/** What was looked for, as the person said it: a quoted title, or the describing words with 'o' between choices. */
function nameDescription(description: TargetDescription): string | undefined {
  if (description.quoted) return description.quoted;
  const named = description.alternatives.map((words) => words.join(" ")).filter(Boolean);
  return named.length > 0 ? named.join(" o ") : undefined;
}

/** 'sin leer', 'de Laura', 'atrasadas': the filters that made the list, to say what was counted. */
function describeFilters(request: ParsedRequest, noun: string): string {
  const parts: string[] = [];
  if (request.unreadOnly) parts.push("sin leer");
  if (request.undated) parts.push("sin fecha");
  if (request.urgent) parts.push("urgentes");
  // 'tareas completadas', 'una tarea completada', 'elementos completados': the word agrees with what is listed.
  if (request.completed) parts.push(`completad${/as?$/.test(noun) ? "a" : "o"}${noun.endsWith("s") ? "s" : ""}`);
  if (request.person) parts.push(`de ${request.person}`);
  const { above, below } = request.amount ?? {};
  if (above !== undefined && below !== undefined)
    parts.push(`de entre ${formatMoney(above, "EUR")} y ${formatMoney(below, "EUR")}`);
  else if (above !== undefined) parts.push(`de más de ${formatMoney(above, "EUR")}`);
  else if (below !== undefined) parts.push(`de menos de ${formatMoney(below, "EUR")}`);
  return parts.length > 0 ? ` ${parts.join(" ")}` : "";
}

/**
 * 'negocios que cierran este mes': a listing whose tool takes no dates is narrowed here to the things due in the days
 * asked, when its things have a due date; a tool that took the dates has already narrowed them. Contacts and posts
 * ('contactos nuevos esta semana', 'publicaciones de ayer') are narrowed by the day each one was added.
 */
/** Things whose date is the day they were added, which is what days said of them ask about. */
const ADDED_THINGS: readonly string[] = ["contact", "media"];

function narrowByDue<T extends ToolOutput>(output: T, request: ParsedRequest, input: Record<string, unknown>): T {
  const range = request.dateRange;
  if (!range || output.kind !== "list") return output;
  const field = output.items.some((item) => item.due)
    ? "due"
    : ADDED_THINGS.includes(output.object) && output.items.some((item) => item.date)
      ? "date"
      : null;
  if (!field) return output;
  if (Object.keys(input).some((key) => /since|until|after|before|from|to|due|date|day/i.test(key))) return output;
  const from = range.from ? Date.parse(range.from) : Number.NEGATIVE_INFINITY;
  const to = range.to ? Date.parse(range.to) : Number.POSITIVE_INFINITY;
  const items = output.items.filter((item) => {
    const when = item[field];
    const due = when ? Date.parse(when) : Number.NaN;
    return due >= from && due <= to;
  });
  return { ...output, items, total: items.length };
}

/** A state that says a thing is finished, and one that says it is being worked on, as providers show them. */
const DONE_STATE = /\b(listo|lista|hecho|hecha|done|complet\w*|terminad[oa]|cerrad[oa]|finalizad[oa])\b/i;
const WORKING_STATE = /\b(trabajando|en curso|en progreso|en proceso|in progress|haciendo)\b/i;

/** The state an item shows ('Estado: Trabajando en ello'), if it shows one. */
function readState(item: ListedItem): string | undefined {
  return item.details?.find((detail) => /^(estado|status)\s*:/i.test(detail))?.replace(/^[^:]*:\s*/, "");
}

/**
 * '¿hay algo atrasado?', '¿qué tengo en marcha?' asked of a listing whose tool takes no such filter (monday.com): its
 * things are narrowed here, overdue being due before today and not finished, in progress being in a working state,
 * done being in a finished one ('¿qué terminé ayer?' of a listing of open things finds none, and says so).
 */
function narrowByState<T extends ToolOutput>(
  output: T,
  request: ParsedRequest,
  input: Record<string, unknown>,
  options: AnswerOptions,
): T {
  if (output.kind !== "list" || (!request.overdue && !request.inProgress && !request.completed)) return output;
  if (Object.keys(input).some((key) => /overdue|progress|status|state|completed/i.test(key))) return output;
  const today = toLocalDay(options.now.toISOString(), options.timeZone);
  const items = output.items.filter((item) => {
    const state = readState(item) ?? "";
    if (request.overdue && !(item.due && toLocalDay(item.due, options.timeZone) < today && !DONE_STATE.test(state)))
      return false;
    if (request.completed && !DONE_STATE.test(state)) return false;
    return !request.inProgress || WORKING_STATE.test(state);
  });
  return { ...output, items, total: items.length };
}

/**
 * 'el archivo que subió Pedro la semana pasada': a listing whose tool took no dates of its own is narrowed here to the
 * things made or sent in the days said, by the date each one shows.
 */
function narrowByCreated<T extends ToolOutput>(output: T, request: ParsedRequest, input: Record<string, unknown>): T {
  const range = request.createdRange;
  if (!range || output.kind !== "list" || !output.items.some((item) => item.date)) return output;
  if (Object.keys(input).some((key) => /created|since|until|after|before|modified/i.test(key))) return output;
  const from = range.from ? Date.parse(range.from) : Number.NEGATIVE_INFINITY;
  const to = range.to ? Date.parse(range.to) : Number.POSITIVE_INFINITY;
  const items = output.items.filter((item) => {
    const made = item.date ? Date.parse(item.date) : Number.NaN;
    return made >= from && made <= to;
  });
  return { ...output, items, total: items.length };
}

/**
 * 'negocios de más de 20.000 €': no provider listing takes a range of amounts, so the things listed are narrowed to it
 * here, and what is counted or summed is what is left.
 */
function narrowByAmount<T extends ToolOutput>(output: T, request: ParsedRequest): T {
  const { amount } = request;
  if (!amount || output.kind !== "list") return output;
  const items = output.items.filter((item) => {
    const value = readAmount(item)?.value;
    if (value === undefined) return false;
    return (amount.above === undefined || value > amount.above) && (amount.below === undefined || value < amount.below);
  });
  return { ...output, items, total: items.length };
}

/** A money amount in Spanish: '45.000 €', '1.250,50 €'. */
function formatMoney(value: number, currency: string): string {
  try {
    const whole = Number.isInteger(value);
    // Grouped always: Spanish style leaves four-digit numbers bare ('9800 €'), which reads worse next to '12.000 €'.
    return new Intl.NumberFormat("es-ES", {
      style: "currency",
      currency,
      useGrouping: "always",
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    } as Intl.NumberFormatOptions).format(value);
  } catch {
    return `${new Intl.NumberFormat("es-ES").format(value)} ${currency}`;
  }
}

/** An item's amount, from the tool's structured field, or from an 'Importe: 12.000 €' detail the provider gave. */
function readAmount(item: ListedItem): { value: number; currency: string } | undefined {
  if (item.amount) return item.amount;
  for (const detail of item.details ?? []) {
    const match = /(?:importe|valor|cantidad)\s*:\s*([\d.,]+)\s*(€|eur|\$|usd)?/i.exec(detail);
    if (!match?.[1]) continue;
    const value = Number(match[1].replace(/\./g, "").replace(",", "."));
    if (Number.isFinite(value)) return { value, currency: /\$|usd/i.test(match[2] ?? "") ? "USD" : "EUR" };
  }
  return undefined;
}

/** A count an item's details give under a label: 'Me gusta: 214' → 214. */
function readCounted(item: ListedItem, label: string): number | undefined {
  const prefix = `${label.toLowerCase()}:`;
  const detail = item.details?.find((entry) => entry.toLowerCase().startsWith(prefix));
  const value = detail ? Number(detail.slice(prefix.length).trim().replace(/\./g, "")) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

const SUPERLATIVE_HEADINGS: Record<NonNullable<ParsedRequest["superlative"]>, string> = {
  largest: "Con el importe más alto",
  smallest: "Con el importe más bajo",
  soonest: "Con la fecha más próxima",
  latest: "Con la fecha más lejana",
};

/**
 * '¿cuál es el negocio más grande?', '¿cuál cierra antes?': the first of the things once ordered, with what orders
 * it; things without the amount or the date asked about cannot be first.
 */
function answerSuperlative(
  items: readonly ListedItem[],
  { superlative, superlativeOf }: ParsedRequest,
  plural: string,
  options: AnswerOptions,
): string | undefined {
  if (!superlative) return undefined;
  const byAmount = superlative === "largest" || superlative === "smallest";
  const keyOf = (item: ListedItem) =>
    superlativeOf
      ? readCounted(item, superlativeOf)
      : byAmount
        ? readAmount(item)?.value
        : Date.parse(item.due ?? "") || undefined;
  const keyed = items.flatMap((item) => {
    const key = keyOf(item);
    return key === undefined ? [] : [{ item, key }];
  });
  if (keyed.length === 0) return undefined;
  const ascending = superlative === "smallest" || superlative === "soonest";
  const [first] = keyed.toSorted((a, b) => (ascending ? a.key - b.key : b.key - a.key));
  if (!first) return undefined;
  const most = superlativeOf
    ? `Con ${superlative === "largest" ? "más" : "menos"} ${superlativeOf.toLowerCase()}`
    : SUPERLATIVE_HEADINGS[superlative];
  const heading = keyed.length > 1 ? `${most} de tus ${keyed.length} ${plural}` : "Solo hay uno";
  return `${heading}:\n\n${formatItems([first.item], options)}`;
}

function answerTotal(output: Extract<ToolOutput, { kind: "list" }>, options: AnswerOptions): string {
  const amounts = output.items.map(readAmount);
  const one = answerAmountOfOne(output.items, options);
  if (one) return one;
  const known = amounts.filter((amount): amount is { value: number; currency: string } => amount !== undefined);
  const plural = PLURAL_NAMES[output.object];
  if (known.length === 0) return `Ninguno de tus ${plural} tiene importe, así que no hay nada que sumar.`;
  const byCurrency = new Map<string, number>();
  for (const amount of known) byCurrency.set(amount.currency, (byCurrency.get(amount.currency) ?? 0) + amount.value);
  const total = [...byCurrency].map(([currency, value]) => formatMoney(value, currency)).join(" y ");
  const count = output.total ?? output.items.length;
  const missing = known.length < output.items.length ? ` (${output.items.length - known.length} sin importe)` : "";
  return `En total suman **${total}**, entre ${count} ${plural}${missing}:\n\n${formatItems(output.items, options)}`;
}

/**
 * 'la página más comentada', 'el post con menos me gusta': past the orders `answerSuperlative` knows, the one item
 * with the most (or least) of any measure its details show, instead of the whole list.
 */
function answerMeasureSuperlative(
  items: readonly ListedItem[],
  request: ParsedRequest,
  options: AnswerOptions,
): string | undefined {
  const superlative = readMeasureSuperlative(request.text);
  const best = superlative && items.length > 1 ? pickSuperlative(items, superlative) : undefined;
  if (!superlative || !best) return undefined;
  const amount = best.label === "importe" ? readAmount(best.item) : undefined;
  const value = amount ? formatMoney(amount.value, amount.currency) : new Intl.NumberFormat("es-ES").format(best.value);
  const title = sanitize(best.item.title) || "(sin título)";
  const measure = amount
    ? `el ${superlative.most ? "mayor" : "menor"} importe`
    : `${superlative.most ? "más" : "menos"} ${best.label}`;
  return `Con ${measure}: **${title}** (${value}).\n\n${formatItems([best.item], options)}`;
}

/** The most things a measure is given for one by one ('¿cuántos likes tiene…?'); more is a count of things. */
const MEASURED_AT_MOST = 3;

/**
 * '¿cuántos likes tiene lo del caso de éxito?': what is counted is a measure each thing shows, not the things, so
 * the answer is that number for each of the few things described.
 */
function answerMeasure(items: readonly ListedItem[], request: ParsedRequest, options: AnswerOptions) {
  const measure = readCountedMeasure(request.text);
  if (!measure || items.length === 0 || items.length > MEASURED_AT_MOST) return undefined;
  const measured = items.flatMap((item) => {
    const found = readMeasure(item, measure);
    return found ? [`**${sanitize(item.title) || "(sin título)"}**: ${found.value} ${found.label}`] : [];
  });
  if (measured.length !== items.length) return undefined;
  return `${measured.join("\n")}\n\n${formatItems(items, options)}`;
}

function answerCount(output: Extract<ToolOutput, { kind: "list" }>, request: ParsedRequest, options: AnswerOptions) {
  const measured = answerMeasure(output.items, request, options);
  if (measured) return measured;
  // '¿cuántos tickets llevamos?' in a chat: a message says how many, and counting the messages would not answer.
  const stated = findCountedFact(output.items, request.text, output.object);
  if (stated) return quoteItem(stated.item, [stated.sentence], output.object === "message");
  const count = output.total ?? output.items.length;
  const name = (count === 1 ? SINGULAR_NAMES[output.object] : PLURAL_NAMES[output.object]) ?? "";
  const filters = describeFilters(request, name);
  // '¿cuántas cosas tiene Patricia a su cargo?': the things counted are the person's, not the user's.
  const holder = request.assignee ? `**${sanitize(request.assignee)}**` : undefined;
  if (count === 0) return `${holder ? `${holder} no tiene` : "No tienes"} ${name}${filters}.`;
  const said = `${holder ? `${holder} tiene` : "Tienes"} **${count}** ${name}${filters}.`;
  if (request.countOnly) return said;
  const shown = output.items.length < count ? `Los ${output.items.length} más recientes:\n\n` : "";
  return `${said}\n\n${shown}${formatItems(output.items, options)}`;
}

function answerExists(output: Extract<ToolOutput, { kind: "list" }>, request: ParsedRequest, options: AnswerOptions) {
  const plural = PLURAL_NAMES[output.object];
  if (output.items.length === 0) return `No, no tienes ${plural}${describeFilters(request, plural)}.`;
  return `Sí. ${formatToolOutput(output, options)}`;
}

/** 'Marta Vidal: Directora de Compras · Construcciones Ibéricas · Correo: …', or the list when several share the name. */
function answerWho(
  output: Extract<ToolOutput, { kind: "list" }>,
  plan: CallPlan,
  input: Record<string, unknown>,
  options: AnswerOptions,
) {
  if (output.object !== "contact") return answerAboutPerson(output, plan, options);
  const request = plan.parsed.request;
  const [only] = output.items;
  const asked = request.person ?? (typeof input.query === "string" ? input.query : undefined);
  if (!only && asked) return `No he encontrado a nadie que coincida con «${sanitize(asked)}» en tus contactos.`;
  if (!only) return "No he encontrado a esa persona en tus contactos.";
  if (output.items.length > 1) return `Hay varias personas con ese nombre:\n\n${formatItems(output.items, options)}`;
  const facts = [only.snippet, only.place, ...(only.details ?? [])].filter(Boolean).map((fact) => sanitize(fact ?? ""));
  return `**${sanitize(only.title)}**${facts.length > 0 ? `: ${facts.join(" · ")}` : ""}.`;
}

/** Who someone is, or their address, from the mails or messages of theirs that were read. */
function answerAboutPerson(output: Extract<ToolOutput, { kind: "list" }>, plan: CallPlan, options: AnswerOptions) {
  const person = plan.parsed.request.author ?? plan.parsed.request.person ?? "";
  if (plan.question?.kind === "address") return answerAddress(output.items, person, options);
  const where = { app: nameApp(plan.tool.app), plural: PLURAL_NAMES[output.object] };
  return answerWhoWrote(output.items, person, where, options);
}

function quote(sentences: readonly string[]): string {
  return sentences.map((sentence) => `> ${sanitize(sentence)}`).join("\n");
}

/**
 * Sentences of one listed thing, under who wrote it and where when it is a message (its text is all it has), or its
 * name and sender.
 */
function quoteItem(item: ListedItem, sentences: readonly string[], isMessage: boolean): string {
  const place = item.place ? ` en ${sanitize(item.place)}` : "";
  const link = item.link ? ` ([abrir](${item.link}))` : "";
  if (isMessage) {
    const author = item.from ? `**${sanitize(item.from)}**` : "Un mensaje";
    return `${author}${place}${link}:\n\n${quote(sentences)}`;
  }
  const from = item.from ? ` (de ${sanitize(item.from)})` : "";
  return `**${sanitize(item.title) || "(sin título)"}**${from}${link} dice:\n\n${quote(sentences)}`;
}

function answerDocument(output: Extract<ToolOutput, { kind: "document" }>, question: Question, options: AnswerOptions) {
  const title = sanitize(output.item.title) || "(sin título)";
  const summary = summarizeText(output.text, 3, output.item.title);
  if (summary.length === 0) return `**${title}** está vacío.`;
  const open = question.kind === "passage" && asksWhatIsPending(question.query ?? question.about);
  const all = open ? listOpenItems(output.text) : undefined;
  // '¿qué le quedó pendiente a Laura?': the part of the list the question names, not every open item.
  const items = all && question.kind === "passage" ? narrowOpenItems(all, question.query ?? question.about) : all;
  if (items) {
    const listed = items.map((item) => `- ${sanitize(item)}`).join("\n");
    if (items.length === 0) return `En **${title}** no queda nada pendiente: todo está marcado como hecho.`;
    if (items.length < (all?.length ?? 0)) return `En **${title}** queda pendiente:\n\n${listed}`;
    // '¿cuántas cosas quedan sin hacer en…?': how many, then which.
    if (question.kind === "passage" && question.wants?.includes("count"))
      return `En **${title}** ${items.length === 1 ? "queda **1** cosa" : `quedan **${items.length}** cosas`} por hacer:\n\n${listed}`;
    return `En **${title}** tienes pendiente:\n\n${listed}`;
  }
  if (question.kind === "passage") {
    const passage = findDocumentPassage(output.item, output.text, question);
    // The heading names the item found, as its app shows it, never the question's words re-ordered.
    const from = output.item.from ? ` (de ${sanitize(output.item.from)})` : "";
    if (passage.length > 0) return `**${title}**${from} dice:\n\n${quote(passage)}`;
    // Asked only by its name or its sender ('¿dónde está el acta del lunes?', '¿qué quería Javier?'), the thing is
    // shown and summed up, with whose it is ('¿quién hizo el procedimiento de cierre?').
    const asked = question.query ?? question.about;
    if (!question.wants?.length && !asksBeyondTitle(asked, output.item.title, output.item.from))
      return `Aquí está **${title}**${from}${output.item.link ? ` ([abrir](${output.item.link}))` : ""}. Resumen:\n\n${quote(summary)}`;
    return `**${title}** no dice nada sobre «${sanitize(question.about)}». Lo principal es:\n\n${quote(summary)}`;
  }
  if (question.kind === "summary") return `Resumen de **${title}**:\n\n${quote(summary)}`;
  return formatToolOutput(output, options);
}

/** '¿cuánto vale el negocio de Bodegas Valdelobos?': one thing found, so its own amount is the answer. */
function answerAmountOfOne(items: readonly ListedItem[], options: AnswerOptions): string | undefined {
  const [only, ...others] = items;
  const amount = only && others.length === 0 ? readAmount(only) : undefined;
  if (!only || !amount) return undefined;
  return `**${sanitize(only.title)}** vale **${formatMoney(amount.value, amount.currency)}**.\n\n${formatItems([only], options)}`;
}

/** '¿quién contesta…?', '¿quiénes van…?': the answer is who said it. */
const ASKS_WHO = /^(?:y |oye )?(?:sabes )?(?:quien|quienes|a quien)\b/;

/** A listing's text may end cut short ('…'): a sentence cut so is left out, as it may miss the fact. */
function dropCutSentence(sentences: readonly string[]): string[] {
  const whole = sentences.filter((sentence) => !/…$/.test(sentence.trim()));
  return whole.length > 0 ? whole : [...sentences];
}

/**
 * '¿a qué hora es la demo?', '¿quién se encarga del despliegue?' asked of a team's chat, '¿qué porcentaje nos ofrece
 * Tienda XYZ?' or '¿qué dice Carmen del contrato?' of a search across apps: the one message or thing that answers,
 * quoted with who wrote it and where, not the listing of every one that matched. Undefined when the question asks
 * for no fact or nothing listed holds one.
 */
function answerFromListedText(
  items: readonly ListedItem[],
  plan: CallPlan,
  object: IntentObject,
  options: AnswerOptions,
  listed: readonly ListedItem[] = items,
): string | undefined {
  const { text } = plan.parsed.request;
  if (!isWordedAsQuestion(text)) return undefined;
  const question = composeFactQuestion(plan.parsed);
  const who = ASKS_WHO.test(normalizeText(text.replace(/^[¿¡\s]+/, "")));
  const says = plan.question?.kind === "passage" && object !== "message";
  // '¿qué nota tiene la satisfacción del soporte?': a thing asked that is not what the app lists, answered by the one
  // that best repeats the question's words next to a figure.
  const asksThing = !question.wants?.length && !who && !says && readAskedThing(text, object) !== undefined;
  if (!question.wants?.length && !who && !says && !asksThing) return undefined;
  // Of messages, who did something is who wrote it ('¿quién lleva los cambios?' → 'Llevo los cambios…'), so a name
  // inside one is not what is asked.
  const wants = asksThing
    ? (["count"] as const)
    : (question.wants ?? []).filter((kind) => kind !== "person" || object !== "message");
  const asked: typeof question = { ...question, wants: [...wants] };
  const rated = items
    .map((item) => {
      const { text: body, asRead } = readAnsweringText(item, object);
      return { item, body, asRead, rate: body ? rateRead(asRead, body, asked) : 0 };
    })
    .filter((entry) => entry.body.length > 0)
    .toSorted((first, second) => second.rate - first.rate);
  // The ranking already put the best-described first, so a tie goes to it. Asked what a thing says, with no word
  // beyond what names it ('¿qué dice Carmen del contrato?'), the first that has a text is the one meant. A thing asked
  // with no kind of fact needs two of the question's words beside the figure, and no other message as good.
  const [first, second] = rated;
  const clear = !asksThing || (first !== undefined && first.rate >= 3 && (second?.rate ?? 0) < first.rate);
  // Found across apps, a thing's text is only the start of it: a fact there with none of the question's words beside
  // it (a name in a mail about something else) does not answer, and the list lets the person open the right one.
  const least = object === "message" || wants.length === 0 ? 0 : wants.length;
  const best = first && clear && (first.rate > least || says) ? first : undefined;
  if (!best) return undefined;
  // The message that fits best asks the same thing ('¿quién las contesta?'): the answer is the reply after it.
  const reply = object === "message" && /\?\s*$/.test(best.body) ? findReply(best.item, listed) : undefined;
  if (reply) {
    const body = readItemText(reply, object);
    const asker = best.item.from ? `, respondiendo a ${sanitize(best.item.from)}` : "";
    const place = reply.place ? ` en ${sanitize(reply.place)}` : "";
    const link = reply.link ? ` ([abrir](${reply.link}))` : "";
    return `**${sanitize(reply.from ?? "Alguien")}**${place}${asker}${link}:\n\n${quote([body])}\n\n${quote([best.body])}`;
  }
  const passage = dropCutSentence(findDocumentPassage(best.asRead, best.body, asked));
  const shown = passage.length > 0 ? passage : dropCutSentence(summarizeText(best.body, 3, best.item.title));
  const answer = quoteItem(best.item, shown, best.asRead.title === "");
  // Across apps, the start of a text is all a listing shows, and a thing's day or place is not in its text: what was
  // found stays below the answer, so a fact the quoted sentences lack is still there.
  return object === "anything" ? `${answer}\n\nLo que he encontrado:\n\n${formatItems(items, options)}` : answer;
}

/** The first message after a question, in the same place and by someone else: the question's answer. */
function findReply(question: ListedItem, listed: readonly ListedItem[]): ListedItem | undefined {
  const asked = question.date ? Date.parse(question.date) : Number.NaN;
  if (Number.isNaN(asked)) return undefined;
  return listed
    .filter(
      (item) =>
        item.place === question.place &&
        item.from !== question.from &&
        item.date !== undefined &&
        Date.parse(item.date) > asked,
    )
    .toSorted((first, second) => Date.parse(first.date ?? "") - Date.parse(second.date ?? ""))[0];
}

/** The details a person can give a new or sent thing, named as they would name them. */
const DETAIL_NAMES: [keyof ParsedRequest, string][] = [
  ["company", "la empresa"],
  ["jobTitle", "el cargo"],
  ["phone", "el teléfono"],
  ["subject", "el asunto"],
  ["project", "el proyecto o la lista"],
  ["assignee", "la persona a la que se asigna"],
];

/** Words only, lower case and without accents, space-separated and padded, so a value matches whole words. */
function foldForCompare(value: string): string {
  const words = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(" ")} `;
}

/**
 * The details the person gave that the proposed action does not carry ('de la empresa Lumen' with a tool that has no
 * company field), so the card never drops one silently. A detail counts as carried when its value is in the input or
 * in the card's own words (a project the tool stores by its id shows by its name).
 */
export function findDroppedDetails(request: ParsedRequest, input: unknown, summary = ""): string[] {
  // An address carries no company: 'javier@lumen.es' does not hold 'de la empresa Lumen'.
  const carried = foldForCompare(`${JSON.stringify(input ?? {})} ${summary}`.replace(/[\w.+-]+@[\w.-]+/g, " "));
  const dropped: string[] = [];
  for (const [field, name] of DETAIL_NAMES) {
    const value = request[field];
    if (typeof value !== "string" || value.trim() === "") continue;
    const words = foldForCompare(value);
    if (words.trim() !== "" && !carried.includes(words)) dropped.push(`${name} «${sanitize(value)}»`);
  }
  return dropped;
}

function noteDroppedDetails(request: ParsedRequest, input: unknown, summary: string, app: string): string {
  const dropped = findDroppedDetails(request, input, summary);
  if (dropped.length === 0) return "";
  const list = joinSpanishList(dropped);
  return ` Ten en cuenta que no incluye ${list}: ${nameApp(app)} no me deja indicarlo desde aquí, así que tendrás que añadirlo allí.`;
}

/** The words for a tool's result, in the form the question asked for. */
function answerResult(step: ToolStep, plan: CallPlan, options: AnswerOptions): string {
  const result = step.result;
  if (!result) return "La herramienta no devolvió nada. Inténtalo de nuevo en un momento.";
  switch (result.status) {
    case "approval_required":
      return `Para hacerlo necesito tu confirmación: **${result.summary}**. Pulsa «Confirmar» o «Cancelar».${noteDroppedDetails(plan.parsed.request, step.input, result.summary, plan.tool.app)}`;
    case "not_connected":
      return composeInvitation(result.app);
    case "error":
      return `No he podido hacerlo: ${result.message}`;
    case "denied":
      return "De acuerdo, no lo he hecho.";
  }
  const input = (step.input ?? {}) as Record<string, unknown>;
  const request = plan.parsed.request;
  const output = narrowByPlace(
    narrowByTaskFilters(
      narrowByState(
        narrowByCreated(narrowByDue(narrowByAmount(result.output, request), request, input), request, input),
        request,
        input,
        options,
      ),
      request,
    ),
    request,
    input,
  );
  const question = plan.question;
  const narrowed =
    plan.parsed.request.amount !== undefined || plan.parsed.request.completed === true || output !== result.output;
  if (output.kind === "list" && narrowed && output.items.length === 0) {
    const dated = plan.parsed.request.dateRange ? " para esas fechas" : "";
    const plural = PLURAL_NAMES[output.object] ?? "";
    return `No tienes ${plural}${describeFilters(plan.parsed.request, plural)}${dated}.`;
  }
  const first =
    output.kind === "list" ? answerSuperlative(output.items, request, PLURAL_NAMES[output.object], options) : undefined;
  if (first) return first;
  const handlerOfRead =
    output.kind === "document" ? answerWhoHandlesDocument(output, request.text, options) : undefined;
  if (handlerOfRead) return handlerOfRead;
  const maker =
    output.kind === "document"
      ? answerWhoMadeDocument(output, request.text, options)
      : output.kind === "list"
        ? answerWhoMade(output, request.text, options)
        : undefined;
  if (maker) return maker;
  if (output.kind === "document" && question) return answerDocument(output, question, options);
  if (output.kind === "list" && question?.kind === "total") return answerTotal(output, options);
  const remaining = output.kind === "list" ? answerRemainingCount(output.items, request.text, options) : undefined;
  if (remaining) return remaining;
  if (output.kind === "list" && question?.kind === "count") return answerCount(output, plan.parsed.request, options);
  if (output.kind === "list" && question?.kind === "exists") return answerExists(output, plan.parsed.request, options);
  const handler = output.kind === "list" ? answerWhoHandles(output.items, request.text, options) : undefined;
  if (handler) return handler;
  const size = output.kind === "list" ? answerFileSize(output.items, request.text, options) : undefined;
  if (size) return size;
  const place =
    output.kind === "list" && output.object === "event"
      ? answerEventPlace(output.items, request.text, options)
      : undefined;
  if (place) return place;
  if (output.kind === "list" && question?.kind === "who") return answerWho(output, plan, input, options);
  if (output.kind === "list" && question?.kind === "address")
    return answerAddress(output.items, plan.parsed.request.person ?? "", options);
  if (output.kind === "list" && question?.kind === "phone")
    return answerPhone(output.items, plan.parsed.request.person ?? "", options);
  const fact =
    output.kind === "list" &&
    (output.object === "message" || output.object === "anything") &&
    step.toolName !== RECALL_KNOWLEDGE_TOOL
      ? answerFromListedText(output.items, plan, output.object, options)
      : undefined;
  if (fact) return fact;
  const extreme =
    output.kind === "list" ? answerMeasureSuperlative(output.items, plan.parsed.request, options) : undefined;
  if (extreme) return extreme;
  const searched = plan.find ? nameDescription(plan.find.description) : describeSearch(plan.parsed.request);
  return formatToolOutput(output, {
    ...options,
    ...(searched ? { searched } : {}),
    ...(step.toolName === RECALL_KNOWLEDGE_TOOL ? { heading: "Esto es lo que me has contado:" } : {}),
  });
}

/** What a plain request looked for, to say so when nothing turned up. */
function describeSearch(request: ParsedRequest): string | undefined {
  return request.quoted ?? request.keywords ?? request.person ?? request.channel;
}

/** Where a described thing was looked for: 'en Gmail'. */
function namePlace(plan: CallPlan): string {
  const app = plan.find?.calls[0]?.tool.app ?? plan.tool.app;
  return app === "shifu" ? "en tus apps conectadas" : `en ${nameApp(app)}`;
}

/** The words of one finished request. */
export function composeAnswer(plan: RequestPlan, outcome: RequestOutcome, options: AnswerOptions): string {
  if (outcome.kind === "text") return outcome.text;
  if (plan.kind === "text") return plan.text;
  switch (outcome.kind) {
    case "result":
      return answerResult(outcome.step, plan, options);
    case "choose": {
      const what = plan.find ? nameDescription(plan.find.description) : undefined;
      const intro = outcome.near
        ? `No he encontrado nada que coincida del todo con «${shortenAtWord(what ?? "", 80)}» ${namePlace(plan)}, así que no he hecho nada. ¿Cuál de estos, si es alguno?`
        : what
          ? `Hay varios que encajan con «${what}». ¿Cuál de estos?`
          : "¿Cuál de estos?";
      return `${intro}\n\n${formatItems(outcome.items, options)}\n\nDime el número o algo que lo distinga (por ejemplo, de quién es).`;
    }
    case "matches": {
      const what = plan.find ? nameDescription(plan.find.description) : undefined;
      const object = outcome.step.result?.status === "ok" ? outcome.step.result.output : undefined;
      const plural = object?.kind === "list" ? PLURAL_NAMES[object.object] : "resultados";
      const list = narrowByAmount(
        {
          kind: "list" as const,
          object: object?.kind === "list" ? object.object : ("anything" as const),
          items: outcome.items,
        },
        plan.parsed.request,
      );
      const maker = answerWhoMade(list, plan.parsed.request.text, options);
      if (maker) return maker;
      if (plan.question?.kind === "who") return answerWho(list, plan, {}, options);
      if (plan.question?.kind === "address") return answerAboutPerson(list, plan, options);
      if (plan.question?.kind === "phone") return answerPhone(list.items, plan.parsed.request.person ?? "", options);
      const remaining = answerRemainingCount(list.items, plan.parsed.request.text, options);
      if (remaining) return remaining;
      if (plan.question?.kind === "count") return answerCount(list, plan.parsed.request, options);
      const size = answerFileSize(list.items, plan.parsed.request.text, options);
      if (size) return size;
      if (plan.question?.kind === "total") return answerTotal(list, options);
      const first = answerSuperlative(list.items, plan.parsed.request, plural, options);
      if (first) return first;
      const asksAmount = readWantedFacts(plan.parsed.request.text).includes("amount");
      const fact =
        list.object === "message" || list.object === "anything"
          ? answerFromListedText(
              outcome.items,
              plan,
              list.object,
              options,
              object?.kind === "list" ? object.items : outcome.items,
            )
          : asksAmount
            ? answerAmountOfOne(list.items, options)
            : undefined;
      if (fact) return fact;
      const extreme = answerMeasureSuperlative(list.items, plan.parsed.request, options);
      if (extreme) return extreme;
      const heading = `${plan.question?.kind === "exists" ? "Sí. " : ""}He encontrado ${outcome.items.length} ${outcome.items.length === 1 ? "que encaja" : `${plural} que encajan`}${what ? ` con «${shortenAtWord(what, 80)}»` : ""}:`;
      return `${heading}\n\n${formatItems(outcome.items, options)}`;
    }
    case "none": {
      if (outcome.step && outcome.step.result?.status !== "ok") return answerResult(outcome.step, plan, options);
      if (plan.find?.sender) return composeNoMailFrom(plan.find.sender);
      const what = plan.find ? nameDescription(plan.find.description) : describeSearch(plan.parsed.request);
      // '¿Tengo algo de Hacienda?' is answered 'No, no he encontrado…', as a person would.
      const opening = plan.question?.kind === "exists" ? "No, no he encontrado" : "No he encontrado";
      const acting = plan.tool.writes ? ", así que no he hecho nada" : "";
      return what
        ? `${opening} nada que coincida con «${shortenAtWord(what, 80)}» ${namePlace(plan)}${acting}.`
        : `${opening} nada sobre lo que actuar ${namePlace(plan)}${acting}.`;
    }
  }
}
