import { z } from "zod";
import type { ToolContext } from "../../app-tool";
import { defineTool, type ListedItem } from "../../app-tool";
import { dropUnsetFields } from "../../drop-unset-fields";
import { readDoneSince } from "../../read-done-since";
import { toLocalDay } from "../../to-local-day";
import { type AsanaTask, listAsanaWorkspaces, listCompletedAsanaTasks, listOpenAsanaTasks } from "../client";
import { findAsanaPerson } from "../find-asana-person";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;
const MAX_WORKSPACES = 5;
const SNIPPET_LENGTH = 200;

const ListMyTasksInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántas tareas mostrar (10 si no se dice)"),
  dueFrom: z.string().optional().describe("Solo tareas que vencen desde este día, 'YYYY-MM-DD' o fecha ISO completa"),
  dueTo: z.string().optional().describe("Solo tareas que vencen hasta este día inclusive, 'YYYY-MM-DD' o fecha ISO"),
  createdFrom: z
    .string()
    .optional()
    .describe("Solo tareas creadas o asignadas desde este día ('la que me asignaron el lunes'), fecha ISO"),
  createdTo: z.string().optional().describe("Solo tareas creadas o asignadas hasta este día inclusive, fecha ISO"),
  overdue: z.boolean().optional().describe("Solo las atrasadas: vencían antes de hoy y siguen sin completar"),
  completed: z
    .boolean()
    .optional()
    .describe(
      "Las ya completadas en vez de las pendientes ('¿qué terminé ayer?'), de la última completada a la primera",
    ),
  completedFrom: z
    .string()
    .optional()
    .describe("Con `completed`: completadas desde este día, fecha ISO (30 días atrás si no)"),
  completedTo: z.string().optional().describe("Con `completed`: completadas hasta este día inclusive, fecha ISO"),
  assignee: z
    .string()
    .min(1)
    .optional()
    .describe("Las tareas de otra persona del espacio de trabajo (su nombre o correo) en vez de las tuyas"),
});

type DatedTask = { task: AsanaTask; due: string | undefined; day: string | undefined };
type ListMyTasksInput = z.infer<typeof ListMyTasksInputSchema>;

export function toAsanaListedItem(task: AsanaTask, day: string | undefined, today: string): ListedItem {
  const projects = (task.projects ?? []).flatMap((project) => (project.name ? [project.name] : []));
  const notes = task.notes?.trim();
  // Who gave the task, when someone other than whose it is made it ('la tarea que me asignó Lucía').
  const giver = task.created_by && task.created_by.gid !== task.assignee?.gid ? task.created_by.name : undefined;
  return {
    id: task.gid,
    title: task.name,
    ...(giver ? { from: giver } : {}),
    due: task.due_at ?? task.due_on ?? undefined,
    link: task.permalink_url,
    snippet: notes ? notes.slice(0, SNIPPET_LENGTH) : undefined,
    place: projects.length > 0 ? projects.join(", ") : undefined,
    details: day && day < today ? ["Vencida"] : undefined,
  };
}

/** A task list asked of each of the person's workspaces, for the user or for the member `input.assignee` names. */
async function listEveryWorkspace(
  context: ToolContext,
  input: ListMyTasksInput,
  listIn: (workspace: string, person: string | undefined) => Promise<AsanaTask[]>,
): Promise<AsanaTask[]> {
  const workspaces = (await listAsanaWorkspaces(context.api)).slice(0, MAX_WORKSPACES);
  const lists = await Promise.all(
    workspaces.map(async (workspace) => {
      // Another person's tasks are asked of the workspace they belong to, by their gid: Asana takes no names.
      const person = input.assignee ? await findAsanaPerson(context.api, workspace.gid, input.assignee) : undefined;
      return listIn(workspace.gid, person?.gid);
    }),
  );
  return lists.flat();
}

