import { z } from "zod";
import { defineTool } from "../../app-tool";
import { deleteClickUpTask, fetchClickUpTask } from "../client";

const DeleteTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
});

export const clickupDeleteTask = defineTool({
  name: "clickup_delete_task",
  app: "clickup",
  description: "Elimina una sola tarea de ClickUp. Busca antes la tarea con clickup_list_my_tasks.",
  inputSchema: DeleteTaskInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  describe: async (context, input) => {
    const task = await fetchClickUpTask(context.api, input.taskId);
    return `Eliminar de ClickUp la tarea «${task.name}»`;
  },
  execute: async (context, input) => {
    // ClickUp's delete answers with no body, so the name is read first for the confirmation.
    const task = await fetchClickUpTask(context.api, input.taskId);
    await deleteClickUpTask(context.api, input.taskId);
    return { kind: "done", message: `He eliminado de ClickUp la tarea «${task.name}».` };
  },
});
