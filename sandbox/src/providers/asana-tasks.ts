import type { FastifyReply } from "fastify";
import { demoAccounts } from "../demo-accounts";
import { type AsanaData, type AsanaPriority, type AsanaTaskRecord, asanaPriorities } from "../demo-data/asana-data";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "app.asana.com";
const ERRORS_HELP =
  "For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors";
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type Json = Record<string, unknown>;

function sendAsanaError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ errors: [{ message, help: ERRORS_HELP }] });
}

function readData(context: ApiContext): AsanaData {
  return context.data as AsanaData;
}

/** What Asana answers for a task when every field is asked for; lists and opt_fields take subsets of it. */
function toFullTask(data: AsanaData, task: AsanaTaskRecord): Json {
  const assignee = data.users.find((user) => user.gid === task.assignee);
  const workspace = data.workspaces.find((candidate) => candidate.gid === task.workspace);
  const projects = task.projects.flatMap((gid) => data.projects.filter((project) => project.gid === gid));
  const creator = data.users.find((user) => user.gid === task.created_by);
  return {
    gid: task.gid,
    resource_type: "task",
    resource_subtype: "default_task",
    name: task.name,
    notes: task.notes,
    completed: task.completed,
    completed_at: task.completed_at,
    due_on: task.due_on,
    due_at: task.due_at,
    assignee: assignee ? { gid: assignee.gid, name: assignee.name, resource_type: "user" } : null,
    created_by: creator ? { ...creator, resource_type: "user" } : null,
    workspace: workspace ? { gid: workspace.gid, name: workspace.name, resource_type: "workspace" } : null,
    custom_fields: task.priority ? [toPriorityField(task.priority)] : [],
    projects: projects.map((project) => ({ gid: project.gid, name: project.name, resource_type: "project" })),
    permalink_url: `https://app.asana.com/0/${projects[0]?.gid ?? "0"}/${task.gid}`,
    created_at: task.created_at,
    modified_at: task.modified_at,
  };
}

const PRIORITY_NAMES: Record<AsanaPriority, string> = { low: "Baja", medium: "Media", high: "Alta" };

/** The 'Prioridad' enum custom field as Asana shows it on a task. */
function toPriorityField(priority: AsanaPriority): Json {
  const name = PRIORITY_NAMES[priority];
  return {
    gid: "1208500000000001",
    name: "Prioridad",
    resource_type: "custom_field",
    resource_subtype: "enum",
    type: "enum",
    display_value: name,
    enum_value: { gid: `120850000000001${asanaPriorities.indexOf(priority)}`, name, resource_type: "enum_option" },
  };
}

function pickNested(value: unknown, fields: string[]): unknown {
  const pick = (item: unknown) => {
    if (typeof item !== "object" || item === null) return item;
    const source = item as Json;
    return Object.fromEntries(["gid", ...fields].filter((key) => key in source).map((key) => [key, source[key]]));
  };
  return Array.isArray(value) ? value.map(pick) : pick(value);
}

/** Asana's opt_fields: `gid` always, plain names as they are, `projects.name` down into the compact objects. */
function applyOptFields(full: Json, optFields: string | undefined): Json {
  if (!optFields) {
    return {
      gid: full.gid,
      name: full.name,
      resource_type: full.resource_type,
      resource_subtype: full.resource_subtype,
    };
  }
  const nested = new Map<string, string[]>();
  const picked: Json = { gid: full.gid };
  for (const path of optFields.split(",").map((field) => field.trim())) {
    const [head, ...rest] = path.split(".");
    if (!head || !(head in full)) continue;
    if (rest.length === 0) picked[head] = full[head];
    else nested.set(head, [...(nested.get(head) ?? []), rest.join(".")]);
  }
  for (const [head, fields] of nested) if (!(head in picked)) picked[head] = pickNested(full[head], fields);
  return picked;
}

function findTask(data: AsanaData, gid: string): AsanaTaskRecord | undefined {
  return data.tasks.find((task) => task.gid === gid);
}

/** Every sandbox token belongs to the one demo account, so "me" is always it. */
function resolveUser(data: AsanaData, value: string): string | undefined {
  if (value === "me") return demoAccounts.asana.gid;
  return data.users.find((user) => user.gid === value || user.email === value)?.gid;
}

