import { z } from "zod";
import { defineTool, type ToolContext } from "../../app-tool";
import { formatSpanishDay, startOfLocalDay, toLocalDay } from "../../to-local-day";
import {
  type ClickUpList,
  createClickUpTask,
  fetchClickUpUser,
  listClickUpFolderlessLists,
  listClickUpSpaces,
  listClickUpTeams,
} from "../client";
import { toClickUpListedItem } from "./list-my-tasks";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT_PATTERN = /T00:00(:00(\.0+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const CreateTaskInputSchema = z.object({
  name: z.string().min(1).describe("Título de la tarea"),
  description: z.string().optional().describe("Descripción de la tarea"),
  dueDate: z.string().optional().describe("Vencimiento: 'YYYY-MM-DD' para un día, o fecha ISO completa con hora"),
});

type CreateTaskInput = z.infer<typeof CreateTaskInputSchema>;

/** A due day without an hour: a bare day, or midnight, which is how a day alone is written as an instant. */
function readDueDay(dueDate: string): string | undefined {
  if (DAY_PATTERN.test(dueDate)) return dueDate;
  return MIDNIGHT_PATTERN.test(dueDate) ? dueDate.slice(0, 10) : undefined;
}

function toDue(dueDate: string, timeZone: string): { due_date: number; due_date_time: boolean } {
  const day = readDueDay(dueDate);
  return day
    ? { due_date: startOfLocalDay(day, timeZone), due_date_time: false }
    : { due_date: Date.parse(dueDate), due_date_time: true };
}

function describeDue(input: CreateTaskInput, timeZone: string): string {
  if (!input.dueDate) return "sin fecha de vencimiento";
  const day = readDueDay(input.dueDate);
  if (day) return `para el ${formatSpanishDay(day)}`;
  const time = new Intl.DateTimeFormat("es-ES", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(input.dueDate),
  );
  return `para el ${formatSpanishDay(toLocalDay(input.dueDate, timeZone))} a las ${time}`;
}

/** Where a task goes when the user names no list: the first folderless list of the first space that has one. */
async function findDefaultList(context: ToolContext): Promise<ClickUpList | undefined> {
  const [team] = await listClickUpTeams(context.api);
  if (!team) return undefined;
  for (const space of await listClickUpSpaces(context.api, team.id)) {
    const [list] = await listClickUpFolderlessLists(context.api, space.id);
    if (list) return list;
  }
  return undefined;
}

export const clickupCreateTask = defineTool({
  name: "clickup_create_task",
  app: "clickup",
  description:
    "Crea en ClickUp una tarea asignada al usuario, en su primera lista, con fecha de vencimiento opcional (día u hora).",
  inputSchema: CreateTaskInputSchema,
  writes: true,
  intent: { action: "create", objects: ["task"] },
  argsFromRequest: (request) => {
    const name = (request.quoted ?? request.name)?.trim();
    if (!name) return null;
    return {
      name,
      ...(request.body ? { description: request.body } : {}),
      ...(request.dueDate ? { dueDate: request.dueDate } : {}),
    };
  },
  describe: async (context, input) => {
    const list = await findDefaultList(context);
    const where = list ? ` en la lista «${list.name}»` : "";
    return `Crear en ClickUp la tarea «${input.name}»${where} ${describeDue(input, context.timeZone)}`;
  },
  execute: async (context, input) => {
    const [list, user] = await Promise.all([findDefaultList(context), fetchClickUpUser(context.api)]);
    if (!list) return { kind: "done", message: "Tu espacio de ClickUp no tiene ninguna lista donde crear la tarea." };
    const task = await createClickUpTask(context.api, list.id, {
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      assignees: [user.id],
      ...(input.dueDate ? toDue(input.dueDate, context.timeZone) : {}),
    });
    return {
      kind: "done",
      message: `He creado en ClickUp la tarea «${task.name}» en la lista «${list.name}» ${describeDue(input, context.timeZone)}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