/** The tasks completed within the days asked, the last one done first. */
async function listDoneTasks(context: ToolContext, input: ListMyTasksInput) {
  const since = readDoneSince(context.now, input.completedFrom);
  const tasks = await listEveryWorkspace(context, input, (workspace, person) =>
    listCompletedAsanaTasks(context.api, workspace, since, person),
  );
  const from = toLocalDay(since, context.timeZone);
  const to = input.completedTo ? toLocalDay(input.completedTo, context.timeZone) : undefined;
  const done = tasks
    .filter((task) => {
      const day = task.completed_at ? toLocalDay(task.completed_at, context.timeZone) : undefined;
      return day !== undefined && day >= from && (!to || day <= to);
    })
    .sort((a, b) => Date.parse(b.completed_at ?? "") - Date.parse(a.completed_at ?? ""));
  const today = toLocalDay(context.now.toISOString(), context.timeZone);
  return {
    kind: "list" as const,
    object: "task" as const,
    total: done.length,
    items: done.slice(0, input.count ?? DEFAULT_COUNT).map((task) => ({
      ...toAsanaListedItem(task, undefined, today),
      ...(task.completed_at ? { date: task.completed_at } : {}),
      details: ["Completada"],
    })),
  };
}

export const asanaListMyTasks = defineTool({
  name: "asana_list_my_tasks",
  app: "asana",
  description:
    "Lista las tareas pendientes (sin completar) asignadas al usuario en Asana, o a otra persona del espacio de " +
    "trabajo si se da `assignee`, ordenadas por fecha de vencimiento. Admite filtrar por un intervalo de vencimiento (las de hoy, las de esta semana) o solo las atrasadas (vencían " +
    "antes de hoy). Con `completed`, las ya completadas en un intervalo (las que terminó ayer). `total` es cuántas " +
    "encajan en total.",
  inputSchema: ListMyTasksInputSchema,
  writes: false,
  intent: { action: "list", objects: ["task", "pending"] },
  argsFromRequest: (request): ListMyTasksInput => {
    const { dateRange } = request;
    // The days said of things done are when they were done, not when they fall due.
    const days = request.completed
      ? { completed: true, completedFrom: dateRange?.from, completedTo: dateRange?.to }
      : { dueFrom: dateRange?.from, dueTo: dateRange?.to };
    return dropUnsetFields({
      count: request.count ? Math.min(request.count, MAX_COUNT) : undefined,
      ...days,
      createdFrom: request.createdRange?.from,
      createdTo: request.createdRange?.to,
      overdue: request.overdue || undefined,
      assignee: request.assignee,
    });
  },
  execute: async (context, input) => {
    if (input.completed) return listDoneTasks(context, input);
    const tasks = await listEveryWorkspace(context, input, (workspace, person) =>
      listOpenAsanaTasks(context.api, workspace, person),
    );
    const from = input.dueFrom ? toLocalDay(input.dueFrom, context.timeZone) : undefined;
    const to = input.dueTo ? toLocalDay(input.dueTo, context.timeZone) : undefined;
    const createdFrom = input.createdFrom ? toLocalDay(input.createdFrom, context.timeZone) : undefined;
    const createdTo = input.createdTo ? toLocalDay(input.createdTo, context.timeZone) : undefined;
    const madeInRange = (task: AsanaTask) => {
      if (!createdFrom && !createdTo) return true;
      const made = task.created_at ? toLocalDay(task.created_at, context.timeZone) : undefined;
      return made !== undefined && (!createdFrom || made >= createdFrom) && (!createdTo || made <= createdTo);
    };
    const dated: DatedTask[] = tasks
      .filter((task) => !task.completed && madeInRange(task))
      .map((task) => {
        const due = task.due_at ?? task.due_on ?? undefined;
        return { task, due, day: due ? toLocalDay(due, context.timeZone) : undefined };
      });
    const today = toLocalDay(context.now.toISOString(), context.timeZone);
    const inRange = dated.filter(
      ({ day }) =>
        ((!from && !to) || (day !== undefined && (!from || day >= from) && (!to || day <= to))) &&
        // Overdue means due on a day before today in the person's zone, whatever the hour.
        (!input.overdue || (day !== undefined && day < today)),
    );
    // Tasks without a due date go last: what is due soonest is what the user asks about.
    inRange.sort((a, b) => (a.due && b.due ? Date.parse(a.due) - Date.parse(b.due) : a.due ? -1 : b.due ? 1 : 0));
    return {
      kind: "list",
      object: "task",
      total: inRange.length,
      items: inRange.slice(0, input.count ?? DEFAULT_COUNT).map(({ task, day }) => toAsanaListedItem(task, day, today)),
    };
  },
});
