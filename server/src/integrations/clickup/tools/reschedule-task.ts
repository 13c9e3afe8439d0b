import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { fetchClickUpTask, rescheduleClickUpTask } from "../client";
import { describeClickUpDue, toClickUpDue } from "../task-due";
import { toClickUpListedItem } from "./list-my-tasks";

const RescheduleTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
  dueDate: z.string().min(1).describe("Nuevo vencimiento: 'YYYY-MM-DD' para un día, o fecha ISO completa con hora"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type RescheduleTaskInput = z.infer<typeof RescheduleTaskInputSchema>;

function describeChange(input: RescheduleTaskInput, timeZone: string): string {
  // 'a' + 'el viernes…' is written 'al viernes…'.
  const due = describeClickUpDue(input.dueDate, timeZone).replace(/^el /, "al ");
  return `la fecha de vencimiento de la tarea «${input.taskName ?? input.taskId}» de ClickUp ${due}`;
}

export const clickupRescheduleTask = defineTool<RescheduleTaskInput>({
  name: "clickup_reschedule_task",
  app: "clickup",
  description:
    "Cambia la fecha de vencimiento de una tarea de ClickUp que ya existe. Busca antes la tarea con " +
    "clickup_list_my_tasks.",
  inputSchema: RescheduleTaskInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (request, target) =>
    target && request.dueDate ? { taskId: target.id, dueDate: request.dueDate } : null,
  resolve: async (context, input) => {
    const task = await fetchClickUpTask(context.api, input.taskId);
    if (task.date_closed) throw new AppError("CONFLICT", { message: `La tarea «${task.name}» ya está cerrada.` });
    return { taskId: task.id, dueDate: input.dueDate, taskName: task.name };
  },
  describe: async (context, input) => `Cambiar ${describeChange(input, context.timeZone)}`,
  execute: async (context, input) => {
    const task = await rescheduleClickUpTask(context.api, input.taskId, toClickUpDue(input.dueDate, context.timeZone));
    return {
      kind: "done",
      message: `He cambiado ${describeChange(input, context.timeZone)}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
