import type { ProviderApi } from "../provider-api";

export const ASANA_API_URL = "https://app.asana.com/api/1.0";

type AsanaUser = { data: { gid: string; email?: string | null; name?: string | null } };

export type AsanaPerson = { gid: string; name?: string | null; email?: string | null };

/** A task as asked for with TASK_FIELDS; Asana sends only the fields named in opt_fields. */
export type AsanaTask = {
  gid: string;
  name: string;
  notes?: string;
  completed?: boolean;
  completed_at?: string | null;
  due_on?: string | null;
  due_at?: string | null;
  permalink_url?: string;
  projects?: { gid: string; name?: string }[];
  modified_at?: string;
  created_at?: string;
  created_by?: AsanaPerson | null;
  assignee?: AsanaPerson | null;
  custom_fields?: { gid: string; name?: string; display_value?: string | null }[];
};

type AsanaWorkspace = { gid: string; name: string };
type AsanaNextPage = { offset: string; path: string; uri: string } | null;

export const TASK_FIELDS = "name,notes,completed,due_on,due_at,permalink_url,projects.name";
/** One task read whole: whose it is and its custom fields (Asana's priority is one) as well. */
const TASK_DETAIL_FIELDS = `${TASK_FIELDS},assignee.name,assignee.email,custom_fields.name,custom_fields.display_value`;
const MAX_PAGES = 5;

export async function fetchAsanaAccount(api: ProviderApi): Promise<string | null> {
  const { data } = await api.request<AsanaUser>({ url: `${ASANA_API_URL}/users/me` });
  return data.email ?? data.name ?? null;
}

export async function fetchAsanaMe(api: ProviderApi): Promise<AsanaPerson> {
  const { data } = await api.request<AsanaUser>({ url: `${ASANA_API_URL}/users/me` });
  return data;
}

const CHANGED_TASK_FIELDS = `${TASK_FIELDS},modified_at,created_by.name,created_by.email,custom_fields.name,custom_fields.display_value`;

/** The user's incomplete tasks in one workspace modified since an instant. */
export async function listMyChangedAsanaTasks(api: ProviderApi, workspace: string, since: Date): Promise<AsanaTask[]> {
  return listAsanaTaskPages(api, {
    assignee: "me",
    workspace,
    completed_since: "now",
    modified_since: since.toISOString(),
    opt_fields: CHANGED_TASK_FIELDS,
  });
}

export async function listAsanaWorkspaces(api: ProviderApi): Promise<AsanaWorkspace[]> {
  const { data } = await api.request<{ data: AsanaWorkspace[] }>({ url: `${ASANA_API_URL}/workspaces` });
  return data;
}

export type AsanaProject = { gid: string; name: string };

/** GET /workspaces/{gid}/projects: the workspace's projects, compact. */
export async function listAsanaProjects(api: ProviderApi, workspace: string): Promise<AsanaProject[]> {
  const { data } = await api.request<{ data: AsanaProject[] }>({
    url: `${ASANA_API_URL}/workspaces/${encodeURIComponent(workspace)}/projects`,
    query: { limit: "100" },
  });
  return data;
}

/** GET /workspaces/{gid}/users with their e-mail: the people a task can be assigned to. */
export async function listAsanaUsers(api: ProviderApi, workspace: string): Promise<AsanaPerson[]> {
  const { data } = await api.request<{ data: AsanaPerson[] }>({
    url: `${ASANA_API_URL}/workspaces/${encodeURIComponent(workspace)}/users`,
    query: { opt_fields: "name,email", limit: "100" },
  });
  return data;
}

/** Every page of a task list up to a bound: Asana pages at 100 at most. */
async function listAsanaTaskPages(api: ProviderApi, query: Record<string, string>): Promise<AsanaTask[]> {
  const tasks: AsanaTask[] = [];
  let offset: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await api.request<{ data: AsanaTask[]; next_page?: AsanaNextPage }>({
      url: `${ASANA_API_URL}/tasks`,
      query: { ...query, limit: "100", ...(offset ? { offset } : {}) },
    });
    tasks.push(...answer.data);
    offset = answer.next_page?.offset;
    if (!offset) break;
  }
  return tasks;
}

