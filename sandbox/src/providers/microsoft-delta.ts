import { z } from "zod";
import type { GraphChange, MicrosoftData } from "../demo-data/microsoft-data";

/**
 * Where a delta round stands: `from` is the last change its client saw (null on an initial round, which lists the
 * current state), `until` the last change when the round began, `offset` how far its pages have come. Mail rounds
 * also keep the folder, `$select` and `$filter` they were asked with, and calendar rounds their window of time, as Graph
 * encodes them in its links.
 */
const DeltaStateSchema = z.object({
  from: z.number().int().nullable(),
  until: z.number().int(),
  offset: z.number().int().min(0),
  folderId: z.string().optional(),
  select: z.string().optional(),
  filter: z.string().optional(),
  /** A calendarView delta keeps the window of time it watches. */
  startDateTime: z.string().optional(),
  endDateTime: z.string().optional(),
  /** OneDrive keeps a round's `$top` in its nextLinks. */
  pageSize: z.number().int().min(1).optional(),
});
export type DeltaState = z.infer<typeof DeltaStateSchema>;

export function encodeDeltaToken(state: DeltaState): string {
  return Buffer.from(JSON.stringify(state)).toString("base64url");
}

/** The state a token holds; null for one the sandbox never issued. */
export function decodeDeltaToken(token: string): DeltaState | null {
  try {
    const parsed = DeltaStateSchema.safeParse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readLastChange(data: MicrosoftData): number {
  return data.changes.at(-1)?.seq ?? 0;
}

/** The last change of each resource in (from, until], in the order they last changed. */
export function collectChanges<T extends GraphChange["resource"]>(
  data: MicrosoftData,
  resource: T,
  state: DeltaState,
): Extract<GraphChange, { resource: T }>[] {
  const latest = new Map<string, Extract<GraphChange, { resource: T }>>();
  for (const change of data.changes) {
    if (change.resource !== resource || change.seq <= (state.from ?? 0) || change.seq > state.until) continue;
    const key = change.resource === "message" ? `${change.folderId}|${change.id}` : change.id;
    latest.delete(key);
    latest.set(key, change as Extract<GraphChange, { resource: T }>);
  }
  return [...latest.values()];
}

/** One page of a round: a nextLink while more remain, the deltaLink for the next round on the last page. */
export function answerDeltaPage(
  entries: readonly unknown[],
  state: DeltaState,
  pageSize: number,
  linkTo: (token: { next: string } | { delta: string }) => string,
  contextUrl: string,
) {
  const page = entries.slice(state.offset, state.offset + pageSize);
  const more = state.offset + pageSize < entries.length;
  return {
    "@odata.context": contextUrl,
    value: page,
    ...(more
      ? { "@odata.nextLink": linkTo({ next: encodeDeltaToken({ ...state, offset: state.offset + pageSize }) }) }
      : { "@odata.deltaLink": linkTo({ delta: encodeDeltaToken({ ...state, from: state.until, offset: 0 }) }) }),
  };
}

/** `Prefer: odata.maxpagesize=50`; Graph's delta pages hold 10 entries otherwise. */
export function readMaxPageSize(prefer: string | string[] | undefined): number {
  const size = Number(String(prefer ?? "").match(/odata\.maxpagesize=(\d+)/)?.[1]);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1000) : 10;
}
