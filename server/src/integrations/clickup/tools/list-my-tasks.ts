import { z } from "zod";
import type { ToolContext } from "../../app-tool";
import { defineTool, type ListedItem } from "../../app-tool";
import { dropUnsetFields } from "../../drop-unset-fields";
import { readDoneSince } from "../../read-done-since";
import { startOfLocalDay, toLocalDay } from "../../to-local-day";
import { CLICKUP_PRIORITY_NAMES } from "../clickup-priority-names";
import {
  type ClickUpTask,
  fetchClickUpUser,
  listClickUpAssignedTasks,
  listClickUpClosedTasks,
  listClickUpTeams,
} from "../client";
import { findClickUpMember } from "../find-clickup-member";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;
const MAX_TEAMS = 5;
const SNIPPET_LENGTH = 200;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const ListMyTasksInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántas tareas mostrar (10 si no se dice)"),
  dueFrom: z.string().optional().describe("Solo tareas que vencen desde este día, 'YYYY-MM-DD' o fecha ISO completa"),
  dueTo: z.string().optional().describe("Solo tareas que vencen hasta este día inclusive, 'YYYY-MM-DD' o fecha ISO"),
  overdue: z.boolean().optional().describe("Solo las atrasadas: vencían antes de hoy y siguen abiertas"),
  inProgress: z.boolean().optional().describe("Solo las que están en curso: empezadas y sin cerrar"),
  completed: z
    .boolean()
    .optional()
    .describe("Las ya cerradas en vez de las abiertas ('¿qué terminé ayer?'), de la última cerrada a la primera"),
  completedFrom: z
    .string()
    .optional()
    .describe("Con `completed`: cerradas desde este día, fecha ISO (30 días atrás si no)"),
  completedTo: z.string().optional().describe("Con `completed`: cerradas hasta este día inclusive, fecha ISO"),
  assignee: z
    .string()
    .min(1)
    .optional()
    .describe("Las tareas de otra persona del espacio de trabajo (su nombre o correo) en vez de las tuyas"),
});
type ListMyTasksInput = z.infer<typeof ListMyTasksInputSchema>;

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

export function toClickUpListedItem(task: ClickUpTask, now: Date, timeZone: string): ListedItem {
  const due = task.due_date ? new Date(Number(task.due_date)).toISOString() : undefined;
  const text = (task.text_content ?? task.description ?? "").trim();
  const overdue =
    task.status.type !== "closed" &&
    task.due_date !== null &&
    Number(task.due_date) < startOfLocalDay(toLocalDay(now.toISOString(), timeZone), timeZone);
  // Who gave the task, when its maker is not among whose it is ('la tarea que me pasó Javier').
  const priority = task.priority
    ? (CLICKUP_PRIORITY_NAMES[task.priority.priority] ?? task.priority.priority)
    : undefined;
  const giver = task.creator?.username;
  const given = giver && !(task.assignees ?? []).some((assignee) => assignee.id === task.creator?.id);
  return {
    id: task.id,
    title: task.name,
    ...(given ? { from: giver } : {}),
    due,
    link: task.url,
    snippet: text ? text.slice(0, SNIPPET_LENGTH) : undefined,
    place: task.list?.name,
    details: [
      `Estado: ${task.status.status}`,
      ...(priority ? [`Prioridad: ${priority}`] : []),
      ...(overdue ? ["Vencida"] : []),
    ],
  };
}

/** The tasks closed within the days asked, the last one closed first. */
async function listClosedTasks(context: ToolContext, input: ListMyTasksInput) {
  const { timeZone } = context;
  const since = readDoneSince(context.now, input.completedFrom);
  const closedAfter = new Date(DAY_PATTERN.test(since) ? startOfLocalDay(since, timeZone) : Date.parse(since));
  const until = input.completedTo ? toLocalDay(input.completedTo, timeZone) : undefined;
  const [user, teams] = await Promise.all([fetchClickUpUser(context.api), listClickUpTeams(context.api)]);
  const chosenTeams = teams.slice(0, MAX_TEAMS);
  const assignee = input.assignee ? findClickUpMember(chosenTeams, input.assignee).id : user.id;
  const lists = await Promise.all(
    chosenTeams.map((team) => listClickUpClosedTasks(context.api, team.id, { assignee, closedAfter })),
  );
  const closed = lists
    .flat()
    .filter((task) => !until || toLocalDay(new Date(Number(task.date_closed)).toISOString(), timeZone) <= until);
  return {
    kind: "list" as const,
    object: "task" as const,
    total: closed.length,
    items: closed.slice(0, input.count ?? DEFAULT_COUNT).map((task) => ({
      ...toClickUpListedItem(task, context.now, timeZone),
      date: new Date(Number(task.date_closed)).toISOString(),
    })),
  };
}

