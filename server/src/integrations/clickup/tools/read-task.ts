import { z } from "zod";
import { defineTool } from "../../app-tool";
import { formatSpanishDay, toLocalDay } from "../../to-local-day";
import { CLICKUP_PRIORITY_NAMES } from "../clickup-priority-names";
import { type ClickUpTask, fetchClickUpTask } from "../client";
import { toClickUpListedItem } from "./list-my-tasks";

const ReadTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
});

/** A task's facts as sentences, so a question about one of them ('¿qué prioridad tiene?') finds it. */
function describeClickUpTask(task: ClickUpTask, timeZone: string): string {
  const text = (task.text_content ?? task.description ?? "").trim();
  const priority = task.priority?.priority;
  const assignees = (task.assignees ?? []).flatMap((person) => (person.username ? [person.username] : []));
  return [
    text || "La tarea no tiene descripción.",
    priority ? `Prioridad: ${CLICKUP_PRIORITY_NAMES[priority] ?? priority}.` : "No tiene prioridad.",
    `Estado: ${task.status.status}.`,
    task.due_date
      ? `Vence el ${formatSpanishDay(toLocalDay(new Date(Number(task.due_date)).toISOString(), timeZone))}.`
      : "No tiene fecha de vencimiento.",
    ...(assignees.length > 0 ? [`Asignada a ${assignees.join(", ")}.`] : []),
    ...(task.list?.name ? [`Lista: ${task.list.name}.`] : []),
  ].join("\n");
}

export const clickupReadTask = defineTool({
  name: "clickup_read_task",
  app: "clickup",
  description:
    "Lee una tarea de ClickUp entera: su descripción, prioridad, estado, vencimiento, responsables y lista. Busca " +
    "antes la tarea con clickup_list_my_tasks.",
  inputSchema: ReadTaskInputSchema,
  writes: false,
  intent: { action: "read", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  execute: async (context, input) => {
    const task = await fetchClickUpTask(context.api, input.taskId);
    return {
      kind: "document",
      item: toClickUpListedItem(task, context.now, context.timeZone),
      text: describeClickUpTask(task, context.timeZone),
    };
  },
});
