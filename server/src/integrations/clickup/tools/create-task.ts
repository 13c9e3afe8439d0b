import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { createClickUpTask, fetchClickUpUser } from "../client";
import { describeClickUpDue, toClickUpDue } from "../task-due";
import { listTaskLists, pickList } from "../task-lists";
import { toClickUpListedItem } from "./list-my-tasks";

const CreateTaskInputSchema = z.object({
  name: z.string().min(1).describe("Título de la tarea"),
  description: z.string().optional().describe("Descripción de la tarea"),
  dueDate: z.string().optional().describe("Vencimiento: 'YYYY-MM-DD' para un día, o fecha ISO completa con hora"),
  list: z.string().optional().describe("Lista donde va la tarea, por su nombre; sin ella, la primera lista"),
  listId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type CreateTaskInput = z.infer<typeof CreateTaskInputSchema>;

function describeDue(input: CreateTaskInput, timeZone: string): string {
  return input.dueDate ? `para ${describeClickUpDue(input.dueDate, timeZone)}` : "sin fecha de vencimiento";
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
      ...(request.project || request.place ? { list: request.project ?? request.place?.name } : {}),
    };
  },
  // The list is fixed by its id before the card, so the task goes where the card said.
  resolve: async (context, input) => {
    const list = pickList(await listTaskLists(context), input.list);
    return { ...input, list: list.name, listId: list.id };
  },
  describe: async (context, input) => {
    const where = input.list ? ` en la lista «${input.list}»` : "";
    const text = input.description ? `, con la descripción «${input.description}»` : "";
    return `Crear en ClickUp la tarea «${input.name}»${where} ${describeDue(input, context.timeZone)}${text}`;
  },
  execute: async (context, input) => {
    if (!input.listId) throw new AppError("BAD_REQUEST", { message: "Falta la lista exacta donde crear la tarea." });
    const user = await fetchClickUpUser(context.api);
    const task = await createClickUpTask(context.api, input.listId, {
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      assignees: [user.id],
      ...(input.dueDate ? toClickUpDue(input.dueDate, context.timeZone) : {}),
    });
    const where = input.list ? ` en la lista «${input.list}»` : "";
    return {
      kind: "done",
      message: `He creado en ClickUp la tarea «${task.name}»${where} ${describeDue(input, context.timeZone)}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
