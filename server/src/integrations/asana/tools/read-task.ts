import { z } from "zod";
import { defineTool } from "../../app-tool";
import { formatSpanishDay, toLocalDay } from "../../to-local-day";
import { type AsanaTask, fetchAsanaTask } from "../client";
import { toAsanaListedItem } from "./list-my-tasks";

const ReadTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
});

/** A task's facts as sentences, so a question about one of them ('¿qué prioridad tiene?') finds it. */
function describeAsanaTask(task: AsanaTask, timeZone: string): string {
  const due = task.due_at ?? task.due_on;
  const projects = (task.projects ?? []).flatMap((project) => (project.name ? [project.name] : []));
  const fields = (task.custom_fields ?? []).flatMap((field) =>
    field.name && field.display_value ? [`${field.name}: ${field.display_value}.`] : [],
  );
  return [
    task.notes?.trim() || "La tarea no tiene descripción.",
    ...fields,
    task.completed ? "Estado: completada." : "Estado: pendiente.",
    due ? `Vence el ${formatSpanishDay(toLocalDay(due, timeZone))}.` : "No tiene fecha de vencimiento.",
    ...(task.assignee?.name ? [`Asignada a ${task.assignee.name}.`] : []),
    ...(projects.length > 0 ? [`Proyecto: ${projects.join(", ")}.`] : []),
  ].join("\n");
}

export const asanaReadTask = defineTool({
  name: "asana_read_task",
  app: "asana",
  description:
    "Lee una tarea de Asana entera: su descripción, prioridad y demás campos, estado, vencimiento, responsable y " +
    "proyecto. Busca antes la tarea con asana_list_my_tasks.",
  inputSchema: ReadTaskInputSchema,
  writes: false,
  intent: { action: "read", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  execute: async (context, input) => {
    const task = await fetchAsanaTask(context.api, input.taskId);
    const today = toLocalDay(context.now.toISOString(), context.timeZone);
    const due = task.due_at ?? task.due_on ?? undefined;
    const day = due ? toLocalDay(due, context.timeZone) : undefined;
    return {
      kind: "document",
      item: toAsanaListedItem(task, day, today),
      text: describeAsanaTask(task, context.timeZone),
    };
  },
});
