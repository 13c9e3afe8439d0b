import { z } from "zod";
import { defineTool, type ListedItem } from "../../app-tool";
import { startOfLocalDay, toLocalDay } from "../../to-local-day";
import { CLICKUP_PRIORITY_NAMES } from "../clickup-priority-names";
import { type ClickUpTask, fetchClickUpUser, listClickUpAssignedTasks, listClickUpTeams } from "../client";
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
  assignee: z
    .string()
    .min(1)
    .optional()
    .describe("Las tareas de otra persona del espacio de trabajo (su nombre o correo) en vez de las tuyas"),
});

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

export function toClickUpListedItem(task: ClickUpTask, now: Date, timeZone: string): ListedItem {
  const due = task.due_date ? new Date(Number(task.due_date)).toISOString() : undefined;
  const text = (task.text_content ?? task.description ?? "").trim();
  const overdue =
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

export const clickupListMyTasks = defineTool({
  name: "clickup_list_my_tasks",
  app: "clickup",
  description:
    "Lista las tareas abiertas asignadas al usuario en ClickUp (o a otra persona del espacio de trabajo si se da " +
    "`assignee`), las que vencen antes primero. Admite filtrar por un " +
    "intervalo de vencimiento (las de hoy, las de esta semana), solo las atrasadas (vencían antes de hoy) o solo las " +
    "que están en curso. `total` " +
    "es cuántas encajan en total.",
  inputSchema: ListMyTasksInputSchema,
  writes: false,
  intent: { action: "list", objects: ["task", "pending"] },
  argsFromRequest: (request) => ({
    ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
    ...(request.dateRange?.from ? { dueFrom: request.dateRange.from } : {}),
    ...(request.dateRange?.to ? { dueTo: request.dateRange.to } : {}),
    ...(request.overdue ? { overdue: true } : {}),
    ...(request.inProgress ? { inProgress: true } : {}),
    ...(request.assignee ? { assignee: request.assignee } : {}),
  }),
  execute: async (context, input) => {
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
