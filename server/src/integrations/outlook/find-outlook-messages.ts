import type { ListedItem, ToolContext } from "../app-tool";
import { quoteODataString } from "../families/microsoft";
import { isEmailAddress, matchesPersonName } from "../match-person-name";
import {
  listOutlookFolderMessages,
  listOutlookMessages,
  MESSAGE_LIST_FIELDS,
  type MessageListQuery,
  type OutlookMessage,
} from "./client";
import { createOutlookItem } from "./create-outlook-item";

export type OutlookCriteria = {
  count: number;
  text?: string;
  /** A name or an address. */
  from?: string;
  after?: string;
  before?: string;
  unreadOnly?: boolean;
  importantOnly?: boolean;
};

/** How many results a `$search` fetches to narrow down here: Exchange takes no `$filter` beside it. */
const SEARCH_WINDOW = 50;
/** Exchange only sorts on a property its filter opens with, so an always-true date clause comes first. */
const ANY_DATE = "receivedDateTime ge 1900-01-01T00:00:00Z";

function toODataInstant(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function buildFilterQuery(criteria: OutlookCriteria): MessageListQuery {
  const clauses = [
    criteria.after ? `receivedDateTime ge ${toODataInstant(criteria.after)}` : ANY_DATE,
    ...(criteria.before ? [`receivedDateTime le ${toODataInstant(criteria.before)}`] : []),
    ...(criteria.from ? [`from/emailAddress/address eq ${quoteODataString(criteria.from.trim())}`] : []),
    ...(criteria.unreadOnly ? ["isRead eq false"] : []),
    ...(criteria.importantOnly ? ["importance eq 'high'"] : []),
  ];
  return {
    $top: String(criteria.count),
    $select: MESSAGE_LIST_FIELDS,
    $orderby: "receivedDateTime desc",
    ...(clauses.length > 1 || criteria.after ? { $filter: clauses.join(" and ") } : {}),
  };
}

/** A bare KQL word: symbols that KQL reads as syntax (quotes, colons, parentheses) are dropped. */
function toKqlTerm(word: string): string {
  return word.replace(/[^\p{L}\p{N}@._-]/gu, "");
}

function buildSearchQuery(criteria: OutlookCriteria): MessageListQuery {
  // A name of several words is searched by its first; the sender is then checked in full here.
  const sender = criteria.from?.trim().split(/\s+/)[0];
  const words = (criteria.text ?? "").split(/\s+/).map(toKqlTerm).filter(Boolean);
  const from = sender ? toKqlTerm(sender) : "";
  const terms = [...(from ? [`from:${from}`] : []), ...words];
  return { $top: String(SEARCH_WINDOW), $select: MESSAGE_LIST_FIELDS, $search: `"${terms.join(" ")}"` };
}

function isWithin(message: OutlookMessage, criteria: OutlookCriteria): boolean {
  const received = Date.parse(message.receivedDateTime ?? "");
  if (criteria.after && !(received >= Date.parse(criteria.after))) return false;
  if (criteria.before && !(received <= Date.parse(criteria.before))) return false;
  if (criteria.unreadOnly && message.isRead !== false) return false;
  if (criteria.importantOnly && message.importance !== "high") return false;
  if (criteria.from) {
    const sender = `${message.from?.emailAddress.name ?? ""} ${message.from?.emailAddress.address ?? ""}`;
    if (!matchesPersonName(sender, criteria.from)) return false;
  }
  return true;
}

function selectMatching(messages: readonly OutlookMessage[], criteria: OutlookCriteria): OutlookMessage[] {
  return messages
    .filter((message) => isWithin(message, criteria))
    .sort((left, right) => Date.parse(right.receivedDateTime ?? "") - Date.parse(left.receivedDateTime ?? ""))
    .slice(0, criteria.count);
}

/**
 * The inbox's mail matching the criteria, newest first. Dates, an address and unread go to Graph as a `$filter`;
 * words or a sender's name need `$search`, which Exchange will not combine with a filter, so the rest is checked here.
 * Words the inbox does not have are looked for in the whole mailbox (archived, deleted, sent), as Outlook's own search
 * box does, and what is found there says it is elsewhere.
 */
export async function findOutlookMessages(context: ToolContext, criteria: OutlookCriteria): Promise<ListedItem[]> {
  const needsSearch = Boolean(criteria.text?.trim()) || Boolean(criteria.from && !isEmailAddress(criteria.from));
  if (!needsSearch) {
    const { value } = await listOutlookFolderMessages(context.api, "inbox", buildFilterQuery(criteria));
    return value.slice(0, criteria.count).map(createOutlookItem);
  }
  const query = buildSearchQuery(criteria);
  const { value } = await listOutlookFolderMessages(context.api, "inbox", query);
  const inInbox = selectMatching(value, criteria);
  if (inInbox.length > 0 || !criteria.text?.trim()) return inInbox.map(createOutlookItem);
  const everywhere = await listOutlookMessages(context.api, query);
  return selectMatching(everywhere.value, criteria).map((message) => {
    const item = createOutlookItem(message);
    return { ...item, details: [...(item.details ?? []), "Fuera de la bandeja de entrada"] };
  });
}
