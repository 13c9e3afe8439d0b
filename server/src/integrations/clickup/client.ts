import type { ProviderApi } from "../provider-api";

export const CLICKUP_API_URL = "https://api.clickup.com/api/v2";
/** Moving a task to another list exists only in ClickUp's API v3. */
const CLICKUP_API_V3_URL = "https://api.clickup.com/api/v3";

type ClickUpUser = { user: { id: number; username?: string | null; email?: string | null } };

export type ClickUpStatus = { status: string; type: string; orderindex?: number; color?: string };

/** A task as ClickUp sends it; its dates are Unix milliseconds written as strings. */
export type ClickUpTask = {
  id: string;
  name: string;
  text_content?: string | null;
  description?: string | null;
  status: ClickUpStatus;
  date_closed?: string | null;
  due_date: string | null;
  url: string;
  list?: { id: string; name: string };
  assignees?: { id: number; username?: string | null }[];
  date_updated?: string;
  archived?: boolean;
  priority?: { priority: string } | null;
  creator?: { id: number; username?: string | null; email?: string | null };
  /** The workspace the task lives in. */
  team_id?: string | null;
};

export type ClickUpList = { id: string; name: string; statuses?: ClickUpStatus[] };
/** A workspace member as GET /team lists them. */
export type ClickUpMember = { user: { id: number; username?: string | null; email?: string | null } };
type ClickUpTeam = { id: string; name: string; members?: ClickUpMember[] };
type ClickUpSpace = { id: string; name: string };

const MAX_PAGES = 3;

export async function fetchClickUpUser(api: ProviderApi): Promise<ClickUpUser["user"]> {
  // ClickUp takes the token bare in Authorization, without "Bearer".
  const { user } = await api.request<ClickUpUser>({ url: `${CLICKUP_API_URL}/user`, auth: "raw" });
  return user;
}

export async function fetchClickUpAccount(api: ProviderApi): Promise<string | null> {
  const user = await fetchClickUpUser(api);
  return user.email ?? user.username ?? null;
}

/** ClickUp's API calls a Workspace a "team". */
export async function listClickUpTeams(api: ProviderApi): Promise<ClickUpTeam[]> {
  const { teams } = await api.request<{ teams: ClickUpTeam[] }>({ url: `${CLICKUP_API_URL}/team`, auth: "raw" });
  return teams;
}

export async function listClickUpSpaces(api: ProviderApi, teamId: string): Promise<ClickUpSpace[]> {
  const { spaces } = await api.request<{ spaces: ClickUpSpace[] }>({
    url: `${CLICKUP_API_URL}/team/${encodeURIComponent(teamId)}/space`,
    query: { archived: "false" },
    auth: "raw",
  });
  return spaces;
}

/** The lists of a space that sit in no folder. */
export async function listClickUpFolderlessLists(api: ProviderApi, spaceId: string): Promise<ClickUpList[]> {
  const { lists } = await api.request<{ lists: ClickUpList[] }>({
    url: `${CLICKUP_API_URL}/space/${encodeURIComponent(spaceId)}/list`,
    query: { archived: "false" },
    auth: "raw",
  });
  return lists;
}

export async function fetchClickUpList(api: ProviderApi, listId: string): Promise<ClickUpList> {
  return api.request<ClickUpList>({ url: `${CLICKUP_API_URL}/list/${encodeURIComponent(listId)}`, auth: "raw" });
}

/** Every page of a workspace's task search up to a bound: ClickUp pages at 100 and says when it was the last. */
async function listClickUpTaskPages(
  api: ProviderApi,
  teamId: string,
  query: Record<string, string>,
): Promise<ClickUpTask[]> {
  const tasks: ClickUpTask[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await api.request<{ tasks: ClickUpTask[]; last_page?: boolean }>({
      url: `${CLICKUP_API_URL}/team/${encodeURIComponent(teamId)}/task`,
      query: { ...query, page: String(page) },
      auth: "raw",
    });
    tasks.push(...answer.tasks);
    if (answer.last_page !== false) break;
  }
  return tasks;
}

/** A workspace's open tasks assigned to one user, optionally due strictly between two instants (ms). */
export async function listClickUpAssignedTasks(
  api: ProviderApi,
  teamId: string,
  filter: { assignee: number; dueAfter?: number; dueBefore?: number },
): Promise<ClickUpTask[]> {
  return listClickUpTaskPages(api, teamId, {
    "assignees[]": String(filter.assignee),
    include_closed: "false",
    subtasks: "true",
    order_by: "due_date",
    reverse: "true",
    ...(filter.dueAfter === undefined ? {} : { due_date_gt: String(filter.dueAfter) }),
    ...(filter.dueBefore === undefined ? {} : { due_date_lt: String(filter.dueBefore) }),
  });
}

