import type { GmailLabel, GmailMessage, GmailMessagePart } from "../demo-data/google-data";
import { foldSearchText } from "./google-search-text";

type Term = { negated: boolean; operator: string | null; value: string };

const DAY = 86_400_000;
const periodDays: Record<string, number> = { d: 1, m: 30, y: 365 };

/** Splits `from:laura -is:unread subject:"oferta de verano" factura` into operators and words. */
function tokenizeQuery(query: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(-?)(?:([a-z_]+):)?(?:"([^"]*)"|(\S+))/gi;
  for (const match of query.matchAll(pattern)) {
    const value = match[3] ?? match[4] ?? "";
    if (!match[2] && value.toUpperCase() === "AND") continue;
    terms.push({ negated: match[1] === "-", operator: match[2]?.toLowerCase() ?? null, value });
  }
  return terms;
}

/** Gmail reads `after:2026/11/20` as midnight Pacific time, and `after:1763596800` as exact epoch seconds. */
function readQueryDate(value: string): number {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const [year, month, day] = value.split(/[/-]/).map(Number);
  if (!year || !month || !day) return Number.NaN;
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T00:00:00-08:00`;
  return Date.parse(iso);
}

function readPeriod(value: string): number {
  const match = value.match(/^(\d+)([dmy])$/i);
  if (!match) return Number.NaN;
  return Number(match[1]) * (periodDays[match[2]?.toLowerCase() ?? "d"] ?? 1) * DAY;
}

function readGmailHeader(part: GmailMessagePart, name: string): string {
  return part.headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value ?? "";
}

function collectText(part: GmailMessagePart): string {
  const own = part.mimeType.startsWith("text/") && part.body.data ? Buffer.from(part.body.data, "base64url") : "";
  return [own.toString(), ...(part.parts ?? []).map(collectText)].join(" ");
}

type QueryScope = { message: GmailMessage; labels: readonly GmailLabel[]; now: number };

function hasLabelNamed(scope: QueryScope, name: string): boolean {
  const wanted = foldSearchText(name).replace(/[-_/]/g, " ");
  return scope.message.labelIds.some((id) => {
    const label = scope.labels.find((candidate) => candidate.id === id);
    return label !== undefined && foldSearchText(label.name).replace(/[-_/]/g, " ") === wanted;
  });
}

const mailboxLabels: Record<string, string> = {
  inbox: "INBOX",
  trash: "TRASH",
  spam: "SPAM",
  sent: "SENT",
  draft: "DRAFT",
  drafts: "DRAFT",
  starred: "STARRED",
  important: "IMPORTANT",
};

function matchesTerm(scope: QueryScope, term: Term): boolean {
  const { message } = scope;
  const payload = message.payload;
  const value = foldSearchText(term.value);
  const time = Number(message.internalDate);
  const contains = (text: string) => foldSearchText(text).includes(value);
  switch (term.operator) {
    case "from":
      return contains(readGmailHeader(payload, "From"));
    case "to":
      return contains(`${readGmailHeader(payload, "To")} ${readGmailHeader(payload, "Cc")}`);
    case "subject":
      return contains(readGmailHeader(payload, "Subject"));
    case "after":
      return time >= readQueryDate(term.value);
    case "before":
      return time < readQueryDate(term.value);
    case "newer_than":
      return time >= scope.now - readPeriod(term.value);
    case "older_than":
      return time < scope.now - readPeriod(term.value);
    case "is":
      if (value === "unread") return message.labelIds.includes("UNREAD");
      if (value === "read") return !message.labelIds.includes("UNREAD");
      return message.labelIds.includes(mailboxLabels[value] ?? value.toUpperCase());
    case "in":
      return value === "anywhere" || message.labelIds.includes(mailboxLabels[value] ?? value.toUpperCase());
    case "label":
      return hasLabelNamed(scope, term.value) || message.labelIds.includes(term.value.toUpperCase());
    case "category":
      return message.labelIds.includes(`CATEGORY_${value.toUpperCase()}`);
    default: {
      const whole = term.operator ? `${term.operator}:${term.value}` : term.value;
      const haystack = [
        readGmailHeader(payload, "Subject"),
        readGmailHeader(payload, "From"),
        readGmailHeader(payload, "To"),
        collectText(payload),
      ].join(" ");
      return foldSearchText(haystack).includes(foldSearchText(whole));
    }
  }
}

/** Whether the query names the trash or spam, which Gmail otherwise leaves out of every search. */
export function queryReachesTrash(query: string): boolean {
  return tokenizeQuery(query).some(
    (term) =>
      !term.negated && term.operator === "in" && ["trash", "spam", "anywhere"].includes(term.value.toLowerCase()),
  );
}

/** Gmail's `q`: every term must hold (a leading `-` negates it); operators as in the Gmail search box. */
export function matchesGmailQuery(
  message: GmailMessage,
  labels: readonly GmailLabel[],
  query: string,
  now: number,
): boolean {
  const scope = { message, labels, now };
  return tokenizeQuery(query).every((term) => matchesTerm(scope, term) !== term.negated);
}
