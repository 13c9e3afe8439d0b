import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { assignClickUpTask, fetchClickUpTask, listClickUpTeams } from "../client";
import { findClickUpMember, labelClickUpMember } from "../find-clickup-member";
import { toClickUpListedItem } from "./list-my-tasks";

const AssignTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Id de la tarea de ClickUp, tal como lo da clickup_list_my_tasks"),
  assignee: z.string().min(1).describe("A quién se asigna: su nombre o su correo"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  assigneeId: z.number().int().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type AssignTaskInput = z.infer<typeof AssignTaskInputSchema>;

export const clickupAssignTask = defineTool<AssignTaskInput>({
  name: "clickup_assign_task",
  app: "clickup",
  description:
    "Asigna una tarea de ClickUp que ya existe a otra persona del espacio de trabajo, sin quitar a quienes ya la " +
    "tienen. Busca antes la tarea con clickup_list_my_tasks.",
  inputSchema: AssignTaskInputSchema,
  writes: true,
  intent: { action: "assign", objects: ["task"] },
  target: { searchTool: "clickup_list_my_tasks" },
  argsFromRequest: (request, target) =>
    target && request.assignee ? { taskId: target.id, assignee: request.assignee } : null,
  // The task's name and the person's id are fixed here: the card names both, and nothing is looked up again.
  resolve: async (context, input) => {
    const [task, teams] = await Promise.all([
      fetchClickUpTask(context.api, input.taskId),
      listClickUpTeams(context.api),
    ]);
    if (task.date_closed) throw new AppError("CONFLICT", { message: `La tarea «${task.name}» ya está cerrada.` });
    // ClickUp assigns only members of the task's own workspace.
    const workspace = teams.filter((team) => !task.team_id || team.id === task.team_id);
    const member = findClickUpMember(workspace, input.assignee);
    if ((task.assignees ?? []).some((assignee) => assignee.id === member.id))
      throw new AppError("CONFLICT", {
        message: `La tarea «${task.name}» ya está asignada a ${labelClickUpMember(member)}.`,
      });
    return { taskId: task.id, taskName: task.name, assignee: labelClickUpMember(member), assigneeId: member.id };
  },
  describe: async (_context, input) =>
    `Asignar la tarea «${input.taskName ?? input.taskId}» de ClickUp a ${input.assignee}`,
  execute: async (context, input) => {
    if (input.assigneeId === undefined)
      throw new AppError("BAD_REQUEST", { message: "Falta la persona exacta a la que asignar la tarea." });
    // ClickUp lets a task have several assignees: the person joins them and nobody is taken off.
    const task = await assignClickUpTask(context.api, input.taskId, { add: [input.assigneeId], rem: [] });
    return {
      kind: "done",
      message: `He asignado la tarea «${task.name}» de ClickUp a ${input.assignee}.`,
      item: toClickUpListedItem(task, context.now, context.timeZone),
    };
  },
});
