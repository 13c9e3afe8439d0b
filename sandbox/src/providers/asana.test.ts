import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { demoAccounts } from "../demo-accounts";
import { ASANA_WORKSPACE_GID, type AsanaData } from "../demo-data/asana-data";
import { connectWithPkce } from "../test/oauth-test-client";

const API = "/app.asana.com/api/1.0";

describe("Asana tasks", () => {
  let app: SandboxApp;
  let authorization: string;
  beforeEach(async () => {
    app = buildSandboxApp();
    authorization = `Bearer ${(await connectWithPkce(app, "asana", { scope: "default" })).access_token}`;
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url: `${API}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
  const readData = async () => (await app.inject({ method: "GET", url: "/__sandbox/data/asana" })).json() as AsanaData;

  it("lists my incomplete tasks of a workspace in compact form unless opt_fields asks for more", async () => {
    const query = `assignee=me&workspace=${ASANA_WORKSPACE_GID}&completed_since=now`;
    const compact = await call("GET", `/tasks?${query}`);
    expect(compact.statusCode).toBe(200);
    const open = (await readData()).tasks.filter((task) => task.assignee === demoAccounts.asana.gid && !task.completed);
    expect(compact.json().data).toHaveLength(open.length);
    expect(Object.keys(compact.json().data[0]).sort()).toEqual(["gid", "name", "resource_subtype", "resource_type"]);
    expect(compact.json().next_page).toBeNull();

    const detailed = await call("GET", `/tasks?${query}&opt_fields=name,due_on,projects.name&limit=2`);
    const [first] = detailed.json().data;
    expect(first).toEqual({
      gid: open[0]?.gid,
      name: open[0]?.name,
      due_on: open[0]?.due_on,
      projects: [{ gid: expect.any(String), name: "Clientes 2026" }],
    });
    const next = detailed.json().next_page;
    expect(next).toMatchObject({ offset: expect.any(String) });
    const second = await call("GET", `/tasks?${query}&limit=2&offset=${next.offset}`);
    expect(second.json().data[0].gid).toBe(open[2]?.gid);
  });

  it("lists a workspace's projects and people, the e-mail only when opt_fields asks, and 404 for another one", async () => {
    const projects = (await call("GET", `/workspaces/${ASANA_WORKSPACE_GID}/projects`)).json().data;
    expect(projects.map((project: { name: string }) => project.name)).toEqual([
      "Lanzamiento de primavera",
      "Clientes 2026",
      "Operaciones internas",
    ]);
    const users = (await call("GET", `/workspaces/${ASANA_WORKSPACE_GID}/users?opt_fields=name,email`)).json().data;
    expect(users).toContainEqual(expect.objectContaining({ name: "Lucía Ortega", email: "lucia.ortega@ejemplo.com" }));
    const plain = (await call("GET", `/workspaces/${ASANA_WORKSPACE_GID}/users`)).json().data;
    expect(plain[0]).not.toHaveProperty("email");
    expect((await call("GET", "/workspaces/999/projects")).statusCode).toBe(404);
  });

  it("asks for assignee and workspace together, as Asana does", async () => {
    const answer = await call("GET", "/tasks?assignee=me");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toMatch(/assignee \+ workspace/);
  });

  it("creates, completes and deletes a task, with 404 errors for an unknown gid", async () => {
    const created = await call("POST", "/tasks", {
      data: { name: "Preparar inventario", due_on: "2026-12-01", assignee: "me", workspace: ASANA_WORKSPACE_GID },
    });
    expect(created.statusCode).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      name: "Preparar inventario",
      due_on: "2026-12-01",
      completed: false,
      assignee: { gid: demoAccounts.asana.gid },
    });

    const completed = await call("PUT", `/tasks/${task.gid}`, { data: { completed: true } });
    expect(completed.json().data).toMatchObject({ completed: true, completed_at: expect.any(String) });

    const deleted = await call("DELETE", `/tasks/${task.gid}`);
    expect(deleted.json()).toEqual({ data: {} });
    expect((await readData()).tasks.some((candidate) => candidate.gid === task.gid)).toBe(false);

    const missing = await call("GET", `/tasks/${task.gid}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(`task: Unknown object: ${task.gid}`);
  });

  it("reassigns a task by a person's gid or e-mail through PUT /tasks/{gid}, and refuses an unknown person", async () => {
    const [task] = (await readData()).tasks;
    const lucia = (await call("GET", `/workspaces/${ASANA_WORKSPACE_GID}/users?opt_fields=email`))
      .json()
      .data.find((user: { email: string }) => user.email === "lucia.ortega@ejemplo.com");
    const byGid = await call("PUT", `/tasks/${task?.gid}`, { data: { assignee: lucia.gid } });
    expect(byGid.json().data.assignee).toMatchObject({ gid: lucia.gid, name: "Lucía Ortega" });
    const byEmail = await call("PUT", `/tasks/${task?.gid}`, { data: { assignee: demoAccounts.asana.email } });
    expect(byEmail.json().data.assignee.gid).toBe(demoAccounts.asana.gid);
    const unknown = await call("PUT", `/tasks/${task?.gid}`, { data: { assignee: "999" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe("assignee: Not a recognized ID");
    expect((await readData()).tasks.find((candidate) => candidate.gid === task?.gid)?.assignee).toBe(
      demoAccounts.asana.gid,
    );
  });

  it("adds a task to a project and removes it from another through addProject and removeProject", async () => {
    const data = await readData();
    const task = data.tasks.find((candidate) => candidate.name.startsWith("Llamar a Distribuciones Levante"));
    const projectNamed = (name: string) => data.projects.find((project) => project.name === name)?.gid;
    const [clients, operations] = [projectNamed("Clientes 2026"), projectNamed("Operaciones internas")];
    expect(task?.projects).toEqual([clients]);
    const added = await call("POST", `/tasks/${task?.gid}/addProject`, { data: { project: operations } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ data: {} });
    await call("POST", `/tasks/${task?.gid}/addProject`, { data: { project: operations } });
    const both = (await call("GET", `/tasks/${task?.gid}?opt_fields=projects.name`)).json().data.projects;
    expect(both.map((project: { name: string }) => project.name)).toEqual(["Clientes 2026", "Operaciones internas"]);
    const removed = await call("POST", `/tasks/${task?.gid}/removeProject`, { data: { project: clients } });
    expect(removed.json()).toEqual({ data: {} });
    expect((await readData()).tasks.find((candidate) => candidate.gid === task?.gid)?.projects).toEqual([operations]);

    expect((await call("POST", `/tasks/${task?.gid}/addProject`, { data: {} })).statusCode).toBe(400);
    const unknown = await call("POST", `/tasks/${task?.gid}/addProject`, { data: { project: "999" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe("project: Not a recognized ID: 999");
    expect((await call("POST", "/tasks/999/removeProject", { data: { project: clients } })).statusCode).toBe(404);
  });

  it("refuses a due_on that is not a day", async () => {
    const answer = await call("POST", "/tasks", {
      data: { name: "X", due_on: "mañana", assignee: "me", workspace: ASANA_WORKSPACE_GID },
    });
    expect(answer.statusCode).toBe(400);
  });

  it("lists only the tasks modified since modified_since, and each write moves modified_at", async () => {
    const base = `/tasks?assignee=me&workspace=${ASANA_WORKSPACE_GID}&opt_fields=name,modified_at`;
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await call("GET", `${base}&modified_since=${since}`)).json().data).toEqual([]);
    const [target] = (await readData()).tasks;
    await call("PUT", `/tasks/${target?.gid}`, { data: { name: "Revisar contrato (v2)" } });
    const changed = (await call("GET", `${base}&modified_since=${since}`)).json().data;
    expect(changed.map((task: { gid: string }) => task.gid)).toEqual([target?.gid]);
    expect((await call("GET", `${base}&modified_since=ayer`)).statusCode).toBe(400);
  });

  it("adds a task from POST /__sandbox/items/asana, made by a colleague, and refuses a bad body", async () => {
    const add = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/__sandbox/items/asana", payload });
    const added = await add({
      name: "Revisar la factura",
      due: "2026-12-01",
      priority: "high",
      date: "2026-11-20T10:00:00Z",
    });
    expect(added.statusCode).toBe(201);
    const { id, kind } = added.json();
    expect(kind).toBe("task");
    const task = (
      await call(
        "GET",
        `/tasks/${id}?opt_fields=name,due_on,modified_at,created_by.name,custom_fields.display_value,assignee`,
      )
    ).json().data;
    expect(task).toMatchObject({
      name: "Revisar la factura",
      due_on: "2026-12-01",
      modified_at: "2026-11-20T10:00:00.000Z",
      created_by: { name: "Lucía Ortega" },
      custom_fields: [{ display_value: "Alta" }],
      assignee: { gid: demoAccounts.asana.gid },
    });
    const theirs = await add({ name: "Otra", assignedToMe: false });
    expect((await readData()).tasks.find((candidate) => candidate.gid === theirs.json().id)?.assignee).not.toBe(
      demoAccounts.asana.gid,
    );
    const bad = await add({ name: "X", priority: "altísima" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/priority/);
  });
});
