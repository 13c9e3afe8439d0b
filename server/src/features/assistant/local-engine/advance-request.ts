import type { AppTool, ListedItem } from "../../../integrations/app-tool";
import { matchesNameLoosely } from "../../../integrations/matches-name-loosely";
import type { ModelToolResult } from "../model-tool-result";
import { composeWhichSessions, needsSessionChoice, pickNextSession } from "./ask-which-sessions";
import { composeNewTimeQuestion } from "./compose-new-time-question";
import { composeMissingPiece } from "./compose-spanish-replies";
import { countNamedWords } from "./count-named-words";
import { holdsAnswer, type PassageQuestion, rateRead } from "./find-document-passage";
import { isStopword } from "./is-stopword";
import { normalizeText } from "./normalize-text";
import type { FindPlan, PlannedCall, RequestPlan } from "./plan-request";
import {
  chooseNearTargets,
  chooseNewestTarget,
  chooseTarget,
  describesSomething,
  lacksTellingStems,
  type RankedCandidate,
  rankCandidates,
  selectMatches,
  type TargetChoice,
} from "./rank-candidates";
import type { ToolStep } from "./read-conversation";
import { shiftDueFromItem } from "./read-due-shift";
import { pickSendersNewest } from "./reply-to-sender";

/** Where one request stands: a call to make next, or finished with what its answer is made of. */
export type RequestProgress =
  | {
      kind: "call";
      stage: string;
      call: PlannedCall;
      /** Calls made in the same step: a question read for a fact fetches its candidates from every finder at once. */
      alongside?: { stage: string; call: PlannedCall }[];
    }
  | { kind: "done"; outcome: RequestOutcome };

/** What a finished request answers from. */
export type RequestOutcome =
  | { kind: "text"; text: string }
  /** The last tool call's result: shown, counted, summed, quoted or announced as an approval. */
  | { kind: "result"; step: ToolStep }
  /** Every match of a described search, found by meaning when the provider's search found nothing. */
  | { kind: "matches"; items: ListedItem[]; step: ToolStep }
  /** Several things fit: the person is asked which. */
  | { kind: "choose"; items: ListedItem[] /** Nothing fits every word: these come close. */; near?: true }
  /** Nothing fits what was described; `step` is the first place it was looked for. */
  | { kind: "none"; step: ToolStep | undefined };

type OkList = Extract<ModelToolResult, { status: "ok" }> & { output: { kind: "list" } };

function isList(result: ToolStep["result"]): result is OkList {
  return result?.status === "ok" && result.output.kind === "list";
}

