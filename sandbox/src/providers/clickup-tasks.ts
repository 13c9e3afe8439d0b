import type { FastifyReply } from "fastify";
import {
  type ClickUpData,
  type ClickUpListRecord,
  type ClickUpPriority,
  type ClickUpTaskRecord,
  clickupPriorities,
} from "../demo-data/clickup-data";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "api.clickup.com";
const PAGE_SIZE = 100;

type Query = Record<string, string | string[] | undefined>;

function sendClickUpError(reply: FastifyReply, status: number, err: string, code: string): FastifyReply {
  return reply.code(status).send({ err, ECODE: code });
}

function readData(context: ApiContext): ClickUpData {
  return context.data as ClickUpData;
}

/** `assignees[]=1&assignees[]=2`: a repeated key arrives as an array, a single one as a string. */
function readMany(query: Query, name: string): string[] {
  const value = query[`${name}[]`] ?? query[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function readOne(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

function toUser(data: ClickUpData, id: number) {
  const user = data.users.find((candidate) => candidate.id === id);
  return {
    id,
    username: user?.username ?? null,
    color: user?.color ?? null,
    initials: user?.initials ?? null,
    email: user?.email ?? null,
    profilePicture: null,
  };
}

function toPublicList(data: ClickUpData, list: ClickUpListRecord) {
  const space = data.spaces.find((candidate) => candidate.id === list.spaceId);
  return {
    id: list.id,
    name: list.name,
    orderindex: data.lists.indexOf(list),
    content: "",
    status: null,
    priority: null,
    assignee: null,
    task_count: data.tasks.filter((task) => task.listId === list.id).length,
    due_date: null,
    start_date: null,
    folder: { id: `${list.spaceId}0`, name: "hidden", hidden: true, access: true },
    space: { id: list.spaceId, name: space?.name ?? "", access: true },
    archived: false,
    override_statuses: false,
    statuses: space?.statuses ?? [],
    permission_level: "create",
  };
}

const PRIORITY_COLORS: Record<ClickUpPriority, string> = {
  urgent: "#f50000",
  high: "#f8ae00",
  normal: "#6fddff",
  low: "#d8d8d8",
};

/** ClickUp numbers its priorities from 1 (urgent) to 4 (low). */
function toPublicPriority(priority: ClickUpPriority | null) {
  if (!priority) return null;
  const id = String(clickupPriorities.indexOf(priority) + 1);
  return { id, priority, color: PRIORITY_COLORS[priority], orderindex: id };
}

function toPublicTask(data: ClickUpData, task: ClickUpTaskRecord) {
  const list = data.lists.find((candidate) => candidate.id === task.listId);
  const space = data.spaces.find((candidate) => candidate.id === list?.spaceId);
  const status = space?.statuses.find((candidate) => candidate.status === task.status);
  return {
    id: task.id,
    custom_id: null,
    name: task.name,
    text_content: task.description,
    description: task.description,
    status: {
      status: task.status,
      color: status?.color ?? "#d3d3d3",
      type: status?.type ?? "open",
      orderindex: status?.orderindex ?? 0,
    },
    orderindex: "1.00000000000000000000000000000000",
    date_created: task.date_created,
    date_updated: task.date_updated,
    date_closed: task.date_closed,
    date_done: task.date_closed,
    archived: false,
    creator: toUser(data, task.creator),
    assignees: task.assignees.map((id) => toUser(data, id)),
    watchers: [],
    checklists: [],
    tags: [],
    parent: null,
    priority: toPublicPriority(task.priority),
    due_date: task.due_date,
    start_date: null,
    points: null,
    time_estimate: null,
    custom_fields: [],
    dependencies: [],
    linked_tasks: [],
    team_id: space?.teamId ?? null,
    url: `https://app.clickup.com/t/${task.id}`,
    permission_level: "create",
    list: { id: list?.id ?? "", name: list?.name ?? "", access: true },
    project: { id: `${list?.spaceId ?? ""}0`, name: "hidden", hidden: true, access: true },
    folder: { id: `${list?.spaceId ?? ""}0`, name: "hidden", hidden: true, access: true },
    space: { id: list?.spaceId ?? "" },
  };
}

function isClosed(data: ClickUpData, task: ClickUpTaskRecord): boolean {
  const list = data.lists.find((candidate) => candidate.id === task.listId);
  const space = data.spaces.find((candidate) => candidate.id === list?.spaceId);
  return space?.statuses.find((status) => status.status === task.status)?.type === "closed";
}

function listTeams(context: ApiContext): unknown {
  const data = readData(context);
  return {
    teams: data.teams.map((team) => ({
      ...team,
      avatar: null,
      members: data.users.map((user) => ({
        user: { ...toUser(data, user.id), role: user.id === data.users[0]?.id ? 1 : 3 },
      })),
    })),
  };
}

function findTeam(context: ApiContext): string | undefined {
  const { team_id } = context.request.params as { team_id: string };
  return readData(context).teams.some((team) => team.id === team_id) ? team_id : undefined;
}

function listSpaces(context: ApiContext): unknown {
  const teamId = findTeam(context);
  if (!teamId) return sendClickUpError(context.reply, 401, "Team not authorized", "OAUTH_027");
  return {
    spaces: readData(context)
      .spaces.filter((space) => space.teamId === teamId)
      .map((space) => ({
        id: space.id,
        name: space.name,
        color: null,
        private: false,
        avatar: null,
        admin_can_manage: true,
        statuses: space.statuses,
        multiple_assignees: true,
        features: {
          due_dates: { enabled: true, start_date: false, remap_due_dates: true, remap_closed_due_date: false },
        },
        archived: false,
      })),
  };
}

function listFolderlessLists(context: ApiContext): unknown {
  const data = readData(context);
  const { space_id } = context.request.params as { space_id: string };
  if (!data.spaces.some((space) => space.id === space_id)) {
    return sendClickUpError(context.reply, 401, "Team not authorized", "OAUTH_027");
  }
  return { lists: data.lists.filter((list) => list.spaceId === space_id).map((list) => toPublicList(data, list)) };
}

function findList(context: ApiContext): ClickUpListRecord | undefined {
  const { list_id } = context.request.params as { list_id: string };
  return readData(context).lists.find((list) => list.id === list_id);
}

function getList(context: ApiContext): unknown {
  const list = findList(context);
  if (!list) return sendClickUpError(context.reply, 404, "List not found", "SUBCAT_016");
  return toPublicList(readData(context), list);
}

function listTeamTasks(context: ApiContext): unknown {
  const data = readData(context);
  const teamId = findTeam(context);
  if (!teamId) return sendClickUpError(context.reply, 401, "Team not authorized", "OAUTH_027");
  const query = context.request.query as Query;
  const assignees = readMany(query, "assignees").map(Number);
  const listIds = readMany(query, "list_ids");
  const includeClosed = readOne(query, "include_closed") === "true";
  const dueAfter = Number(readOne(query, "due_date_gt") ?? Number.NEGATIVE_INFINITY);
  const dueBefore = Number(readOne(query, "due_date_lt") ?? Number.POSITIVE_INFINITY);
  const hasDueBound = readOne(query, "due_date_gt") !== undefined || readOne(query, "due_date_lt") !== undefined;
  const updatedAfter = Number(readOne(query, "date_updated_gt") ?? Number.NEGATIVE_INFINITY);
  if (Number.isNaN(updatedAfter)) return sendClickUpError(context.reply, 400, "Date updated invalid", "INPUT_002");
  const teamSpaces = new Set(data.spaces.filter((space) => space.teamId === teamId).map((space) => space.id));
  const matching = data.tasks.filter((task) => {
    const list = data.lists.find((candidate) => candidate.id === task.listId);
    if (!list || !teamSpaces.has(list.spaceId)) return false;
    if (assignees.length > 0 && !task.assignees.some((id) => assignees.includes(id))) return false;
    if (listIds.length > 0 && !listIds.includes(task.listId)) return false;
    if (!includeClosed && isClosed(data, task)) return false;
    if (!(Number(task.date_updated) > updatedAfter)) return false;
    if (
      hasDueBound &&
      (task.due_date === null || !(Number(task.due_date) > dueAfter && Number(task.due_date) < dueBefore))
    ) {
      return false;
    }
    return true;
  });
  const orderBy = readOne(query, "order_by") ?? "created";
  const key = (task: ClickUpTaskRecord) =>
    orderBy === "due_date"
      ? Number(task.due_date ?? Number.MAX_SAFE_INTEGER)
      : Number(orderBy === "updated" ? task.date_updated : task.date_created);
  // ClickUp orders newest or latest first; `reverse` turns that round.
  matching.sort((a, b) => key(b) - key(a));
  if (readOne(query, "reverse") === "true") matching.reverse();
  const page = Number(readOne(query, "page") ?? 0) || 0;
  const slice = matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return { tasks: slice.map((task) => toPublicTask(data, task)), last_page: (page + 1) * PAGE_SIZE >= matching.length };
}

function findTask(context: ApiContext): ClickUpTaskRecord | undefined {
  const { task_id } = context.request.params as { task_id: string };
  return readData(context).tasks.find((task) => task.id === task_id);
}

function getTask(context: ApiContext): unknown {
  const task = findTask(context);
  if (!task) return sendClickUpError(context.reply, 404, "Task not found, deleted", "ITEM_013");
  return toPublicTask(readData(context), task);
}

type TaskBody = {
  name?: unknown;
  description?: unknown;
  assignees?: unknown;
  due_date?: unknown;
  due_date_time?: unknown;
  status?: unknown;
};

function createTask(context: ApiContext): unknown {
  const data = readData(context);
  const list = findList(context);
  if (!list) return sendClickUpError(context.reply, 404, "List not found", "SUBCAT_016");
  const body = (context.request.body ?? {}) as TaskBody;
  if (typeof body.name !== "string" || !body.name.trim()) {
    return sendClickUpError(context.reply, 400, "Task name invalid", "INPUT_005");
  }
  const statuses = data.spaces.find((space) => space.id === list.spaceId)?.statuses ?? [];
  const status = typeof body.status === "string" ? body.status.toLowerCase() : statuses[0]?.status;
  if (!statuses.some((candidate) => candidate.status === status)) {
    return sendClickUpError(context.reply, 400, "Status does not exist", "CRTSK_001");
  }
  const due = body.due_date === undefined || body.due_date === null ? null : Number(body.due_date);
  if (due !== null && !Number.isFinite(due))
    return sendClickUpError(context.reply, 400, "Due date invalid", "INPUT_002");
  const me = data.users[0]?.id ?? 0;
  const stamp = String(context.now);
  const task: ClickUpTaskRecord = {
    id: `86c1${(context.now % 1_000_000_000).toString(36)}${data.tasks.length.toString(36)}`,
    name: body.name.trim(),
    description: typeof body.description === "string" ? body.description : "",
    status: status ?? "to do",
    listId: list.id,
    assignees: Array.isArray(body.assignees) ? body.assignees.map(Number).filter(Number.isFinite) : [],
    creator: me,
    date_created: stamp,
    date_updated: stamp,
    date_closed: null,
    due_date: due === null ? null : String(due),
    due_date_time: body.due_date_time === true,
    priority: null,
  };
  data.tasks.push(task);
  return toPublicTask(data, task);
}

/** Every demo user belongs to every workspace, as GET /team lists them. */
function isTeamMember(data: ClickUpData, userId: number): boolean {
  return data.users.some((user) => user.id === userId);
}

/** Update Task's `assignees: { add, rem }`, each a list of integer user ids; undefined when it is not that. */
function readAssigneeChange(value: unknown): { add: number[]; rem: number[] } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { add = [], rem = [] } = value as { add?: unknown; rem?: unknown };
  const isIdList = (ids: unknown): ids is number[] => Array.isArray(ids) && ids.every(Number.isInteger);
  return isIdList(add) && isIdList(rem) ? { add, rem } : undefined;
}

function updateTask(context: ApiContext): unknown {
  const data = readData(context);
  const task = findTask(context);
  if (!task) return sendClickUpError(context.reply, 404, "Task not found, deleted", "ITEM_013");
  const body = (context.request.body ?? {}) as TaskBody;
  // Checked before anything changes, so a refused assignee leaves the task as it was. The code and message follow the
  // shape of ClickUp's answer to an assignee it cannot take ('Assignees list invalid', ITEM_119); only those added
  // must be members: taking off someone who is not there changes nothing.
  const assignees = body.assignees === undefined ? null : readAssigneeChange(body.assignees);
  if (assignees === undefined || assignees?.add.some((id) => !isTeamMember(data, id)))
    return sendClickUpError(context.reply, 400, "Assignees list invalid", "ITEM_119");
  if (typeof body.status === "string") {
    const list = data.lists.find((candidate) => candidate.id === task.listId);
    const status = data.spaces
      .find((space) => space.id === list?.spaceId)
      ?.statuses.find((candidate) => candidate.status === String(body.status).toLowerCase());
    if (!status) return sendClickUpError(context.reply, 400, "Status does not exist", "ITEM_148");
    task.status = status.status;
    task.date_closed = status.type === "closed" ? String(context.now) : null;
  }
  if (typeof body.name === "string" && body.name.trim()) task.name = body.name.trim();
  if (typeof body.description === "string") task.description = body.description;
  // ClickUp takes the due day as milliseconds (a number or its string), null to clear it, and `due_date_time` saying
  // whether its hour counts.
  if (body.due_date !== undefined) {
    const due = body.due_date === null ? null : Number(body.due_date);
    if (due !== null && !Number.isFinite(due))
      return sendClickUpError(context.reply, 400, "Due date invalid", "INPUT_002");
    task.due_date = due === null ? null : String(due);
    task.due_date_time = due !== null && body.due_date_time === true;
  }
  if (assignees) {
    const kept = task.assignees.filter((id) => !assignees.rem.includes(id));
    task.assignees = [...new Set([...kept, ...assignees.add])];
  }
  task.date_updated = String(context.now);
  return toPublicTask(data, task);
}

/**
 * API v3's move: the task leaves its home list for the one named, in the same workspace. A status the new list's
 * space lacks falls back to that space's first status, as ClickUp does when no status_mappings are sent.
 */
function moveTask(context: ApiContext): unknown {
  const data = readData(context);
  const { workspace_id, task_id, list_id } = context.request.params as Record<string, string>;
  const task = data.tasks.find((candidate) => candidate.id === task_id);
  const list = data.lists.find((candidate) => candidate.id === list_id);
  const space = data.spaces.find((candidate) => candidate.id === list?.spaceId);
  if (!data.teams.some((team) => team.id === workspace_id))
    return sendClickUpError(context.reply, 401, "Team not authorized", "OAUTH_027");
  if (!task) return sendClickUpError(context.reply, 404, "Task not found, deleted", "ITEM_013");
  if (!list || !space || space.teamId !== workspace_id)
    return sendClickUpError(context.reply, 404, "List not found", "SUBCAT_016");
  if (!space.statuses.some((status) => status.status === task.status))
    task.status = space.statuses[0]?.status ?? "to do";
  task.listId = list.id;
  task.date_updated = String(context.now);
  return context.reply.code(200).send({});
}

function deleteTask(context: ApiContext): unknown {
  const data = readData(context);
  const task = findTask(context);
  if (!task) return sendClickUpError(context.reply, 404, "Task not found, deleted", "ITEM_013");
  data.tasks.splice(data.tasks.indexOf(task), 1);
  return context.reply.code(204).send();
}

/** ClickUp's workspace, list and task calls, over the family's demo data. */
export const clickupTaskRoutes: readonly ApiRoute[] = [
  { method: "GET", host: HOST, path: "/api/v2/team", credential: "raw", answer: listTeams },
  { method: "GET", host: HOST, path: "/api/v2/team/:team_id/space", credential: "raw", answer: listSpaces },
  { method: "GET", host: HOST, path: "/api/v2/team/:team_id/task", credential: "raw", answer: listTeamTasks },
  { method: "GET", host: HOST, path: "/api/v2/space/:space_id/list", credential: "raw", answer: listFolderlessLists },
  { method: "GET", host: HOST, path: "/api/v2/list/:list_id", credential: "raw", answer: getList },
  { method: "POST", host: HOST, path: "/api/v2/list/:list_id/task", credential: "raw", answer: createTask },
  { method: "GET", host: HOST, path: "/api/v2/task/:task_id", credential: "raw", answer: getTask },
  { method: "PUT", host: HOST, path: "/api/v2/task/:task_id", credential: "raw", answer: updateTask },
  { method: "DELETE", host: HOST, path: "/api/v2/task/:task_id", credential: "raw", answer: deleteTask },
  {
    method: "PUT",
    host: HOST,
    path: "/api/v3/workspaces/:workspace_id/tasks/:task_id/home_list/:list_id",
    credential: "raw",
    answer: moveTask,
  },
];
