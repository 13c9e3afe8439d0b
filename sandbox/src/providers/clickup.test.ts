import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { demoAccounts } from "../demo-accounts";
import { CLICKUP_COLLEAGUE_ID, CLICKUP_TEAM_ID, type ClickUpData } from "../demo-data/clickup-data";
import { obtainCode, REDIRECT_URI } from "../test/oauth-test-client";

function getUser(app: SandboxApp, authorization: string) {
  return app.inject({ method: "GET", url: "/api.clickup.com/api/v2/user", headers: { authorization } });
}

async function connect(app: SandboxApp): Promise<string> {
  // ClickUp's page takes only client_id, redirect_uri and state.
  const code = await obtainCode(app, "clickup", {
    client_id: "sandbox-clickup",
    redirect_uri: REDIRECT_URI,
    state: "s1",
  });
  const query = new URLSearchParams({ client_id: "sandbox-clickup", client_secret: "sandbox-clickup-secret", code });
  const response = await app.inject({ method: "POST", url: `/api.clickup.com/api/v2/oauth/token?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(["access_token"]);
  return response.json().access_token;
}

describe("ClickUp", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("exchanges a code given in the query, without grant_type, for a lone access token", async () => {
    const token = await connect(app);
    const user = await getUser(app, token);
    expect(user.statusCode).toBe(200);
    expect(user.json().user).toMatchObject({
      username: "Ana García",
      email: "ana.garcia@ejemplo.com",
      color: "#7b68ee",
    });
  });

  it("takes the token without Bearer and refuses it with Bearer", async () => {
    const token = await connect(app);
    const withBearer = await getUser(app, `Bearer ${token}`);
    expect(withBearer.statusCode).toBe(401);
    expect(withBearer.json()).toEqual({ err: "Token invalid", ECODE: "OAUTH_025" });
  });

  it("has no refresh grant, and its tokens never expire unless the admin API says so", async () => {
    const token = await connect(app);
    const refresh = await app.inject({
      method: "POST",
      url: "/api.clickup.com/api/v2/oauth/token?client_id=sandbox-clickup&client_secret=sandbox-clickup-secret&grant_type=refresh_token&refresh_token=x",
    });
    expect(refresh.json().error).toBe("unsupported_grant_type");

    await app.inject({ method: "POST", url: "/__sandbox/expire-access-tokens", payload: { family: "clickup" } });
    expect((await getUser(app, token)).statusCode).toBe(401);
  });
});

describe("ClickUp tasks", () => {
  let app: SandboxApp;
  let token: string;
  beforeEach(async () => {
    app = buildSandboxApp();
    token = await connect(app);
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url: `/api.clickup.com/api/v2${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/clickup" })).json() as ClickUpData;

  it("walks from the workspace to its spaces and folderless lists with their statuses", async () => {
    const teams = (await call("GET", "/team")).json().teams;
    expect(teams).toEqual([expect.objectContaining({ id: CLICKUP_TEAM_ID, name: "Equipo Shifu" })]);
    const spaces = (await call("GET", `/team/${CLICKUP_TEAM_ID}/space?archived=false`)).json().spaces;
    expect(spaces.map((space: { name: string }) => space.name)).toEqual(["Operaciones", "Marketing"]);
    const lists = (await call("GET", `/space/${spaces[0].id}/list`)).json().lists;
    expect(lists[0]).toMatchObject({ name: "Tareas generales", space: { id: spaces[0].id } });
    const list = (await call("GET", `/list/${lists[0].id}`)).json();
    expect(list.statuses.find((status: { type: string }) => status.type === "closed").status).toBe("complete");
    expect((await call("GET", "/team/1/space")).json()).toEqual({ err: "Team not authorized", ECODE: "OAUTH_027" });
  });

  it("filters a workspace's tasks by assignee, closed state and strict due bounds", async () => {
    const me = demoAccounts.clickup.id;
    const all = (await call("GET", `/team/${CLICKUP_TEAM_ID}/task?include_closed=true`)).json();
    expect(all.tasks).toHaveLength(12);
    expect(all.last_page).toBe(true);
    const mine = (await call("GET", `/team/${CLICKUP_TEAM_ID}/task?assignees[]=${me}`)).json().tasks;
    expect(mine).toHaveLength(8);
    expect(mine[0]).toMatchObject({
      status: { type: expect.stringMatching(/open|custom/) },
      assignees: [expect.objectContaining({ id: me })],
      url: expect.stringMatching(/^https:\/\/app\.clickup\.com\/t\//),
    });
    const due = Number(mine.find((task: { due_date: string | null }) => task.due_date).due_date);
    const exact = await call(
      "GET",
      `/team/${CLICKUP_TEAM_ID}/task?assignees[]=${me}&due_date_gt=${due - 1}&due_date_lt=${due + 1}`,
    );
    expect(exact.json().tasks.every((task: { due_date: string }) => Number(task.due_date) === due)).toBe(true);
    const strict = await call(
      "GET",
      `/team/${CLICKUP_TEAM_ID}/task?assignees[]=${me}&due_date_gt=${due}&due_date_lt=${due + 1}`,
    );
    expect(strict.json().tasks).toEqual([]);
  });

  it("creates, closes and deletes a task, with ClickUp's errors for a bad status and a missing task", async () => {
    const created = await call("POST", "/list/901200010001/task", {
      name: "Pedir presupuesto de mudanza",
      assignees: [demoAccounts.clickup.id],
      due_date: 1_795_000_000_000,
    });
    expect(created.statusCode).toBe(200);
    const task = created.json();
    expect(task).toMatchObject({
      status: { status: "to do" },
      due_date: "1795000000000",
      list: { id: "901200010001" },
    });

    const moved = await call("PUT", `/task/${task.id}`, { due_date: 1_796_000_000_000, due_date_time: false });
    expect(moved.json()).toMatchObject({ due_date: "1796000000000" });
    expect((await call("PUT", `/task/${task.id}`, { due_date: "pronto" })).statusCode).toBe(400);

    const bad = await call("PUT", `/task/${task.id}`, { status: "hecho" });
    expect(bad.statusCode).toBe(400);
    const done = await call("PUT", `/task/${task.id}`, { status: "complete" });
    expect(done.json()).toMatchObject({
      status: { status: "complete", type: "closed" },
      date_closed: expect.any(String),
    });

    expect((await call("DELETE", `/task/${task.id}`)).statusCode).toBe(204);
    expect((await readData()).tasks.some((candidate) => candidate.id === task.id)).toBe(false);
    const missing = await call("GET", `/task/${task.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ err: "Task not found, deleted", ECODE: "ITEM_013" });
    expect((await call("POST", "/list/901200010001/task", { name: " " })).statusCode).toBe(400);
  });

  it("moves a task to another list of its workspace through API v3's home_list, with 404 for an unknown list", async () => {
    const move = (path: string) =>
      app.inject({
        method: "PUT",
        url: `/api.clickup.com/api/v3/workspaces/${path}`,
        headers: { authorization: token },
        payload: {},
      });
    const data = await readData();
    const task = data.tasks.find((candidate) => candidate.name.includes("inventario"));
    const campaigns = data.lists.find((list) => list.name === "Campañas");
    const moved = await move(`${CLICKUP_TEAM_ID}/tasks/${task?.id}/home_list/${campaigns?.id}`);
    expect(moved.statusCode).toBe(200);
    expect((await call("GET", `/task/${task?.id}`)).json().list).toMatchObject({ id: campaigns?.id, name: "Campañas" });
    expect((await move(`${CLICKUP_TEAM_ID}/tasks/${task?.id}/home_list/999`)).statusCode).toBe(404);
    expect((await move(`${CLICKUP_TEAM_ID}/tasks/nope/home_list/${campaigns?.id}`)).json().ECODE).toBe("ITEM_013");
    expect((await move(`1/tasks/${task?.id}/home_list/${campaigns?.id}`)).statusCode).toBe(401);
  });

  it("adds and removes assignees with Update Task's add/rem, refusing a non-member or a malformed change", async () => {
    const me = demoAccounts.clickup.id;
    const task = (await readData()).tasks.find((candidate) => candidate.name.includes("pedido"));
    const before = task?.date_updated;
    const added = await call("PUT", `/task/${task?.id}`, { assignees: { add: [CLICKUP_COLLEAGUE_ID, me] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().assignees.map((user: { id: number }) => user.id)).toEqual([me, CLICKUP_COLLEAGUE_ID]);
    expect(added.json().date_updated).not.toBe(before);
    const swapped = await call("PUT", `/task/${task?.id}`, { assignees: { rem: [me] } });
    expect(swapped.json().assignees).toEqual([expect.objectContaining({ id: CLICKUP_COLLEAGUE_ID })]);

    const stranger = await call("PUT", `/task/${task?.id}`, {
      assignees: { add: [12345], rem: [CLICKUP_COLLEAGUE_ID] },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ err: "Assignees list invalid", ECODE: "ITEM_119" });
    for (const assignees of [[me], { add: ["81234567"] }, { add: [1.5] }, { rem: me }]) {
      expect((await call("PUT", `/task/${task?.id}`, { assignees })).statusCode).toBe(400);
    }
    expect((await readData()).tasks.find((candidate) => candidate.id === task?.id)?.assignees).toEqual([
      CLICKUP_COLLEAGUE_ID,
    ]);
  });

  it("lists the tasks updated after date_updated_gt, most recently updated first, and each write moves it", async () => {
    const base = `/team/${CLICKUP_TEAM_ID}/task?assignees[]=${demoAccounts.clickup.id}&order_by=updated`;
    const after = Date.now() - 60_000;
    expect((await call("GET", `${base}&date_updated_gt=${after}`)).json().tasks).toEqual([]);
    const [first, second] = (await readData()).tasks;
    await call("PUT", `/task/${second?.id}`, { name: "Cerrar el pedido (revisado)" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call("PUT", `/task/${first?.id}`, { description: "Pedir dos presupuestos más" });
    const changed = (await call("GET", `${base}&date_updated_gt=${after}`)).json().tasks;
    expect(changed.map((task: { id: string }) => task.id)).toEqual([first?.id, second?.id]);
    expect((await call("GET", `${base}&date_updated_gt=ayer`)).statusCode).toBe(400);
  });

  it("adds a task from POST /__sandbox/items/clickup, made by a colleague, and refuses a bad body", async () => {
    const add = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/__sandbox/items/clickup", payload });
    const added = await add({
      name: "Revisar la factura",
      due: "2026-12-01",
      priority: "urgent",
      date: "2026-11-20T10:00:00Z",
    });
    expect(added.statusCode).toBe(201);
    const { id, kind } = added.json();
    expect(kind).toBe("task");
    expect((await call("GET", `/task/${id}`)).json()).toMatchObject({
      name: "Revisar la factura",
      due_date: String(Date.parse("2026-12-01T17:00:00+01:00")),
      date_updated: String(Date.parse("2026-11-20T10:00:00Z")),
      priority: { id: "1", priority: "urgent" },
      creator: { username: "Javier Ortiz" },
      assignees: [expect.objectContaining({ id: demoAccounts.clickup.id })],
    });
    const theirs = (await add({ name: "Otra", assignedToMe: false })).json().id;
    expect((await readData()).tasks.find((task) => task.id === theirs)?.assignees).not.toContain(
      demoAccounts.clickup.id,
    );
    const bad = await add({ name: "", due: "mañana" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name|due/);
  });
});
