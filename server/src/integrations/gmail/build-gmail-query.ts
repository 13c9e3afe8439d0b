export type GmailSearch = {
  from?: string;
  subject?: string;
  words?: string;
  after?: string;
  before?: string;
  unreadOnly?: boolean;
  importantOnly?: boolean;
};

/** Quotes a value that has spaces, as the Gmail search box needs for 'from:"Laura Gómez"'. */
function quoteSearchValue(value: string): string {
  const clean = value.replace(/"/g, "").trim();
  return /\s/.test(clean) ? `"${clean}"` : clean;
}

/** Seconds since the epoch: Gmail reads them as exact instants, where a bare date would be midnight in California. */
function readEpochSeconds(iso: string): number | undefined {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** A search in Gmail's `q` syntax: from:, subject:, after:, before:, is:unread and free words. */
export function buildGmailQuery(search: GmailSearch): string {
  const after = search.after ? readEpochSeconds(search.after) : undefined;
  const before = search.before ? readEpochSeconds(search.before) : undefined;
  return [
    search.from?.trim() ? `from:${quoteSearchValue(search.from)}` : "",
    search.subject?.trim() ? `subject:${quoteSearchValue(search.subject)}` : "",
    after === undefined ? "" : `after:${after}`,
    before === undefined ? "" : `before:${before}`,
    search.unreadOnly ? "is:unread" : "",
    search.importantOnly ? "is:important" : "",
    search.words?.trim() ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}