function listTasks(context: ApiContext): unknown {
  const data = readData(context);
  const query = context.request.query as Record<string, string | undefined>;
  if (!query.assignee || !query.workspace) {
    return sendAsanaError(
      context.reply,
      400,
      "Must specify exactly one of project, tag, section, user task list, or assignee + workspace",
    );
  }
  if (!data.workspaces.some((workspace) => workspace.gid === query.workspace)) {
    return sendAsanaError(context.reply, 404, `workspace: Unknown object: ${query.workspace}`);
  }
  const assignee = resolveUser(data, query.assignee);
  const since =
    query.completed_since === "now" ? context.now : query.completed_since && Date.parse(query.completed_since);
  const modifiedSince = query.modified_since ? Date.parse(query.modified_since) : undefined;
  if (Number.isNaN(modifiedSince)) {
    return sendAsanaError(context.reply, 400, "modified_since: Invalid date-time, expected ISO 8601");
  }
  const matching = data.tasks.filter(
    (task) =>
      task.assignee === assignee &&
      task.workspace === query.workspace &&
      (!since || !task.completed || Date.parse(task.completed_at ?? "") >= since) &&
      (modifiedSince === undefined || Date.parse(task.modified_at) >= modifiedSince),
  );
  const limit = Math.min(Math.max(Number(query.limit ?? 100) || 100, 1), 100);
  const start = query.offset ? Number(Buffer.from(query.offset, "base64url").toString()) || 0 : 0;
  const page = matching.slice(start, start + limit);
  const nextStart = start + limit;
  const offset = Buffer.from(String(nextStart)).toString("base64url");
  return {
    data: page.map((task) => applyOptFields(toFullTask(data, task), query.opt_fields)),
    next_page:
      nextStart < matching.length
        ? { offset, path: `/tasks?offset=${offset}`, uri: `https://app.asana.com/api/1.0/tasks?offset=${offset}` }
        : null,
  };
}

function readTaskBody(context: ApiContext): Json | undefined {
  const body = context.request.body as { data?: unknown } | undefined;
  return typeof body?.data === "object" && body.data !== null ? (body.data as Json) : undefined;
}

function validateDueOn(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  return typeof value === "string" && DAY_PATTERN.test(value) ? value : undefined;
}

function createTask(context: ApiContext): unknown {
  const data = readData(context);
  const fields = readTaskBody(context);
  if (!fields) return sendAsanaError(context.reply, 400, "data: Missing input");
  const workspace = typeof fields.workspace === "string" ? fields.workspace : undefined;
  if (!workspace) return sendAsanaError(context.reply, 400, "workspace: Missing input");
  if (!data.workspaces.some((candidate) => candidate.gid === workspace)) {
    return sendAsanaError(context.reply, 404, `workspace: Unknown object: ${workspace}`);
  }
  const dueOn = validateDueOn(fields.due_on);
  if (fields.due_on !== undefined && dueOn === undefined) {
    return sendAsanaError(context.reply, 400, "due_on: Invalid date: expected YYYY-MM-DD");
  }
  const assignee = typeof fields.assignee === "string" ? resolveUser(data, fields.assignee) : null;
  if (assignee === undefined) return sendAsanaError(context.reply, 400, "assignee: Not a recognized ID");
  const stamp = new Date(context.now).toISOString();
  const task: AsanaTaskRecord = {
    gid: String(Math.max(1208400000000000, ...data.tasks.map((existing) => Number(existing.gid))) + 1),
    name: typeof fields.name === "string" ? fields.name : "",
    notes: typeof fields.notes === "string" ? fields.notes : "",
    completed: false,
    completed_at: null,
    due_on: dueOn ?? null,
    due_at: null,
    assignee,
    created_by: demoAccounts.asana.gid,
    workspace,
    projects: Array.isArray(fields.projects) ? fields.projects.filter((gid) => typeof gid === "string") : [],
    created_at: stamp,
    modified_at: stamp,
  };
  data.tasks.push(task);
  return context.reply.code(201).send({ data: toFullTask(data, task) });
}

function readTaskGid(context: ApiContext): string {
  return (context.request.params as { task_gid: string }).task_gid;
}

function getTask(context: ApiContext): unknown {
  const data = readData(context);
  const task = findTask(data, readTaskGid(context));
  if (!task) return sendAsanaError(context.reply, 404, `task: Unknown object: ${readTaskGid(context)}`);
  const query = context.request.query as Record<string, string | undefined>;
  const full = toFullTask(data, task);
  return { data: query.opt_fields ? applyOptFields(full, query.opt_fields) : full };
}

function updateTask(context: ApiContext): unknown {
  const data = readData(context);
  const task = findTask(data, readTaskGid(context));
  if (!task) return sendAsanaError(context.reply, 404, `task: Unknown object: ${readTaskGid(context)}`);
  const fields = readTaskBody(context);
  if (!fields) return sendAsanaError(context.reply, 400, "data: Missing input");
  const stamp = new Date(context.now).toISOString();
  if (typeof fields.completed === "boolean") {
    task.completed = fields.completed;
    task.completed_at = fields.completed ? stamp : null;
  }
  if (fields.assignee !== undefined) {
    // Asana takes a user's gid, their e-mail or "me", and null to leave the task unassigned.
    const assignee = typeof fields.assignee === "string" ? resolveUser(data, fields.assignee) : null;
    if (assignee === undefined) return sendAsanaError(context.reply, 400, "assignee: Not a recognized ID");
    task.assignee = assignee;
  }
  if (typeof fields.name === "string") task.name = fields.name;
  if (typeof fields.notes === "string") task.notes = fields.notes;
  if (fields.due_on !== undefined) {
    const dueOn = validateDueOn(fields.due_on);
    if (dueOn === undefined) return sendAsanaError(context.reply, 400, "due_on: Invalid date: expected YYYY-MM-DD");
    task.due_on = dueOn;
  }
  task.modified_at = stamp;
  return { data: toFullTask(data, task) };
}