/** The candidates every finder call brought, each once, in the order they came. */
function collectCandidates(steps: readonly ToolStep[]): ListedItem[] {
  const seen = new Set<string>();
  const items: ListedItem[] = [];
  for (const step of steps) {
    if (!isList(step.result)) continue;
    for (const item of step.result.output.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

function sameText(first: string | undefined, second: string | undefined): boolean {
  const fold = (value: string | undefined) =>
    (value ?? "")
      .replace(/[[\]<>*_`#|\s]+/g, " ")
      .trim()
      .toLowerCase();
  return fold(first) === fold(second);
}

/** The item a selection names among those just shown, found again among the fresh candidates by its title. */
function pickSelected(find: FindPlan, candidates: readonly ListedItem[]): TargetChoice {
  const { selection, shown = [] } = find;
  if (!selection) return { kind: "none" };
  if ("description" in selection) {
    const pool =
      shown.length > 0
        ? candidates.filter((item) => shown.some((line) => sameText(line.title, item.title)))
        : candidates;
    return chooseTarget(rankCandidates(pool, { alternatives: [selection.description.split(" ")] }));
  }
  const line = "last" in selection ? shown.at(-1) : shown.find((entry) => entry.position === selection.ordinal);
  if (shown.length === 0) {
    const index = "last" in selection ? candidates.length - 1 : selection.ordinal - 1;
    const item = candidates[index];
    return item ? { kind: "one", item } : { kind: "none" };
  }
  const item = line && candidates.find((candidate) => sameText(candidate.title, line.title));
  return item ? { kind: "one", item } : { kind: "none" };
}

/**
 * 'contéstale a Laura que mañana vemos lo del presupuesto': when several of Laura's mails fit as well, the one whose
 * words the reply shares is the one answered; undefined when the reply shares words with none or with several alike.
 */
function pickOnTopic(ranked: readonly RankedCandidate[], topic: string): ListedItem | undefined {
  const fitting = ranked.filter((candidate) => candidate.coverage === 1).map((candidate) => candidate.item);
  if (fitting.length < 2) return undefined;
  const words = topic.split(/\s+/).filter((word) => !isStopword(normalizeText(word)));
  const [first, second] = rankCandidates(fitting, { alternatives: [words] });
  if (!first) return undefined;
  const standsOut =
    !second || first.coverage > second.coverage || first.exact > second.exact || first.score >= 1.6 * second.score;
  return standsOut ? first.item : undefined;
}

/** A reply to someone: of what they sent, the one the reply talks about, or else their newest. */
function settleSendersMail(find: FindPlan, sender: string, candidates: readonly ListedItem[]): TargetChoice {
  const theirs = candidates.filter((item) => pickSendersNewest([item], sender));
  const onTopic = find.topic ? pickOnTopic(rankCandidates(theirs, find.description), find.topic) : undefined;
  const item = onTopic ?? pickSendersNewest(theirs, sender);
  return item ? { kind: "one", item } : { kind: "none" };
}

/** How many tasks due the same day are offered when only the day points at them. */
const MAX_DAY_CHOICES = 5;

/**
 * What the candidates found so far point at. With nothing described, the newest thing is meant ('borra el último
 * correo'). A provider's search that found exactly one thing found it by what the engine cannot see (the body), so
 * that one is trusted too; several such things are not, since nothing tells them apart.
 */
function settleTarget(find: FindPlan, steps: readonly ToolStep[]): TargetChoice {
  const { repliesTo } = find;
  // 'contéstale a la propuesta para Alimentaria Sur': whom a reply names may also be what the mail is about.
  const isTheirs = (item: ListedItem) =>
    !repliesTo || pickSendersNewest([item], repliesTo) !== undefined || matchesNameLoosely(item.title, repliesTo);
  const candidates = collectCandidates(steps).filter(isTheirs);
  if (find.selection) return pickSelected(find, candidates);
  if (!describesSomething(find.description)) {
    const first = candidates[0];
    // 'marca como hecha la de hoy': tasks are listed by their due day, not newest first, so when only the day points
    // at them, two due that day are a choice.
    const dueAlike = !find.newest && candidates.length > 1 && candidates.every((candidate) => candidate.due);
    // 'borra el de ayer': so are two mails of the day said, and two invitations when the answer names neither.
    const dayAlike = find.asksAmongAlike && !find.newest && candidates.length > 1;
    if (dueAlike || dayAlike) return { kind: "several", items: candidates.slice(0, MAX_DAY_CHOICES) };
    return first ? { kind: "one", item: first } : { kind: "none" };
  }
  if (find.sender) return settleSendersMail(find, find.sender, candidates);
  const ranked = rankCandidates(candidates, find.description);
  const onTopic = find.topic ? pickOnTopic(ranked, find.topic) : undefined;
  if (onTopic) return { kind: "one", item: onTopic };
  const choice = find.newest ? chooseNewestTarget(ranked) : chooseTarget(ranked);
  if (choice.kind !== "none") return choice;
  for (const [index, step] of steps.entries()) {
    if (find.calls[index]?.tool.intent.action !== "search" || !isList(step.result)) continue;
    const found = step.result.output.items;
    if (found.length === 1 && found[0] && isTheirs(found[0])) return { kind: "one", item: found[0] };
  }
  return { kind: "none" };
}

/** A described search: what the provider found, or else every listed thing that fits the description. */
function settleShow(find: FindPlan, steps: readonly ToolStep[]): RequestProgress | undefined {
  const first = steps[0];
  // A provider's search already chose by the description; a plain listing did not, so its items are ranked below.
  const searched = find.calls[0]?.tool.intent.action === "search";
  if (searched && isList(first?.result) && first.result.output.items.length > 0) {
    return { kind: "done", outcome: { kind: "result", step: first } };
  }
  const matches = selectMatches(rankCandidates(collectCandidates(steps), find.description));
  // A deeper look is only made when what was read so far holds no match.
  const pending = find.calls.slice(steps.length);
  if (pending.length > 0 && !(matches.length > 0 && pending.every((call) => call.fallback))) return undefined;
  const last = steps.at(-1);
  if (matches.length > 0 && last) return { kind: "done", outcome: { kind: "matches", items: matches, step: last } };
  // The provider's search by the description's most telling words found what the ranking of titles could not. A
  // search by no words at all (Notion lists its pages so) found everything, which says nothing of a match.
  const telling = steps.findLast(
    (step, index) =>
      index > 0 &&
      find.calls[index]?.tool.intent.action === "search" &&
      Object.keys(find.calls[index]?.args ?? {}).some((key) => key !== "count") &&
      isList(step.result),
  );
  if (telling && isList(telling.result) && telling.result.output.items.length > 0)
    return { kind: "done", outcome: { kind: "result", step: telling } };
  return { kind: "done", outcome: { kind: "none", step: first } };
}

/** How many candidates a question about a fact reads, at most, looking for the one that answers it. */
const MAX_READS = 3;

/** The question a read answers with a passage, when the read may go on to the next candidate until one answers. */
function readsUntilAnswered(plan: Extract<RequestPlan, { kind: "call" }>): PassageQuestion | undefined {
  const question = plan.question;
  if (question?.kind !== "passage" || plan.tool.intent.action !== "read" || plan.find?.selection) return undefined;
  return question;
}

/** The things to read in turn, and the one whose name matched every described word, if any. */
type ReadingOrder = { items: ListedItem[]; sure?: string };

/**
 * The candidates a question about a fact reads, in turn: the one the description settles on (or those it ties
 * between), then those with most of its words, then what the provider's search found by content the engine cannot
 * see (people ask with words a title never says: 'cuánto pagan por la conexión' of the teletrabajo policy).
 */
/** The ids of the items that are from, by or about `person`: a fact asked of 'la factura de Iberia' is never read off another sender's. */
function listItemsOf(person: string, items: readonly ListedItem[]): Set<string> {
  return new Set(
    rankCandidates(items, { alternatives: [[person]] })
      .filter((candidate) => candidate.coverage === 1)
      .map((candidate) => candidate.item.id),
  );
}

/** The sender the finder's own search asked the provider for ('from: Iberia'), when it did. */
function readSearchedSender(find: FindPlan): string | undefined {
  for (const call of find.calls) {
    const sender = call.args?.from ?? call.args?.sender;
    if (typeof sender === "string" && sender.trim()) return sender;
  }
  return undefined;
}

function listReadingOrder(
  find: FindPlan,
  steps: readonly ToolStep[],
  choice: TargetChoice,
  canRead: (item: ListedItem) => boolean,
  person: string | undefined,
): ReadingOrder {
  const byName = (first: ListedItem, second: ListedItem) =>
    countNamedWords(second, find.description) - countNamedWords(first, find.description);
  const settled =
    choice.kind === "one" ? [choice.item] : choice.kind === "several" ? choice.items.toSorted(byName) : [];
  const ranked = rankCandidates(collectCandidates(steps), find.description);
  const [top] = ranked;
  const sure = choice.kind === "one" && top?.item.id === choice.item.id && top.coverage === 1;
  const searched = steps.flatMap((step, index) =>
    find.calls[index]?.tool.intent.action === "search" && isList(step.result) ? step.result.output.items : [],
  );
  const seen = new Set<string>();
  // A name that no candidate bears was read as a person by mistake ('a los que teletrabajan'), and filters nothing.
  const fromPerson = person ? listItemsOf(person, [...settled, ...collectCandidates(steps), ...searched]) : undefined;
  const items = [...settled, ...ranked.map((candidate) => candidate.item), ...searched]
    .filter((item) => !fromPerson?.size || fromPerson.has(item.id))
    .filter((item) => canRead(item) && !seen.has(item.id) && Boolean(seen.add(item.id)))
    .slice(0, MAX_READS);
  return { items, ...(sure ? { sure: choice.item.id } : {}) };
}

/**
 * Across apps, the thing that alone bears every described word may be one no app reads (a chat's message, whole in
 * what the search found): '¿por cuánto vamos del objetivo del trimestre?' is answered by that message, not by reading
 * a document that only holds the words somewhere.
 */
function findUnreadableAnswer(
  plan: Extract<RequestPlan, { kind: "call" }>,
  found: readonly ToolStep[],
  canRead: (item: ListedItem) => boolean,
): ListedItem | undefined {
  if (!plan.readers || !plan.find) return undefined;
  const complete = rankCandidates(collectCandidates(found), plan.find.description).filter(
    (candidate) => candidate.coverage === 1,
  );
  const [only] = complete;
  return complete.length === 1 && only && !canRead(only.item) ? only.item : undefined;
}

/** Whether a read brought a text that answers the question. */
function answers(step: ToolStep, question: PassageQuestion, sure: string | undefined): boolean {
  const result = step.result;
  if (result?.status !== "ok" || result.output.kind !== "document") return false;
  const { item, text } = result.output;
  return holdsAnswer(item, text, question, sure !== undefined && item.id === sure);
}

/** The tool that acts on a found thing: across apps, the reader of the app the thing came from. */
function pickActingTool(plan: Extract<RequestPlan, { kind: "call" }>, item: ListedItem): AppTool | undefined {
  if (!plan.readers) return plan.tool;
  return plan.readers.find((tool) => tool.app === item.app);
}

/** The read whose text answers best, the earliest of equals; undefined when none brought a text. */
function pickBestRead(reads: readonly ToolStep[], question: PassageQuestion): ToolStep | undefined {
  let best: { step: ToolStep; rating: number } | undefined;
  for (const step of reads) {
    const result = step.result;
    if (result?.status !== "ok" || result.output.kind !== "document") continue;
    const rating = rateRead(result.output.item, result.output.text, question);
    if (!best || rating > best.rating) best = { step, rating };
  }
  return best?.step;
}

/**
 * A question about a fact reads its candidates in turn until one answers: the answering read, or when none does (or
 * the turn has no calls left) the first that brought a text.
 */
function advanceReading(
  plan: Extract<RequestPlan, { kind: "call" }>,
  question: PassageQuestion,
  order: ReadingOrder,
  reads: readonly ToolStep[],
  final: boolean,
): RequestProgress {
  const answering = reads.find((step) => answers(step, question, order.sure));
  if (answering) return { kind: "done", outcome: { kind: "result", step: answering } };
  const next = final ? undefined : order.items[reads.length];
  const tool = next && pickActingTool(plan, next);
  const args = next && tool?.argsFromRequest(plan.parsed.request, next);
  if (tool && args) return { kind: "call", stage: reads.length === 0 ? "a" : `a${reads.length}`, call: { tool, args } };
  const read = pickBestRead(reads, question) ?? reads[0];
  return read
    ? { kind: "done", outcome: { kind: "result", step: read } }
    : { kind: "done", outcome: { kind: "none", step: undefined } };
}

/**
 * The next step of one request, from the calls it already made (its own, by their stage): finder calls in order until
 * the target is settled, then the tool itself, then done.
 */
export function advanceRequest(
  plan: RequestPlan,
  steps: readonly (ToolStep & { stage: string })[],
  /** No more calls can be made in this turn: answer from what was read so far. */
  final = false,
  /** The clock and the person's zone: a question about a meeting's sessions names the next one's day. */
  clock: { now: Date; timeZone: string } = { now: new Date(), timeZone: "Europe/Madrid" },
): RequestProgress {
  if (plan.kind === "text") return { kind: "done", outcome: { kind: "text", text: plan.text } };
  const reading = readsUntilAnswered(plan);
  const reads = steps.filter((step) => /^a\d*$/.test(step.stage));
  const acted = reads[0];
  if (acted && !(reading && plan.find)) return { kind: "done", outcome: { kind: "result", step: acted } };
  if (plan.args) return { kind: "call", stage: "a", call: { tool: plan.tool, args: plan.args } };
  const find = plan.find;
  const missing = {
    kind: "done",
    outcome: {
      kind: "text",
      text: composeMissingPiece(plan.parsed.action ?? plan.tool.intent.action, plan.parsed.objects),
    },
  } as const;
  if (!find) return missing;
  const found = steps.filter((step) => step.stage.startsWith("f"));
  const failed = found.find((step) => step.result?.status !== "ok");
  if (failed) return { kind: "done", outcome: { kind: "result", step: failed } };
  const next = find.calls[found.length];
  const callNext = next ? ({ kind: "call", stage: `f${found.length}`, call: next } as const) : undefined;
  if (found.length === 0) {
    // A question read for a fact may read several candidates, so the turn's calls go to reading, not to waiting on
    // each finder in turn.
    const alongside = reading
      ? find.calls.slice(1).flatMap((call, index) => (call.fallback ? [] : [{ stage: `f${index + 1}`, call }]))
      : [];
    if (callNext && alongside.length > 0) return { ...callNext, alongside };
    return callNext ?? { kind: "done", outcome: { kind: "none", step: undefined } };
  }
  if (find.mode === "show")
    return settleShow(find, found) ?? callNext ?? { kind: "done", outcome: { kind: "none", step: found[0] } };
  const choice = settleTarget(find, found);
  if (choice.kind === "none" && callNext && reads.length === 0) return callNext;
  // A thing to change, found by the first search, whose title lacks a telling word said of it is weighed against the
  // listing's.
  const doubtful = choice.kind === "one" && plan.tool.writes && lacksTellingStems(choice.item, find.description);
  if (doubtful && callNext && reads.length === 0) return callNext;
  const canRead = (item: ListedItem) => pickActingTool(plan, item) !== undefined;
  const unreadable = reading && reads.length === 0 ? findUnreadableAnswer(plan, found, canRead) : undefined;
  if (unreadable && found[0])
    return { kind: "done", outcome: { kind: "matches", items: [unreadable], step: found[0] } };
  if (reading) {
    const order = listReadingOrder(find, found, choice, canRead, readSearchedSender(find));
    if (order.items.length > 0 || reads.length > 0) return advanceReading(plan, reading, order, reads, final);
  }
  if (choice.kind === "none") {
    // A change with nowhere else to look offers what comes close, to be chosen, never acted on unasked; not for a
    // reply to someone, where only what they sent will do.
    const near =
      plan.tool.writes &&
      !plan.otherwise &&
      !find.sender &&
      !find.repliesTo &&
      find.mode === "pick" &&
      describesSomething(find.description)
        ? chooseNearTargets(rankCandidates(collectCandidates(found), find.description))
        : [];
    if (near.length > 0) return { kind: "done", outcome: { kind: "choose", items: near, near: true } };
    return { kind: "done", outcome: { kind: "none", step: found[0] } };
  }
  const action = plan.tool.intent.action;
  const acting = plan.tool.intent.objects.includes("event");
  const session = choice.kind === "several" && acting ? pickNextSession(choice.items, clock.now) : undefined;
  if (choice.kind === "several" && !session) return { kind: "done", outcome: { kind: "choose", items: choice.items } };
  const item = session ?? (choice.kind === "one" ? choice.item : undefined);
  if (!item) return missing;
  // A recurring meeting named by its series alone: which sessions change is asked, never guessed.
  if (acting && needsSessionChoice(plan.parsed.request, item, action))
    return { kind: "done", outcome: { kind: "text", text: composeWhichSessions(item, action, clock.timeZone) } };
  const tool = pickActingTool(plan, item);
  // Across apps, a thing found where nothing reads it (a chat's message) is whole in what the search found: shown.
  const searched = found[0];
  if (!tool && plan.readers && plan.parsed.action === "read" && searched)
    return { kind: "done", outcome: { kind: "matches", items: [item], step: searched } };
  const args = tool?.argsFromRequest(shiftDueFromItem(plan.parsed.request, item, clock.timeZone), item);
  if (tool && !args && action === "reschedule" && acting)
    return { kind: "done", outcome: { kind: "text", text: composeNewTimeQuestion(item.title) } };
  if (!tool || !args) return missing;
  return { kind: "call", stage: "a", call: { tool, args } };
}