/** A workspace's open tasks assigned to one user and updated after an instant, most recently updated first. */
export async function listClickUpChangedTasks(
  api: ProviderApi,
  teamId: string,
  filter: { assignee: number; updatedAfter: Date },
): Promise<ClickUpTask[]> {
  return listClickUpTaskPages(api, teamId, {
    "assignees[]": String(filter.assignee),
    include_closed: "false",
    subtasks: "true",
    order_by: "updated",
    date_updated_gt: String(filter.updatedAfter.getTime()),
  });
}

/**
 * A workspace's tasks assigned to one user and closed after an instant, the last closed first: closed ones are asked
 * for with the open, and a task closed since then was updated since then too.
 */
export async function listClickUpClosedTasks(
  api: ProviderApi,
  teamId: string,
  filter: { assignee: number; closedAfter: Date },
): Promise<ClickUpTask[]> {
  const tasks = await listClickUpTaskPages(api, teamId, {
    "assignees[]": String(filter.assignee),
    include_closed: "true",
    subtasks: "true",
    order_by: "updated",
    date_updated_gt: String(filter.closedAfter.getTime()),
  });
  const closedAt = (task: ClickUpTask) => Number(task.date_closed ?? 0);
  return tasks
    .filter((task) => task.status.type === "closed" && closedAt(task) >= filter.closedAfter.getTime())
    .sort((a, b) => closedAt(b) - closedAt(a));
}

export async function fetchClickUpTask(api: ProviderApi, taskId: string): Promise<ClickUpTask> {
  return api.request<ClickUpTask>({ url: `${CLICKUP_API_URL}/task/${encodeURIComponent(taskId)}`, auth: "raw" });
}

export async function createClickUpTask(
  api: ProviderApi,
  listId: string,
  fields: { name: string; description?: string; assignees: number[]; due_date?: number; due_date_time?: boolean },
): Promise<ClickUpTask> {
  return api.request<ClickUpTask>({
    method: "POST",
    url: `${CLICKUP_API_URL}/list/${encodeURIComponent(listId)}/task`,
    json: fields,
    auth: "raw",
  });
}

export async function updateClickUpTaskStatus(api: ProviderApi, taskId: string, status: string): Promise<ClickUpTask> {
  return api.request<ClickUpTask>({
    method: "PUT",
    url: `${CLICKUP_API_URL}/task/${encodeURIComponent(taskId)}`,
    json: { status },
    auth: "raw",
  });
}

/** PUT /task/{id} with its due fields: the task is now due then. */
export async function rescheduleClickUpTask(
  api: ProviderApi,
  taskId: string,
  due: { due_date: number; due_date_time: boolean },
): Promise<ClickUpTask> {
  return api.request<ClickUpTask>({
    method: "PUT",
    url: `${CLICKUP_API_URL}/task/${encodeURIComponent(taskId)}`,
    json: due,
    auth: "raw",
  });
}

/** PUT /task/{id} with ClickUp's assignee diff: those in `add` join the task's assignees, those in `rem` leave them. */
export async function assignClickUpTask(
  api: ProviderApi,
  taskId: string,
  assignees: { add: number[]; rem: number[] },
): Promise<ClickUpTask> {
  return api.request<ClickUpTask>({
    method: "PUT",
    url: `${CLICKUP_API_URL}/task/${encodeURIComponent(taskId)}`,
    json: { assignees },
    auth: "raw",
  });
}

/** PUT /v3/workspaces/{id}/tasks/{id}/home_list/{id}: the task leaves its list for another one. */
export async function moveClickUpTask(
  api: ProviderApi,
  move: { workspaceId: string; taskId: string; listId: string },
): Promise<void> {
  const path = [move.workspaceId, "tasks", move.taskId, "home_list", move.listId].map(encodeURIComponent).join("/");
  await api.request({ method: "PUT", url: `${CLICKUP_API_V3_URL}/workspaces/${path}`, json: {}, auth: "raw" });
}

export async function deleteClickUpTask(api: ProviderApi, taskId: string): Promise<void> {
  await api.request({ method: "DELETE", url: `${CLICKUP_API_URL}/task/${encodeURIComponent(taskId)}`, auth: "raw" });
}
