import type { FileKind } from "../app-tool";
import { readKindCondition } from "./drive-file-kinds";

export type DriveSearch = {
  /** A Drive `q` condition on the mimeType, e.g. Google Docs only. */
  mimeCondition?: string;
  kind?: FileKind;
  text?: string;
  modifiedAfter?: string;
  modifiedBefore?: string;
  /** Only the files this address owns: Drive's `'…' in owners`. */
  ownerAddress?: string;
};

/** Drive's string literals take backslash escapes for quotes and backslashes. */
function quoteDriveValue(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

function formatRfc3339(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

const MAX_WORDS = 6;

/** Each word on its own, in the name or the content: 'presupuesto marketing' finds a sheet with both apart. */
function buildWordConditions(text: string | undefined): string[] {
  const words = (text ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return words.map((word) => `(name contains ${quoteDriveValue(word)} or fullText contains ${quoteDriveValue(word)})`);
}

/** A Drive query: never the trash, optionally one kind of file, words in the name or the content, dates and owner. */
export function buildDriveQuery(search: DriveSearch): string {
  const after = search.modifiedAfter ? formatRfc3339(search.modifiedAfter) : undefined;
  const before = search.modifiedBefore ? formatRfc3339(search.modifiedBefore) : undefined;
  return [
    "trashed = false",
    search.mimeCondition,
    search.kind ? readKindCondition(search.kind) : undefined,
    ...buildWordConditions(search.text),
    after ? `modifiedTime >= '${after}'` : undefined,
    before ? `modifiedTime < '${before}'` : undefined,
    search.ownerAddress ? `${quoteDriveValue(search.ownerAddress)} in owners` : undefined,
  ]
    .filter(Boolean)
    .join(" and ");
}