/**
 * POST /tasks/{gid}/addProject and /removeProject: the task joins a project of its workspace (added again, it stays
 * once) or leaves one; Asana answers both with an empty `data`.
 */
function changeTaskProjects(change: "add" | "remove") {
  return (context: ApiContext): unknown => {
    const data = readData(context);
    const task = findTask(data, readTaskGid(context));
    if (!task) return sendAsanaError(context.reply, 404, `task: Unknown object: ${readTaskGid(context)}`);
    const fields = readTaskBody(context);
    const project = typeof fields?.project === "string" ? fields.project : undefined;
    if (!project) return sendAsanaError(context.reply, 400, "project: Missing input");
    const known = data.projects.find((candidate) => candidate.gid === project);
    if (!known) return sendAsanaError(context.reply, 400, `project: Not a recognized ID: ${project}`);
    if (known.workspace !== task.workspace) {
      return sendAsanaError(context.reply, 400, "project: Task and project are in different workspaces");
    }
    task.projects =
      change === "add"
        ? [...task.projects.filter((gid) => gid !== project), project]
        : task.projects.filter((gid) => gid !== project);
    task.modified_at = new Date(context.now).toISOString();
    return { data: {} };
  };
}

function deleteTask(context: ApiContext): unknown {
  const data = readData(context);
  const gid = readTaskGid(context);
  const index = data.tasks.findIndex((task) => task.gid === gid);
  if (index < 0) return sendAsanaError(context.reply, 404, `task: Unknown object: ${gid}`);
  data.tasks.splice(index, 1);
  return { data: {} };
}

function listWorkspaces(context: ApiContext): unknown {
  return {
    data: readData(context).workspaces.map((workspace) => ({ ...workspace, resource_type: "workspace" })),
    next_page: null,
  };
}

/** GET /workspaces/{gid}/projects and /workspaces/{gid}/users: the compact records of one workspace. */
function listWorkspaceRecords(kind: "projects" | "users") {
  return (context: ApiContext): unknown => {
    const data = readData(context);
    const { workspace_gid: workspace } = context.request.params as { workspace_gid: string };
    if (!data.workspaces.some((candidate) => candidate.gid === workspace)) {
      return sendAsanaError(context.reply, 404, "workspace: Not a recognized ID");
    }
    const fields = String((context.request.query as { opt_fields?: string }).opt_fields ?? "").split(",");
    const records =
      kind === "projects"
        ? data.projects
            .filter((project) => project.workspace === workspace)
            .map((project) => ({ gid: project.gid, name: project.name, resource_type: "project" }))
        : data.users.map((user) => ({
            gid: user.gid,
            name: user.name,
            resource_type: "user",
            ...(fields.includes("email") ? { email: user.email } : {}),
          }));
    return { data: records, next_page: null };
  };
}

/** The task calls of Asana's REST API, over the family's demo data. */
export const asanaTaskRoutes: readonly ApiRoute[] = [
  { method: "GET", host: HOST, path: "/api/1.0/workspaces", credential: "bearer", answer: listWorkspaces },
  {
    method: "GET",
    host: HOST,
    path: "/api/1.0/workspaces/:workspace_gid/projects",
    credential: "bearer",
    answer: listWorkspaceRecords("projects"),
  },
  {
    method: "GET",
    host: HOST,
    path: "/api/1.0/workspaces/:workspace_gid/users",
    credential: "bearer",
    answer: listWorkspaceRecords("users"),
  },
  { method: "GET", host: HOST, path: "/api/1.0/tasks", credential: "bearer", answer: listTasks },
  { method: "POST", host: HOST, path: "/api/1.0/tasks", credential: "bearer", answer: createTask },
  { method: "GET", host: HOST, path: "/api/1.0/tasks/:task_gid", credential: "bearer", answer: getTask },
  { method: "PUT", host: HOST, path: "/api/1.0/tasks/:task_gid", credential: "bearer", answer: updateTask },
  { method: "DELETE", host: HOST, path: "/api/1.0/tasks/:task_gid", credential: "bearer", answer: deleteTask },
  {
    method: "POST",
    host: HOST,
    path: "/api/1.0/tasks/:task_gid/addProject",
    credential: "bearer",
    answer: changeTaskProjects("add"),
  },
  {
    method: "POST",
    host: HOST,
    path: "/api/1.0/tasks/:task_gid/removeProject",
    credential: "bearer",
    answer: changeTaskProjects("remove"),
  },
];
