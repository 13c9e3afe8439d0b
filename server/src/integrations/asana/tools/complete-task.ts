import { z } from "zod";
import { defineTool } from "../../app-tool";
import { completeAsanaTask, fetchAsanaTask } from "../client";

const CompleteTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
});

export const asanaCompleteTask = defineTool({
  name: "asana_complete_task",
  app: "asana",
  description: "Marca como completada una tarea de Asana. Busca antes la tarea con asana_list_my_tasks.",
  inputSchema: CompleteTaskInputSchema,
  writes: true,
  intent: { action: "complete", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  describe: async (context, input) => {
    const task = await fetchAsanaTask(context.api, input.taskId);
    return `Marcar como completada la tarea «${task.name}» de Asana`;
  },
  execute: async (context, input) => {
    const task = await completeAsanaTask(context.api, input.taskId);
    return {
      kind: "done",
      message: `He marcado como completada la tarea «${task.name}» de Asana.`,
      item: { id: task.gid, title: task.name, link: task.permalink_url },
    };
  },
});
