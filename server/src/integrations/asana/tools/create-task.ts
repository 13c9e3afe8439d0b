import { z } from "zod";
import { defineTool } from "../../app-tool";
import { formatSpanishDay, readWrittenDay, toLocalDay } from "../../to-local-day";
import { createAsanaTask, listAsanaWorkspaces } from "../client";
import { toAsanaListedItem } from "./list-my-tasks";

const CreateTaskInputSchema = z.object({
  name: z.string().min(1).describe("Título de la tarea"),
  notes: z.string().optional().describe("Descripción o notas de la tarea"),
  dueOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Fecha de vencimiento, 'YYYY-MM-DD'"),
});

type CreateTaskInput = z.infer<typeof CreateTaskInputSchema>;

function describeDue(input: CreateTaskInput): string {
  return input.dueOn ? `para el ${formatSpanishDay(input.dueOn)}` : "sin fecha de vencimiento";
}

export const asanaCreateTask = defineTool({
  name: "asana_create_task",
  app: "asana",
  description:
    "Crea una tarea en Asana asignada al usuario, en su primer espacio de trabajo, con fecha de vencimiento opcional.",
  inputSchema: CreateTaskInputSchema,
  writes: true,
  intent: { action: "create", objects: ["task"] },
  argsFromRequest: (request) => {
    const name = (request.quoted ?? request.name)?.trim();
    if (!name) return null;
    const dueOn = request.dueDate ? readWrittenDay(request.dueDate) : undefined;
    return { name, ...(request.body ? { notes: request.body } : {}), ...(dueOn ? { dueOn } : {}) };
  },
  describe: async (_context, input) => `Crear en Asana la tarea «${input.name}» ${describeDue(input)}`,
  execute: async (context, input) => {
    const [workspace] = await listAsanaWorkspaces(context.api);
    if (!workspace) return { kind: "done", message: "Tu cuenta de Asana no tiene ningún espacio de trabajo." };
    const task = await createAsanaTask(context.api, {
      name: input.name,
      ...(input.notes ? { notes: input.notes } : {}),
      ...(input.dueOn ? { due_on: input.dueOn } : {}),
      assignee: "me",
      workspace: workspace.gid,
    });
    const today = toLocalDay(context.now.toISOString(), context.timeZone);
    return {
      kind: "done",
      message: `He creado en Asana la tarea «${task.name}» ${describeDue(input)}.`,
      item: toAsanaListedItem(task, task.due_on ?? undefined, today),
    };
  },
});
