import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import { buildGraphEvent, createGraphEventId, NO_TIME, toGraphDateTime } from "../demo-data/microsoft-calendar-data";
import { type MicrosoftData, recordChange } from "../demo-data/microsoft-data";
import { SandboxItemError } from "./provider-family";

const InstantSchema = z.iso.datetime({ offset: true });
/** 'Rosa Medina <rosa.medina@ejemplo.com>' or a bare address. */
const PERSON_PATTERN = /^\s*"?([^"<]*?)"?\s*<([^>\s]+@[^>\s]+)>\s*$|^\s*([^@\s<>]+@[^@\s<>]+\.[^@\s<>]+)\s*$/;

/** An invitation arriving in Ana's Outlook calendar from someone else. */
export const OutlookEventItemBodySchema = z.object({
  kind: z.literal("event"),
  subject: z.string().trim().min(1),
  organizer: z.string().trim().regex(PERSON_PATTERN, "must be an address or 'Name <address>'"),
  start: InstantSchema,
  end: InstantSchema,
  location: z.string().trim().min(1).optional(),
  body: z.string().trim().min(1).optional(),
  teams: z.boolean().default(false),
});

/** What the organiser of a meeting Ana is invited to does to it: a new time, or its cancellation. */
export const OutlookEventChangeItemBodySchema = z.object({
  kind: z.literal("event_change"),
  event: z.string().min(1),
  start: InstantSchema.optional(),
  end: InstantSchema.optional(),
  cancelled: z.boolean().default(false),
});

function readPerson(written: string): { name: string; address: string } {
  const [, name, bracketed, bare] = written.match(PERSON_PATTERN) ?? [];
  const address = bracketed ?? bare ?? written;
  return { name: name?.trim() || address, address };
}

export function addOutlookInvitation(
  data: MicrosoftData,
  item: z.infer<typeof OutlookEventItemBodySchema>,
  now: number,
): string {
  if (Date.parse(item.end) <= Date.parse(item.start)) {
    throw new SandboxItemError("Invalid Microsoft event item: end must be after start");
  }
  const stamp = `${new Date(now).toISOString().slice(0, 19)}Z`;
  const me = { name: demoAccounts.microsoft.displayName, address: demoAccounts.microsoft.email };
  const event = buildGraphEvent({
    // The same id in every account the item goes to, so that a later `event_change` finds it in each.
    id: createGraphEventId(`invitacion-${data.events.length}-${item.subject}-${item.start}`),
    subject: item.subject,
    start: Date.parse(item.start),
    end: Date.parse(item.end),
    organizer: readPerson(item.organizer),
    attendees: [{ type: "required", status: { response: "notResponded", time: NO_TIME }, emailAddress: me }],
    created: stamp,
    modified: stamp,
    ...(item.location ? { location: item.location } : {}),
    ...(item.body ? { body: item.body } : {}),
    ...(item.teams ? { teams: true } : {}),
  });
  data.events.push(event);
  recordChange(data, { resource: "event", id: event.id, removed: false });
  return event.id;
}

/** The organiser moves or cancels a meeting Ana is invited to; Graph keeps a cancelled one as `isCancelled`. */
export function changeOutlookInvitation(
  data: MicrosoftData,
  item: z.infer<typeof OutlookEventChangeItemBodySchema>,
  now: number,
): string {
  const event = data.events.find((candidate) => candidate.id === item.event);
  if (!event || event.isOrganizer) {
    throw new SandboxItemError("Invalid Microsoft event change: no meeting of someone else with that id");
  }
  const start = item.start ? Date.parse(item.start) : undefined;
  const end = item.end ? Date.parse(item.end) : undefined;
  if (start !== undefined) event.start = toGraphDateTime(start);
  if (end !== undefined) event.end = toGraphDateTime(end);
  if (item.cancelled) event.isCancelled = true;
  event.lastModifiedDateTime = `${new Date(now).toISOString().slice(0, 19)}Z`;
  recordChange(data, { resource: "event", id: event.id, removed: false });
  return event.id;
}