export const clickupListMyTasks = defineTool({
  name: "clickup_list_my_tasks",
  app: "clickup",
  description:
    "Lista las tareas abiertas asignadas al usuario en ClickUp (o a otra persona del espacio de trabajo si se da " +
    "`assignee`), las que vencen antes primero. Admite filtrar por un " +
    "intervalo de vencimiento (las de hoy, las de esta semana), solo las atrasadas (vencían antes de hoy) o solo las " +
    "que están en curso. Con `completed`, las ya cerradas en un intervalo (las que terminó ayer). `total` " +
    "es cuántas encajan en total.",
  inputSchema: ListMyTasksInputSchema,
  writes: false,
  intent: { action: "list", objects: ["task", "pending"] },
  argsFromRequest: (request): ListMyTasksInput => {
    const { dateRange } = request;
    // The days said of things done are when they were done, not when they fall due.
    const days = request.completed
      ? { completed: true, completedFrom: dateRange?.from, completedTo: dateRange?.to }
      : { dueFrom: dateRange?.from, dueTo: dateRange?.to };
    return dropUnsetFields<ListMyTasksInput>({
      count: request.count ? Math.min(request.count, MAX_COUNT) : undefined,
      ...days,
      overdue: request.overdue || undefined,
      inProgress: request.inProgress || undefined,
      assignee: request.assignee,
    });
  },
  execute: async (context, input) => {
    if (input.completed) return listClosedTasks(context, input);
    const { timeZone } = context;
    // ClickUp's bounds are strict, so each end is moved one millisecond outwards to include it.
    const dueAfter = input.dueFrom
      ? (DAY_PATTERN.test(input.dueFrom) ? startOfLocalDay(input.dueFrom, timeZone) : Date.parse(input.dueFrom)) - 1
      : undefined;
    const asked = input.dueTo
      ? DAY_PATTERN.test(input.dueTo)
        ? startOfLocalDay(addDays(input.dueTo, 1), timeZone)
        : Date.parse(input.dueTo) + 1
      : undefined;
    // Overdue: due before today began in the person's zone (ClickUp's due_date_lt is strict).
    const todayStarts = startOfLocalDay(toLocalDay(context.now.toISOString(), timeZone), timeZone);
    const dueBefore = input.overdue ? Math.min(asked ?? todayStarts, todayStarts) : asked;
    const [user, teams] = await Promise.all([fetchClickUpUser(context.api), listClickUpTeams(context.api)]);
    const chosenTeams = teams.slice(0, MAX_TEAMS);
    // Another person's tasks are asked for by their member id, which GET /team already listed.
    const assignee = input.assignee ? findClickUpMember(chosenTeams, input.assignee).id : user.id;
    const tasks = (
      await Promise.all(
        chosenTeams.map((team) => listClickUpAssignedTasks(context.api, team.id, { assignee, dueAfter, dueBefore })),
      )
    ).flat();
    // A list's first status is where tasks wait ("open") and its last ones close them: what lies between is in course.
    const chosen = input.inProgress ? tasks.filter((task) => task.status.type === "custom") : tasks;
    // Undated tasks go last: what is due soonest is what the user asks about.
    const dueKey = (task: ClickUpTask) => (task.due_date ? Number(task.due_date) : Number.POSITIVE_INFINITY);
    chosen.sort((a, b) => dueKey(a) - dueKey(b));
    return {
      kind: "list",
      object: "task",
      total: chosen.length,
      items: chosen
        .slice(0, input.count ?? DEFAULT_COUNT)
        .map((task) => toClickUpListedItem(task, context.now, timeZone)),
    };
  },
});
