import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { assignAsanaTask, fetchAsanaTask, listAsanaWorkspaces } from "../client";
import { findAsanaPerson, labelAsanaPerson } from "../find-asana-person";

const AssignTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
  assignee: z.string().min(1).describe("A quién se asigna: su nombre o su correo"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  assigneeId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type AssignTaskInput = z.infer<typeof AssignTaskInputSchema>;

export const asanaAssignTask = defineTool<AssignTaskInput>({
  name: "asana_assign_task",
  app: "asana",
  description:
    "Asigna (o reasigna) a otra persona del espacio de trabajo una tarea de Asana que ya existe. Busca antes la " +
    "tarea con asana_list_my_tasks.",
  inputSchema: AssignTaskInputSchema,
  writes: true,
  intent: { action: "assign", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (request, target) =>
    target && request.assignee ? { taskId: target.id, assignee: request.assignee } : null,
  // The task's name and the person's id are fixed here: the card names both, and nothing is looked up again.
  resolve: async (context, input) => {
    const task = await fetchAsanaTask(context.api, input.taskId);
    const [workspace] = await listAsanaWorkspaces(context.api);
    if (!workspace)
      throw new AppError("NOT_FOUND", { message: "Tu cuenta de Asana no tiene ningún espacio de trabajo." });
    const person = await findAsanaPerson(context.api, workspace.gid, input.assignee);
    if (task.assignee?.gid === person.gid)
      throw new AppError("CONFLICT", {
        message: `La tarea «${task.name}» ya está asignada a ${labelAsanaPerson(person)}.`,
      });
    return { taskId: task.gid, taskName: task.name, assignee: labelAsanaPerson(person), assigneeId: person.gid };
  },
  describe: async (_context, input) =>
    `Asignar la tarea «${input.taskName ?? input.taskId}» de Asana a ${input.assignee}`,
  execute: async (context, input) => {
    if (!input.assigneeId)
      throw new AppError("BAD_REQUEST", { message: "Falta la persona exacta a la que asignar la tarea." });
    const task = await assignAsanaTask(context.api, input.taskId, input.assigneeId);
    return {
      kind: "done",
      message: `He asignado la tarea «${task.name}» de Asana a ${input.assignee}.`,
      item: { id: task.gid, title: task.name, link: task.permalink_url },
    };
  },
});
