import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ToolContext } from "../../app-tool";
import { foldText } from "../../match-person-name";
import { pickOneTarget } from "../../target-errors";
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
  list: z.string().optional().describe("Lista donde va la tarea, por su nombre; sin ella, la primera lista"),
  listId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
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

/** The lists a task can go to: the folderless lists of every space of the first workspace, in ClickUp's order. */
async function listTaskLists(context: ToolContext): Promise<ClickUpList[]> {
  const [team] = await listClickUpTeams(context.api);
  if (!team) return [];
  const spaces = await listClickUpSpaces(context.api, team.id);
  return (await Promise.all(spaces.map((space) => listClickUpFolderlessLists(context.api, space.id)))).flat();
}

/** The list a written name means (exact name, else the one that contains it), or the first list when none is named. */
function pickList(lists: readonly ClickUpList[], written: string | undefined): ClickUpList {
  const names = lists.map((list) => `«${list.name}»`).join(", ");
  if (!written?.trim()) {
    const [first] = lists;
    if (!first)
      throw new AppError("NOT_FOUND", {
        message: "Tu espacio de ClickUp no tiene ninguna lista donde crear la tarea.",
      });
    return first;
  }
  const wanted = foldText(written.trim());
  const exact = lists.filter((list) => foldText(list.name) === wanted);
  return pickOneTarget(exact.length > 0 ? exact : lists.filter((list) => foldText(list.name).includes(wanted)), {
    what: "listas",
    wanted: written,
    notFound: `No encuentro la lista «${written}» en ClickUp. Listas: ${names || "ninguna"}.`,
    label: (list) => `«${list.name}»`,
  });
}

export const clickupCreateTask = defineTool<CreateTaskInput>({
  name: "clickup_create_task",
  app: "clickup",
  description:
    "Crea en ClickUp una tarea asignada al usuario, en la lista que se nombre (o la primera), con fecha de " +
    "vencimiento opcional (día u hora).",
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
      ...(request.project ? { list: request.project } : {}),
    };
  },
  // The list is fixed by its id before the card, so the task goes where the card said.
  resolve: async (context, input) => {
    const list = pickList(await listTaskLists(context), input.list);
    return { ...input, list: list.name, listId: list.id };
  },
  describe: async (context, input) => {
    const where = input.list ? ` en la lista «${input.list}»` : "";
    return `Crear en ClickUp la tarea «${input.name}»${where} ${describeDue(input, context.timeZone)}`;
  },
  execute: async (context, input) => {
    if (!input.listId) throw new AppError("BAD_REQUEST", { message: "Falta la lista exacta donde crear la tarea." });
    const user = await fetchClickUpUser(context.api);
    const task = await createClickUpTask(context.api, input.listId, {
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      assignees: [user.id],
      ...(input.dueDate ? toDue(input.dueDate, context.timeZone) : {}),
    });
    const where = input.list ? ` en la lista «${input.list}»` : "";
    return {
      kind: "done",
      message: `He creado en ClickUp la tarea «${task.name}»${where} ${describeDue(input, context.timeZone)}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
