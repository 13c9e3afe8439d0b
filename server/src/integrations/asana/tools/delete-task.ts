import { z } from "zod";
import { defineTool } from "../../app-tool";
import { deleteAsanaTask, fetchAsanaTask } from "../client";

const DeleteTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
});

export const asanaDeleteTask = defineTool({
  name: "asana_delete_task",
  app: "asana",
  description: "Elimina una sola tarea de Asana. Busca antes la tarea con asana_list_my_tasks.",
  inputSchema: DeleteTaskInputSchema,
  writes: true,
  intent: { action: "delete", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (_request, target) => (target ? { taskId: target.id } : null),
  describe: async (context, input) => {
    const task = await fetchAsanaTask(context.api, input.taskId);
    return `Eliminar de Asana la tarea «${task.name}»`;
  },
  execute: async (context, input) => {
    // Asana's delete answers an empty object, so the name is read first for the confirmation.
    const task = await fetchAsanaTask(context.api, input.taskId);
    await deleteAsanaTask(context.api, input.taskId);
    return { kind: "done", message: `He eliminado de Asana la tarea «${task.name}».` };
  },
});
