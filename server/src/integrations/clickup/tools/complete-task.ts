import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchClickUpList, fetchClickUpTask, updateClickUpTaskStatus } from "../client";

/** ClickUp's own name for the closed status of a simple list, used when the list does not say. */
const DEFAULT_CLOSED_STATUS = "complete";

const CompleteTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
});

export const clickupCompleteTask = defineTool({
  name: "clickup_complete_task",
  app: "clickup",
  description: "Marca como completada una tarea de ClickUp. Busca antes la tarea con clickup_list_my_tasks.",
  inputSchema: CompleteTaskInputSchema,
  writes: true,
  intent: { action: "complete", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  describe: async (context, input) => {
    const task = await fetchClickUpTask(context.api, input.taskId);
    return `Marcar como completada la tarea «${task.name}» de ClickUp`;
  },
  execute: async (context, input) => {
    const task = await fetchClickUpTask(context.api, input.taskId);
    // Each list names its own statuses; the one of type "closed" is what "done" means there.
    const list = task.list ? await fetchClickUpList(context.api, task.list.id) : undefined;
    const closed = list?.statuses?.find((status) => status.type === "closed")?.status ?? DEFAULT_CLOSED_STATUS;
    const updated = await updateClickUpTaskStatus(context.api, input.taskId, closed);
    return {
      kind: "done",
      message: `He marcado como completada la tarea «${updated.name}» de ClickUp.`,
      item: { id: updated.id, title: updated.name, link: updated.url, details: [`Estado: ${updated.status.status}`] },
    };
  },
});
