import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { fetchClickUpTask, moveClickUpTask } from "../client";
import { listTaskLists, pickList } from "../task-lists";
import { toClickUpListedItem } from "./list-my-tasks";

const MoveTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
  list: z.string().min(1).describe("Lista a la que se mueve la tarea, por su nombre"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  fromList: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  listId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  workspaceId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type MoveTaskInput = z.infer<typeof MoveTaskInputSchema>;

function describeMove(input: MoveTaskInput): string {
  const from = input.fromList ? ` de la lista «${input.fromList}»` : "";
  return `la tarea «${input.taskName ?? input.taskId}»${from} a la lista «${input.list}» de ClickUp`;
}

export const clickupMoveTask = defineTool<MoveTaskInput>({
  name: "clickup_move_task",
  app: "clickup",
  description:
    "Mueve una tarea de ClickUp que ya existe a otra lista (deja la suya). Busca antes la tarea con " +
    "clickup_list_my_tasks.",
  inputSchema: MoveTaskInputSchema,
  writes: true,
  intent: { action: "move", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (request, target) => {
    // A list the person's directory knows is read as a place, a list it does not as a name.
    const list = request.project ?? request.place?.name;
    return target && list ? { taskId: target.id, list } : null;
  },
  // The task, where it is, where it goes and its workspace are fixed here, so the move is the one the card shows.
  resolve: async (context, input) => {
    const [task, lists] = await Promise.all([fetchClickUpTask(context.api, input.taskId), listTaskLists(context)]);
    const list = pickList(lists, input.list);
    if (!task.team_id) throw new AppError("NOT_FOUND", { message: "No sé en qué espacio de ClickUp está esa tarea." });
    if (task.list?.id === list.id)
      throw new AppError("CONFLICT", { message: `La tarea «${task.name}» ya está en la lista «${list.name}».` });
    return {
      taskId: task.id,
      list: list.name,
      listId: list.id,
      taskName: task.name,
      ...(task.list?.name ? { fromList: task.list.name } : {}),
      workspaceId: task.team_id,
    };
  },
  describe: async (_context, input) => `Mover ${describeMove(input)}`,
  execute: async (context, input) => {
    if (!input.listId || !input.workspaceId)
      throw new AppError("BAD_REQUEST", { message: "Falta la lista exacta a la que mover la tarea." });
    await moveClickUpTask(context.api, { workspaceId: input.workspaceId, taskId: input.taskId, listId: input.listId });
    const task = await fetchClickUpTask(context.api, input.taskId);
    return {
      kind: "done",
      message: `He movido ${describeMove(input)}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
