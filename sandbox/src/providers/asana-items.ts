import { z } from "zod";
import { demoAccounts } from "../demo-accounts";
import {
  ASANA_COLLEAGUE_GID,
  ASANA_WORKSPACE_GID,
  type AsanaData,
  type AsanaTaskRecord,
  asanaPriorities,
} from "../demo-data/asana-data";
import { toDemoDay } from "../demo-data/to-demo-day";
import { SandboxItemError } from "./provider-family";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const AsanaItemBodySchema = z.object({
  kind: z.literal("task").optional(),
  name: z.string().trim().min(1),
  /** A day ('2026-11-25') sets due_on; a full ISO date-time sets due_at. */
  due: z.union([z.string().regex(DAY_PATTERN), z.iso.datetime({ offset: true })]).optional(),
  priority: z.enum(asanaPriorities).optional(),
  assignedToMe: z.boolean().default(true),
  /** The task's modified time, to inject late or future-dated changes. */
  date: z.iso.datetime({ offset: true }).optional(),
});
type AsanaItemBody = z.infer<typeof AsanaItemBodySchema>;

/** A task that a colleague, Lucía, makes in the first project: assigned to the demo user unless told otherwise. */
export function addAsanaItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = AsanaItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid Asana item: ${z.prettifyError(parsed.error)}`);
  const asana = data as AsanaData;
  const task = createItemTask(asana, parsed.data, now);
  asana.tasks.push(task);
  return { id: task.gid, kind: "task" };
}

function createItemTask(data: AsanaData, item: AsanaItemBody, now: number): AsanaTaskRecord {
  const stamp = item.date ? new Date(item.date).toISOString() : new Date(now).toISOString();
  const dueIsDay = item.due !== undefined && DAY_PATTERN.test(item.due);
  return {
    gid: String(Math.max(1208400000000000, ...data.tasks.map((existing) => Number(existing.gid))) + 1),
    name: item.name,
    notes: "",
    completed: false,
    completed_at: null,
    due_on: item.due === undefined ? null : dueIsDay ? item.due : toDemoDay(Date.parse(item.due), 0),
    due_at: item.due === undefined || dueIsDay ? null : new Date(item.due).toISOString(),
    assignee: item.assignedToMe ? demoAccounts.asana.gid : ASANA_COLLEAGUE_GID,
    created_by: ASANA_COLLEAGUE_GID,
    ...(item.priority ? { priority: item.priority } : {}),
    workspace: ASANA_WORKSPACE_GID,
    projects: data.projects[0] ? [data.projects[0].gid] : [],
    created_at: stamp,
    modified_at: stamp,
  };
}

/** What the live demo adds: a task for the demo user, due the day after the sandbox started. */
export const asanaLiveItems: readonly Record<string, unknown>[] = [
  { name: "Revisar el presupuesto de la feria de Valencia", due: toDemoDay(Date.now(), 1), priority: "high" },
];
