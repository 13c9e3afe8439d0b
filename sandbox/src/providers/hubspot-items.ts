import { z } from "zod";
import {
  createHubSpotTask,
  HUBSPOT_COLLEAGUE_OWNER,
  HUBSPOT_MY_OWNER_ID,
  type HubSpotData,
  hubspotTaskPriorities,
} from "../demo-data/hubspot-data";
import { SandboxItemError } from "./provider-family";

const DAY_MS = 86_400_000;

const HubSpotItemBodySchema = z.object({
  kind: z.literal("task").optional(),
  subject: z.string().trim().min(1),
  priority: z.enum(hubspotTaskPriorities).optional(),
  /** hs_timestamp, the due date; a day after the task's date unless given. */
  due: z.iso.datetime({ offset: true }).optional(),
  /** The task's hs_lastmodifieddate, to inject late or future-dated changes. */
  date: z.iso.datetime({ offset: true }).optional(),
});

/** A task that a colleague, Raúl, assigns to the demo user. */
export function addHubSpotItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = HubSpotItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid HubSpot item: ${z.prettifyError(parsed.error)}`);
  const hubspot = data as HubSpotData;
  const item = parsed.data;
  const modified = item.date ? Date.parse(item.date) : now;
  const id = String(Math.max(84_000_000, ...hubspot.tasks.map((task) => Number(task.id))) + 1);
  hubspot.tasks.push(
    createHubSpotTask({
      id,
      subject: item.subject,
      body: "",
      ...(item.priority ? { priority: item.priority } : {}),
      due: new Date(item.due ? Date.parse(item.due) : modified + DAY_MS).toISOString(),
      ownerId: HUBSPOT_MY_OWNER_ID,
      byUserId: HUBSPOT_COLLEAGUE_OWNER.userId,
      modified: new Date(modified).toISOString(),
    }),
  );
  return { id, kind: "task" };
}

/** What the live demo adds: a high-priority call for the demo user. */
export const hubspotLiveItems: readonly Record<string, unknown>[] = [
  { subject: "Llamar a Rubén Gil por la ampliación del contrato", priority: "HIGH" },
];
