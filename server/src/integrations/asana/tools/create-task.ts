import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { formatSpanishDay, readWrittenDay, toLocalDay } from "../../to-local-day";
import { createAsanaTask, listAsanaProjects, listAsanaWorkspaces } from "../client";
import { findAsanaPerson, labelAsanaPerson } from "../find-asana-person";
import { pickAsanaProject } from "../pick-asana-project";
import { toAsanaListedItem } from "./list-my-tasks";

const CreateTaskInputSchema = z.object({
  name: z.string().min(1).describe("Título de la tarea"),
  notes: z.string().optional().describe("Descripción o notas de la tarea"),
  dueOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Fecha de vencimiento, 'YYYY-MM-DD'"),
  project: z.string().optional().describe("Proyecto donde va la tarea, por su nombre; sin él, ningún proyecto"),
  assignee: z.string().optional().describe("A quién se asigna (nombre o correo); sin él, al propio usuario"),
  workspaceId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  projectId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
  assigneeId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type CreateTaskInput = z.infer<typeof CreateTaskInputSchema>;

function describeDue(input: CreateTaskInput): string {
  return input.dueOn ? `para el ${formatSpanishDay(input.dueOn)}` : "sin fecha de vencimiento";
}

/** The description goes on the card too: every detail the person gave is shown before it is written. */
function describeNotes(input: CreateTaskInput): string {
  return input.notes ? `, con la descripción «${input.notes}»` : "";
}

function describePlace(input: CreateTaskInput): string {
  const project = input.project ? ` en el proyecto «${input.project}»` : "";
  const assignee = input.assignee ? `, asignada a ${input.assignee}` : "";
  return `${project}${assignee}`;
}

export const asanaCreateTask = defineTool<CreateTaskInput>({
  name: "asana_create_task",
  app: "asana",
  description:
    "Crea una tarea en Asana, en su primer espacio de trabajo, asignada al usuario o a quien se diga, en un " +
    "proyecto si se nombra, con fecha de vencimiento opcional.",
  inputSchema: CreateTaskInputSchema,
  writes: true,
  intent: { action: "create", objects: ["task"] },
  argsFromRequest: (request) => {
    const name = (request.quoted ?? request.name)?.trim();
    if (!name) return null;
    const dueOn = request.dueDate ? readWrittenDay(request.dueDate) : undefined;
    return {
      name,
      ...(request.body ? { notes: request.body } : {}),
      ...(dueOn ? { dueOn } : {}),
      // A project named in plain words ('en operaciones internas') is found among the places of the directory.
      ...(request.project || request.place ? { project: request.project ?? request.place?.name } : {}),
      ...(request.assignee ? { assignee: request.assignee } : {}),
    };
  },
  // The workspace, the project and the person are fixed by their ids here, shown on the card and never looked up again.
  resolve: async (context, input) => {
    const [workspace] = await listAsanaWorkspaces(context.api);
    if (!workspace)
      throw new AppError("NOT_FOUND", { message: "Tu cuenta de Asana no tiene ningún espacio de trabajo." });
    const { projectId: _project, assigneeId: _assignee, ...rest } = input;
    const resolved: CreateTaskInput = { ...rest, workspaceId: workspace.gid };
    if (input.project) {
      const project = pickAsanaProject(await listAsanaProjects(context.api, workspace.gid), input.project);
      Object.assign(resolved, { project: project.name, projectId: project.gid });
    }
    if (input.assignee) {
      const person = await findAsanaPerson(context.api, workspace.gid, input.assignee);
      Object.assign(resolved, { assignee: labelAsanaPerson(person), assigneeId: person.gid });
    }
    return resolved;
  },
  describe: async (_context, input) =>
    `Crear en Asana la tarea «${input.name}»${describePlace(input)} ${describeDue(input)}${describeNotes(input)}`,
  execute: async (context, input) => {
    if (!input.workspaceId || (input.project && !input.projectId) || (input.assignee && !input.assigneeId)) {
      throw new AppError("BAD_REQUEST", {
        message: "Faltan el espacio, el proyecto o la persona exactos de la tarea.",
      });
    }
    const task = await createAsanaTask(context.api, {
      name: input.name,
      ...(input.notes ? { notes: input.notes } : {}),
      ...(input.dueOn ? { due_on: input.dueOn } : {}),
      assignee: input.assigneeId ?? "me",
      workspace: input.workspaceId,
      ...(input.projectId ? { projects: [input.projectId] } : {}),
    });
    const today = toLocalDay(context.now.toISOString(), context.timeZone);
    return {
      kind: "done",
      message: `He creado en Asana la tarea «${task.name}»${describePlace(input)} ${describeDue(input)}.`,
      item: toAsanaListedItem(task, task.due_on ?? undefined, today),
    };
  },
});
