import { joinSpanishList } from "@shifu/contract";
import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { toLocalDay } from "../../to-local-day";
import {
  addAsanaTaskToProject,
  fetchAsanaTask,
  listAsanaProjects,
  listAsanaWorkspaces,
  removeAsanaTaskFromProject,
} from "../client";
import { pickAsanaProject } from "../pick-asana-project";
import { toAsanaListedItem } from "./list-my-tasks";

const MoveTaskInputSchema = z.object({
  taskId: z.string().min(1).describe("Identificador (gid) de la tarea de Asana, tal como lo da asana_list_my_tasks"),
  project: z.string().min(1).describe("Proyecto al que se mueve la tarea, por su nombre"),
  taskName: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  projectId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  fromProjects: z
    .array(z.object({ id: z.string().min(1), name: z.string() }))
    .optional()
    .describe("Lo rellena Shifu antes de pedir confirmación"),
});

type MoveTaskInput = z.infer<typeof MoveTaskInputSchema>;

function listNames(names: readonly string[]): string {
  return joinSpanishList(names.map((name) => `«${name}»`));
}

function describeMove(input: MoveTaskInput): string {
  const left = (input.fromProjects ?? []).map((project) => project.name);
  const from =
    left.length === 0
      ? ""
      : left.length === 1
        ? ` del proyecto ${listNames(left)}`
        : ` de los proyectos ${listNames(left)}`;
  return `la tarea «${input.taskName ?? input.taskId}» de Asana${from} al proyecto «${input.project}»`;
}

export const asanaMoveTask = defineTool<MoveTaskInput>({
  name: "asana_move_task",
  app: "asana",
  description:
    "Mueve una tarea de Asana que ya existe a otro proyecto del espacio de trabajo: entra en ese y sale del que " +
    "estaba. Busca antes la tarea con asana_list_my_tasks.",
  inputSchema: MoveTaskInputSchema,
  writes: true,
  intent: { action: "move", objects: ["task"] },
  target: { searchTool: "asana_list_my_tasks" },
  argsFromRequest: (request, target) => {
    // A project the person's directory knows is read as a place, one it does not as a name.
    const project = request.project ?? request.place?.name;
    return target && project ? { taskId: target.id, project } : null;
  },
  // The task, the project it goes to and those it leaves are fixed here, so the move is the one the card shows.
  resolve: async (context, input) => {
    const [task, [workspace]] = await Promise.all([
      fetchAsanaTask(context.api, input.taskId),
      listAsanaWorkspaces(context.api),
    ]);
    if (!workspace)
      throw new AppError("NOT_FOUND", { message: "Tu cuenta de Asana no tiene ningún espacio de trabajo." });
    const project = pickAsanaProject(await listAsanaProjects(context.api, workspace.gid), input.project);
    const current = task.projects ?? [];
    const leaving = current.filter((candidate) => candidate.gid !== project.gid);
    if (leaving.length === 0 && current.length > 0)
      throw new AppError("CONFLICT", { message: `La tarea «${task.name}» ya está en el proyecto «${project.name}».` });
    return {
      taskId: task.gid,
      taskName: task.name,
      project: project.name,
      projectId: project.gid,
      fromProjects: leaving.map((candidate) => ({ id: candidate.gid, name: candidate.name ?? candidate.gid })),
    };
  },
  describe: async (_context, input) => `Mover ${describeMove(input)}`,
  execute: async (context, input) => {
    if (!input.projectId)
      throw new AppError("BAD_REQUEST", { message: "Falta el proyecto exacto al que mover la tarea." });
    // Added first, so that a failure half-way leaves the task in both projects rather than in none.
    await addAsanaTaskToProject(context.api, input.taskId, input.projectId);
    for (const project of input.fromProjects ?? []) {
      await removeAsanaTaskFromProject(context.api, input.taskId, project.id);
    }
    const task = await fetchAsanaTask(context.api, input.taskId);
    const today = toLocalDay(context.now.toISOString(), context.timeZone);
    return {
      kind: "done",
      message: `He movido ${describeMove(input)}.`,
      item: toAsanaListedItem(task, task.due_on ?? undefined, today),
    };
  },
});
