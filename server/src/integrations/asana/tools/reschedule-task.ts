import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { formatSpanishDay, readWrittenDay } from "../../to-local-day";
import { fetchAsanaTask, rescheduleAsanaTask } from "../client";

const RescheduleTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
  dueOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe("Nueva fecha de vencimiento, 'YYYY-MM-DD'"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  previousDueOn: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type RescheduleTaskInput = z.infer<typeof RescheduleTaskInputSchema>;

function describeChange(input: RescheduleTaskInput): string {
  const from = input.previousDueOn ? ` del ${formatSpanishDay(input.previousDueOn)}` : "";
  return `la fecha de vencimiento de la tarea «${input.taskName ?? input.taskId}» de Asana${from} al ${formatSpanishDay(input.dueOn)}`;
}

export const asanaRescheduleTask = defineTool<RescheduleTaskInput>({
  name: "asana_reschedule_task",
  app: "asana",
  description:
    "Cambia la fecha de vencimiento de una tarea de Asana que ya existe. Busca antes la tarea con asana_list_my_tasks.",
  inputSchema: RescheduleTaskInputSchema,
  writes: true,
  intent: { action: "reschedule", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (request, target) => {
    const dueOn = request.dueDate ? readWrittenDay(request.dueDate) : undefined;
    return target && dueOn ? { taskId: target.id, dueOn } : null;
  },
  // The task and the day it had are read once here, so the card shows the change from what it is now.
  resolve: async (context, input) => {
    const task = await fetchAsanaTask(context.api, input.taskId);
    if (task.completed) {
      throw new AppError("CONFLICT", { message: `La tarea «${task.name}» ya está completada.` });
    }
    return {
      taskId: task.gid,
      dueOn: input.dueOn,
      taskName: task.name,
      ...(task.due_on ? { previousDueOn: task.due_on } : {}),
    };
  },
  describe: async (_context, input) => `Cambiar ${describeChange(input)}`,
  execute: async (context, input) => {
    const task = await rescheduleAsanaTask(context.api, input.taskId, input.dueOn);
    return {
      kind: "done",
      message: `He cambiado ${describeChange(input)}.`,
      item: { id: task.gid, title: task.name, link: task.permalink_url },
    };
  },
});
