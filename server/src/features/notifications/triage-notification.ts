import { notificationMessages } from "@shifu/contract";
import type { SyncedItem } from "../../integrations/notification-source";
import { DAY_MS } from "../../time-spans";

/** A person the user taught Shifu to treat as important (training's 'Contactos clave'). */
export type KeyContact = { name: string | null; email: string | null };

export type TriageInput = {
  item: SyncedItem;
  service: string;
  keyContacts: readonly KeyContact[];
  now: Date;
  timeZone: string;
};

/** `importance` is raised above the provider's own when what the person taught makes the item matter more. */
export type TriageResult = { status: "pending" | "done"; reason: string | null; importance?: "high" };

/** A task due within this many days (or overdue) needs the person now. */
const DUE_SOON_DAYS = 3;
const FILE_SERVICES = new Set(["drive", "onedrive", "dropbox"]);

function normalise(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

function findKeyContact(item: SyncedItem, contacts: readonly KeyContact[]): KeyContact | undefined {
  const sender = normalise(`${item.signals.senderAddress ?? ""} ${item.senderFull ?? ""}`);
  if (!sender.trim()) return undefined;
  return contacts.find((contact) => {
    if (contact.email && sender.includes(normalise(contact.email))) return true;
    // A name must be whole words of the sender, so 'Ana' is not found inside 'Mariana'.
    const name = contact.name ? normalise(contact.name) : "";
    return name.length > 0 && new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, "u").test(sender);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function readDayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** 'hoy', 'mañana', 'ayer' or 'el martes 25 de noviembre', in the person's time zone. */
export function describeDueDay(due: Date, now: Date, timeZone: string): string {
  const dueKey = readDayKey(due, timeZone);
  if (dueKey === readDayKey(now, timeZone)) return "hoy";
  if (dueKey === readDayKey(new Date(now.getTime() + DAY_MS), timeZone)) return "mañana";
  if (dueKey === readDayKey(new Date(now.getTime() - DAY_MS), timeZone)) return "ayer";
  const day = new Intl.DateTimeFormat("es-ES", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(
    due,
  );
  return `el ${day.replace(",", "")}`;
}

/** A meeting about to start is pending for this long before it does. */
const STARTS_SOON_MS = 15 * 60 * 1000;

/**
 * An invitation waits for an answer and a meeting changed or cancelled by someone else is news; a meeting is pending
 * within the 15 minutes before it starts, and a reminder read later than that is put aside.
 */
function triageMeeting(
  meeting: NonNullable<SyncedItem["signals"]["meeting"]>,
  now: Date,
  timeZone: string,
): TriageResult {
  const reasons = notificationMessages.reasons;
  if (meeting.change === "invitation") return { status: "pending", reason: reasons.invitation };
  if (meeting.change === "changed") return { status: "pending", reason: reasons.meetingChanged };
  if (meeting.change === "cancelled") return { status: "pending", reason: reasons.meetingCancelled };
  const left = meeting.startsAt.getTime() - now.getTime();
  if (left < 0 || left > STARTS_SOON_MS) return { status: "done", reason: null };
  const time = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return { status: "pending", reason: reasons.startsSoon(time.format(meeting.startsAt)) };
}

/**
 * Whether an item needs the person (pending, with the reason shown on its card) or can be put aside (done). What
 * the person taught counts first, then being named, the sender's own urgency, a deadline, and being written to directly;
 * bulk mail and the person's own changes never need them.
 */
export function triageNotification({ item, service, keyContacts, now, timeZone }: TriageInput): TriageResult {
  const { signals } = item;
  const reasons = notificationMessages.reasons;
  if (signals.byUser) return { status: "done", reason: null };

  const contact = findKeyContact(item, keyContacts);
  if (contact) {
    const reason = reasons.keyContact(contact.name ?? contact.email ?? "");
    // A key contact's invitation is one to answer first: it says both, and its card is marked important.
    if (signals.meeting?.change === "invitation") {
      return { status: "pending", reason: `${reason} · ${reasons.invitation}`, importance: "high" };
    }
    return { status: "pending", reason };
  }
  if (signals.meeting) return triageMeeting(signals.meeting, now, timeZone);
  if (signals.mentionsUser) return { status: "pending", reason: reasons.mention(signals.place) };
  if (signals.bulk) return { status: "done", reason: null };
  if (item.importance === "high") return { status: "pending", reason: reasons.highImportance };

  const due = signals.dueAt;
  if (due && due.getTime() - now.getTime() < DUE_SOON_DAYS * DAY_MS) {
    return { status: "pending", reason: reasons.dueSoon(describeDueDay(due, now, timeZone)) };
  }
  if (signals.directToUser) {
    if (FILE_SERVICES.has(service)) return { status: "pending", reason: reasons.sharedWithYou };
    if (signals.dueAt !== undefined) return { status: "pending", reason: reasons.assigned };
    return { status: "pending", reason: reasons.direct(service) };
  }
  return { status: "done", reason: null };
}
