import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import {
  CLICKUP_COLLEAGUE_ID,
  type ClickUpData,
  type ClickUpTaskRecord,
  clickupPriorities,
} from "../demo-data/clickup-data";
import { toDemoDay } from "../demo-data/to-demo-day";
import { SandboxItemError } from "./provider-family";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const ClickUpItemBodySchema = z.object({
  kind: z.literal("task").optional(),
  name: z.string().trim().min(1),
  /** A day ('2026-11-25', due at five in the afternoon in Madrid, as the seed) or a full ISO date-time. */
  due: z.union([z.string().regex(DAY_PATTERN), z.iso.datetime({ offset: true })]).optional(),
  priority: z.enum(clickupPriorities).optional(),
  assignedToMe: z.boolean().default(true),
  /** The task's date_updated, to inject late or future-dated changes. */
  date: z.iso.datetime({ offset: true }).optional(),
});
type ClickUpItemBody = z.infer<typeof ClickUpItemBodySchema>;

/** A task that a colleague, Javier, makes in the first list: assigned to the demo user unless told otherwise. */
export function addClickUpItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = ClickUpItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid ClickUp item: ${z.prettifyError(parsed.error)}`);
  const clickup = data as ClickUpData;
  const task = createItemTask(clickup, parsed.data, now);
  clickup.tasks.push(task);
  return { id: task.id, kind: "task" };
}

function readDueMs(due: string): number {
  return Date.parse(DAY_PATTERN.test(due) ? `${due}T17:00:00+01:00` : due);
}

function createItemTask(data: ClickUpData, item: ClickUpItemBody, now: number): ClickUpTaskRecord {
  const stamp = String(item.date ? Date.parse(item.date) : now);
  return {
    id: `86c2${(now % 1_000_000_000).toString(36)}${data.tasks.length.toString(36)}`,
    name: item.name,
    description: "",
    status: "to do",
    listId: data.lists[0]?.id ?? "",
    assignees: [item.assignedToMe ? demoAccounts.clickup.id : CLICKUP_COLLEAGUE_ID],
    creator: CLICKUP_COLLEAGUE_ID,
    date_created: stamp,
    date_updated: stamp,
    date_closed: null,
    due_date: item.due === undefined ? null : String(readDueMs(item.due)),
    due_date_time: item.due !== undefined && !DAY_PATTERN.test(item.due),
    priority: item.priority ?? null,
  };
}

/** What the live demo adds: an urgent task for the demo user, due the day after the sandbox started. */
export const clickupLiveItems: readonly Record<string, unknown>[] = [
  { name: "Enviar el presupuesto a Logística Castellana", due: toDemoDay(Date.now(), 1), priority: "urgent" },
];