/** A listed task with whose it is and who made it, so a task someone else gave can be told by its giver. */
const LISTED_TASK_FIELDS = `${TASK_FIELDS},assignee.name,created_by.name,created_at`;

/** The incomplete tasks of one person (the user, 'me', unless another member's gid is given) in one workspace. */
export async function listOpenAsanaTasks(api: ProviderApi, workspace: string, assignee = "me"): Promise<AsanaTask[]> {
  return listAsanaTaskPages(api, { assignee, workspace, completed_since: "now", opt_fields: LISTED_TASK_FIELDS });
}

/**
 * The tasks of one person in one workspace completed since an instant: Asana's `completed_since` returns the
 * incomplete ones too, which are left out here.
 */
export async function listCompletedAsanaTasks(
  api: ProviderApi,
  workspace: string,
  since: string,
  assignee = "me",
): Promise<AsanaTask[]> {
  const tasks = await listAsanaTaskPages(api, {
    assignee,
    workspace,
    completed_since: since,
    opt_fields: `${LISTED_TASK_FIELDS},completed_at`,
  });
  return tasks.filter((task) => task.completed);
}

export async function fetchAsanaTask(api: ProviderApi, gid: string): Promise<AsanaTask> {
  const { data } = await api.request<{ data: AsanaTask }>({
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}`,
    query: { opt_fields: TASK_DETAIL_FIELDS },
  });
  return data;
}

export async function createAsanaTask(
  api: ProviderApi,
  fields: {
    name: string;
    notes?: string;
    due_on?: string;
    assignee: string;
    workspace: string;
    projects?: string[];
  },
): Promise<AsanaTask> {
  const { data } = await api.request<{ data: AsanaTask }>({
    method: "POST",
    url: `${ASANA_API_URL}/tasks`,
    json: { data: fields },
  });
  return data;
}

export async function completeAsanaTask(api: ProviderApi, gid: string): Promise<AsanaTask> {
  const { data } = await api.request<{ data: AsanaTask }>({
    method: "PUT",
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}`,
    json: { data: { completed: true } },
  });
  return data;
}

/** PUT /tasks/{gid} with `due_on`: the task is now due that day. */
export async function rescheduleAsanaTask(api: ProviderApi, gid: string, dueOn: string): Promise<AsanaTask> {
  const { data } = await api.request<{ data: AsanaTask }>({
    method: "PUT",
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}`,
    query: { opt_fields: TASK_FIELDS },
    json: { data: { due_on: dueOn } },
  });
  return data;
}

/** PUT /tasks/{gid} with `assignee`: the task now belongs to that person. */
export async function assignAsanaTask(api: ProviderApi, gid: string, assignee: string): Promise<AsanaTask> {
  const { data } = await api.request<{ data: AsanaTask }>({
    method: "PUT",
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}`,
    query: { opt_fields: `${TASK_FIELDS},assignee.name` },
    json: { data: { assignee } },
  });
  return data;
}

/** POST /tasks/{gid}/addProject: the task is now in that project too, at its end; Asana answers an empty `data`. */
export async function addAsanaTaskToProject(api: ProviderApi, gid: string, project: string): Promise<void> {
  await api.request({
    method: "POST",
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}/addProject`,
    json: { data: { project } },
  });
}

/** POST /tasks/{gid}/removeProject: the task leaves that project, and stays in any others. */
export async function removeAsanaTaskFromProject(api: ProviderApi, gid: string, project: string): Promise<void> {
  await api.request({
    method: "POST",
    url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}/removeProject`,
    json: { data: { project } },
  });
}

export async function deleteAsanaTask(api: ProviderApi, gid: string): Promise<void> {
  await api.request({ method: "DELETE", url: `${ASANA_API_URL}/tasks/${encodeURIComponent(gid)}` });
}

/** Asana authenticates the app in the body; revoking the refresh token also ends its access tokens. */
export async function revokeAsanaTokens(
  api: ProviderApi,
  tokens: { accessToken: string; refreshToken: string | null },
  client: { clientId: string; clientSecret: string },
): Promise<void> {
  await api.request({
    method: "POST",
    url: "https://app.asana.com/-/oauth_revoke",
    auth: "none",
    form: {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      token: tokens.refreshToken ?? tokens.accessToken,
    },
  });
}
