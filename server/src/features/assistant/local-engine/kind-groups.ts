import type { IntentObject } from "../../../integrations/app-tool";

/**
 * Kinds that are one thing seen several ways: monday.com's items are tasks, a document is a file, an invitation is an
 * event of the calendar. Several connected apps may keep a group's things; where some keep every kind of the group
 * and others one kind only (Dropbox and OneDrive keep any file, Docs only documents), `wholeKindFirst` says the first
 * are asked first.
 */
export const KIND_GROUPS: readonly { objects: readonly IntentObject[]; wholeKindFirst: boolean }[] = [
  { objects: ["task", "item"], wholeKindFirst: false },
  { objects: ["file", "document", "spreadsheet", "presentation"], wholeKindFirst: true },
  { objects: ["event", "invitation"], wholeKindFirst: false },
];

export function isSameKind(first: IntentObject, second: IntentObject): boolean {
  return first === second || KIND_GROUPS.some(({ objects }) => objects.includes(first) && objects.includes(second));
}
