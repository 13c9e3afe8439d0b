import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { connectThroughSandbox } from "../test-support/connect-through-sandbox";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { describeWatermarkSource } from "../test-support/describe-watermark-source";
import { useSandbox } from "../test-support/use-sandbox";
import { startOfLocalDay, toLocalDay } from "../to-local-day";
import { clickup } from ".";
import { clickupNotifications } from "./notifications";
import { clickupAssignTask } from "./tools/assign-task";
import { clickupCompleteTask } from "./tools/complete-task";
import { clickupCreateTask } from "./tools/create-task";
import { clickupDeleteTask } from "./tools/delete-task";
import { clickupListMyTasks } from "./tools/list-my-tasks";
import { clickupMoveTask } from "./tools/move-task";
import { clickupReadTask } from "./tools/read-task";
import { clickupRescheduleTask } from "./tools/reschedule-task";

describeOAuthService(
  {
    definition: clickup,
    name: "ClickUp",
    family: "clickup",
    authorize: {
      test: "sends the browser to ClickUp's authorize page without PKCE",
      path: "app.clickup.com/api",
      pkce: false,
    },
  },
  (sandbox) => {
    it("exchanges the code in the query string and reads the account with the bare token", async () => {
      const tokens = await connectThroughSandbox(clickup, sandbox.modes);
      expect(tokens).toMatchObject({ refreshToken: null, expiresIn: null });
      const api = createProviderApi(sandbox.modes.clickup.resolveUrl, tokens.accessToken);
      await expect(clickup.fetchAccount(api, { accessToken: "81234567_unknown" })).resolves.toBe(
        demoAccounts.clickup.email,
      );
    });

    it("has its bad tokens refused as unauthorized", async () => {
      const api = createProviderApi(sandbox.modes.clickup.resolveUrl, "81234567_unknown");
      await expect(clickup.fetchAccount(api, { accessToken: "81234567_unknown" })).rejects.toBeInstanceOf(
        ProviderUnauthorizedError,
      );
    });
  },
);

type SeededTask = {
  id: string;
  name: string;
  status: string;
  listId: string;
  assignees: number[];
  due_date: string | null;
  due_date_time: boolean;
  description: string;
  date_closed: string | null;
};
type SeededClickUp = { tasks: SeededTask[] };

describe("ClickUp tools", () => {
  const sandbox = useSandbox();
  const zone = "Europe/Madrid";
  const readTasks = async () => (await readSandboxData<SeededClickUp>(sandbox.url, "clickup")).tasks;
  const myOpenTasks = async () =>
    (await readTasks()).filter(
      (task) => task.assignees.includes(demoAccounts.clickup.id) && task.status !== "complete",
    );

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("lists my open tasks, soonest due first and undated last, with list, status and link", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const output = await clickupListMyTasks.execute(context, { count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    const expected = (await myOpenTasks()).sort(
      (a, b) => Number(a.due_date ?? Number.POSITIVE_INFINITY) - Number(b.due_date ?? Number.POSITIVE_INFINITY),
    );
    expect(output.items.map((item) => item.title).sort()).toEqual(expected.map((task) => task.name).sort());
    const dues = output.items.map((item) => item.due);
    expect(dues.at(-1)).toBeUndefined();
    const dated = dues.filter((due): due is string => due !== undefined);
    expect(dated).toEqual([...dated].sort());
    expect(output.items[0]).toMatchObject({
      title: "Renovar el seguro de la furgoneta",
      place: "Tareas generales",
      details: ["Estado: to do", "Vencida"],
      link: `https://app.clickup.com/t/${expected[0]?.id}`,
    });
    const three = await clickupListMyTasks.execute(context, {});
    expect(three.kind === "list" && three.items.length).toBe(Math.min(10, expected.length));
    // A task a colleague made for me names who gave it.
    const given = output.items.filter((item) => item.from !== undefined);
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((item) => item.from === "Javier Ortiz")).toBe(true);
  });

  it("lists another member's open tasks, found by name among the workspace's members", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const output = await clickupListMyTasks.execute(context, { assignee: "javi", count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    const theirs = (await readTasks()).filter(
      (task) => !task.assignees.includes(demoAccounts.clickup.id) && task.status !== "complete",
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(output.items.map((item) => item.title).sort()).toEqual(theirs.map((task) => task.name).sort());
    await expect(clickupListMyTasks.execute(context, { assignee: "Ramón" })).rejects.toThrow("No encuentro a «Ramón»");
  });

  it("keeps to a due range given as days or as instants", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const today = toLocalDay(new Date().toISOString(), zone);
    const dueToday = (await myOpenTasks()).filter(
      (task) => task.due_date !== null && toLocalDay(new Date(Number(task.due_date)).toISOString(), zone) === today,
    );
    expect(dueToday.length).toBeGreaterThan(1);
    const byDay = await clickupListMyTasks.execute(context, { dueFrom: today, dueTo: today });
    if (byDay.kind !== "list") throw new Error("expected a list");
    expect(byDay.items.map((item) => item.title).sort()).toEqual(dueToday.map((task) => task.name).sort());
    const start = startOfLocalDay(today, zone);
    const byInstant = await clickupListMyTasks.execute(context, {
      dueFrom: new Date(start).toISOString(),
      dueTo: new Date(start + 86_399_999).toISOString(),
    });
    expect(byInstant).toEqual(byDay);
  });

  it("lists only overdue tasks when asked: due before today began in the person's zone and still open", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const todayStarts = startOfLocalDay(toLocalDay(new Date().toISOString(), zone), zone);
    const mine = await myOpenTasks();
    const overdue = mine.filter((task) => task.due_date !== null && Number(task.due_date) < todayStarts);
    expect(overdue.length).toBeGreaterThan(0);
    expect(mine.length).toBeGreaterThan(overdue.length);
    const input = clickupListMyTasks.argsFromRequest({ text: "¿qué tareas se me han pasado?", overdue: true });
    expect(input).toEqual({ overdue: true });
    const output = await clickupListMyTasks.execute(context, { ...input, count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.total).toBe(overdue.length);
    expect(output.items.map((item) => item.title).sort()).toEqual(overdue.map((task) => task.name).sort());
    expect(output.items.every((item) => item.details?.includes("Vencida"))).toBe(true);
  });

  it("creates a task in the first list, assigned to me, after stating where and when", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const proposed = { name: "Llamar al gestor", dueDate: "2026-11-26", description: "Por el IVA del trimestre" };
    const input = (await clickupCreateTask.resolve?.(context, proposed)) ?? proposed;
    expect(input).toEqual({ ...proposed, list: "Tareas generales", listId: "901200010001" });
    await expect(clickupCreateTask.execute(context, proposed)).rejects.toThrow("Falta la lista exacta");
    await expect(clickupCreateTask.describe?.(context, input)).resolves.toBe(
      "Crear en ClickUp la tarea «Llamar al gestor» en la lista «Tareas generales» para el jueves 26 de noviembre, con " +
        "la descripción «Por el IVA del trimestre»",
    );
    await clickupCreateTask.execute(context, input);
    const created = (await readTasks()).find((task) => task.name === input.name);
    expect(created).toMatchObject({
      listId: "901200010001",
      assignees: [demoAccounts.clickup.id],
      status: "to do",
      description: input.description,
      due_date: String(startOfLocalDay("2026-11-26", zone)),
      due_date_time: false,
    });
    const timed =
      (await clickupCreateTask.resolve?.(context, { name: "Enviar el acta", dueDate: "2026-11-26T17:30:00+01:00" })) ??
      proposed;
    await expect(clickupCreateTask.describe?.(context, timed)).resolves.toBe(
      "Crear en ClickUp la tarea «Enviar el acta» en la lista «Tareas generales» para el jueves 26 de noviembre a las 17:30",
    );
    await clickupCreateTask.execute(context, timed);
    expect((await readTasks()).find((task) => task.name === timed.name)).toMatchObject({
      due_date: String(Date.parse("2026-11-26T17:30:00+01:00")),
      due_date_time: true,
    });

    const named = clickupCreateTask.argsFromRequest({ text: "", quoted: "Cartel de Navidad", project: "campanas" });
    expect(named).toEqual({ name: "Cartel de Navidad", list: "campanas" });
    const placed = (await clickupCreateTask.resolve?.(context, named ?? proposed)) ?? proposed;
    expect(placed).toMatchObject({ list: "Campañas", listId: expect.any(String) });
    await clickupCreateTask.execute(context, placed);
    const lists = (await readSandboxData<{ lists: { id: string; name: string }[] }>(sandbox.url, "clickup")).lists;
    expect((await readTasks()).find((task) => task.name === "Cartel de Navidad")?.listId).toBe(
      lists.find((list) => list.name === "Campañas")?.id,
    );
    await expect(clickupCreateTask.resolve?.(context, { name: "x", list: "Nada" })).rejects.toThrow(
      /No encuentro la lista «Nada» en ClickUp\. Listas: «Tareas generales», «Clientes», «Campañas»\./,
    );
  });

  it("moves one task to the list named, fixed by id before the card, and refuses the list it is already in", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const target = (await myOpenTasks()).find((task) => task.name.includes("inventario"));
    if (!target) throw new Error("no inventory task seeded");
    const proposed = clickupMoveTask.argsFromRequest(
      { text: "mueve la tarea del inventario a la lista de campañas", project: "campañas" },
      { id: target.id, title: target.name },
    );
    expect(proposed).toEqual({ taskId: target.id, list: "campañas" });
    expect(clickupMoveTask.argsFromRequest({ text: "mueve la tarea" }, { id: target.id, title: "x" })).toBeNull();
    const input = (await clickupMoveTask.resolve?.(context, proposed ?? { taskId: "", list: "" })) ?? proposed;
    if (!input) throw new Error("no input");
    const lists = (await readSandboxData<{ lists: { id: string; name: string }[] }>(sandbox.url, "clickup")).lists;
    const campaigns = lists.find((list) => list.name === "Campañas");
    expect(input).toEqual({
      taskId: target.id,
      taskName: target.name,
      list: "Campañas",
      listId: campaigns?.id,
      fromList: "Tareas generales",
      workspaceId: expect.any(String),
    });
    await expect(clickupMoveTask.describe?.(context, input)).resolves.toBe(
      `Mover la tarea «${target.name}» de la lista «Tareas generales» a la lista «Campañas» de ClickUp`,
    );
    await expect(clickupMoveTask.execute(context, { taskId: target.id, list: "Campañas" })).rejects.toThrow(
      "Falta la lista exacta",
    );
    const done = await clickupMoveTask.execute(context, input);
    expect(done).toMatchObject({ kind: "done", item: { id: target.id, place: "Campañas" } });
    expect((await readTasks()).find((task) => task.id === target.id)?.listId).toBe(campaigns?.id);
    await expect(clickupMoveTask.resolve?.(context, { taskId: target.id, list: "campañas" })).rejects.toThrow(
      `La tarea «${target.name}» ya está en la lista «Campañas».`,
    );
  });

  it("moves one task's due day in the person's zone, naming the day on the card, and refuses a closed task", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const [target] = await myOpenTasks();
    if (!target) throw new Error("no open task seeded");
    const proposed = clickupRescheduleTask.argsFromRequest(
      { text: "cambia la tarea al viernes", dueDate: "2026-12-04T00:00:00+01:00" },
      { id: target.id, title: target.name },
    );
    expect(proposed).toEqual({ taskId: target.id, dueDate: "2026-12-04T00:00:00+01:00" });
    expect(
      clickupRescheduleTask.argsFromRequest({ text: "cambia la tarea" }, { id: target.id, title: "x" }),
    ).toBeNull();
    const input = await clickupRescheduleTask.resolve?.(context, { taskId: target.id, dueDate: "2026-12-04" });
    if (!input) throw new Error("no input");
    expect(input).toEqual({ taskId: target.id, dueDate: "2026-12-04", taskName: target.name });
    await expect(clickupRescheduleTask.describe?.(context, input)).resolves.toBe(
      `Cambiar la fecha de vencimiento de la tarea «${target.name}» de ClickUp al viernes 4 de diciembre`,
    );
    await clickupRescheduleTask.execute(context, input);
    const moved = (await readTasks()).find((task) => task.id === target.id);
    expect(moved).toMatchObject({ due_date: String(Date.parse("2026-12-04T00:00:00+01:00")), due_date_time: false });

    await clickupCompleteTask.execute(context, { taskId: target.id });
    await expect(
      clickupRescheduleTask.resolve?.(context, { taskId: target.id, dueDate: "2026-12-05" }),
    ).rejects.toThrow(`La tarea «${target.name}» ya está cerrada.`);
  });

  it("assigns one task to the member named as well, fixed by id before the card, and refuses one already theirs", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const target = (await myOpenTasks()).find((task) => task.name.includes("pedido"));
    if (!target) throw new Error("no order task seeded");
    const proposed = clickupAssignTask.argsFromRequest(
      { text: "asigna a Javier la tarea de cerrar el pedido", assignee: "Javier" },
      { id: target.id, title: target.name },
    );
    expect(proposed).toEqual({ taskId: target.id, assignee: "Javier" });
    expect(clickupAssignTask.argsFromRequest({ text: "asigna la tarea" }, { id: target.id, title: "x" })).toBeNull();
    const input = (await clickupAssignTask.resolve?.(context, proposed ?? { taskId: "", assignee: "" })) ?? proposed;
    if (!input) throw new Error("no input");
    const javier = "Javier Ortiz (javier.ortiz@ejemplo.com)";
    expect(input).toEqual({
      taskId: target.id,
      taskName: target.name,
      assignee: javier,
      assigneeId: expect.any(Number),
    });
    await expect(clickupAssignTask.describe?.(context, input)).resolves.toBe(
      `Asignar la tarea «${target.name}» de ClickUp a ${javier}`,
    );
    await expect(clickupAssignTask.execute(context, { ...input, assigneeId: undefined })).rejects.toThrow(
      "Falta la persona exacta",
    );
    const done = await clickupAssignTask.execute(context, input);
    expect(done).toMatchObject({
      kind: "done",
      message: `He asignado la tarea «${target.name}» de ClickUp a ${javier}.`,
      item: { id: target.id, title: target.name, place: "Tareas generales" },
    });
    // ClickUp keeps several assignees: the person joins, and the task stays mine too.
    expect((await readTasks()).find((task) => task.id === target.id)?.assignees).toEqual([
      demoAccounts.clickup.id,
      input.assigneeId,
    ]);
    await expect(clickupAssignTask.resolve?.(context, { taskId: target.id, assignee: "javi" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `La tarea «${target.name}» ya está asignada a ${javier}.`,
    });
    await expect(clickupAssignTask.resolve?.(context, { taskId: target.id, assignee: "Zacarías" })).rejects.toThrow(
      "No encuentro a «Zacarías» en tu espacio de trabajo de ClickUp.",
    );
    await clickupCompleteTask.execute(context, { taskId: target.id });
    await expect(clickupAssignTask.resolve?.(context, { taskId: target.id, assignee: "Javier" })).rejects.toThrow(
      `La tarea «${target.name}» ya está cerrada.`,
    );
  });

  it("reads one task whole, its priority in Spanish, and lists only those in progress when asked", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const demo = (await myOpenTasks()).find((task) => task.name.includes("demo"));
    if (!demo) throw new Error("no demo task seeded");
    const output = await clickupReadTask.execute(context, { taskId: demo.id });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item).toMatchObject({ id: demo.id, title: demo.name });
    expect(output.text).toMatch(/^Prioridad: alta\.$/m);
    expect(output.text).toMatch(/^Estado: to do\.$/m);
    expect(output.text).toContain("Lista: Clientes.");
    const started = await clickupListMyTasks.execute(context, { inProgress: true });
    if (started.kind !== "list") throw new Error("expected a list");
    const inProgress = (await myOpenTasks()).filter((task) => task.status === "in progress");
    expect(inProgress.length).toBeGreaterThan(0);
    expect(started.items.map((item) => item.id).sort()).toEqual(inProgress.map((task) => task.id).sort());
    expect(started.total).toBe(inProgress.length);
    expect(clickupListMyTasks.argsFromRequest({ text: "qué tengo en curso", inProgress: true })).toEqual({
      inProgress: true,
    });
  });

  it("lists the tasks I closed within the days asked, the last closed first, never as overdue", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const closed = (await readTasks()).filter(
      (task) => task.assignees.includes(demoAccounts.clickup.id) && task.status === "complete" && task.date_closed,
    );
    expect(closed.length).toBeGreaterThan(0);
    const output = await clickupListMyTasks.execute(context, { completed: true, count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.items.map((item) => item.id).sort()).toEqual(closed.map((task) => task.id).sort());
    expect(output.items.some((item) => item.details?.includes("Vencida"))).toBe(false);
    const dates = output.items.map((item) => item.date ?? "");
    expect(dates).toEqual(dates.toSorted().reverse());
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const none = await clickupListMyTasks.execute(context, { completed: true, completedFrom: tomorrow });
    expect(none).toMatchObject({ kind: "list", items: [], total: 0 });
    expect(clickupListMyTasks.argsFromRequest({ text: "qué cerré", completed: true })).toEqual({ completed: true });
  });

  it("completes one task with its list's closed status, naming it in the approval", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const [target] = await myOpenTasks();
    if (!target) throw new Error("no open task seeded");
    await expect(clickupCompleteTask.describe?.(context, { taskId: target.id })).resolves.toBe(
      `Marcar como completada la tarea «${target.name}» de ClickUp`,
    );
    await clickupCompleteTask.execute(context, { taskId: target.id });
    const after = await readTasks();
    expect(after.find((task) => task.id === target.id)?.status).toBe("complete");
    expect(after.filter((task) => task.status === "complete")).toHaveLength(3);
  });

  it("deletes exactly one task and fails on an unknown one", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const before = await readTasks();
    const target = before[2];
    if (!target) throw new Error("no task seeded");
    await expect(clickupDeleteTask.describe?.(context, { taskId: target.id })).resolves.toBe(
      `Eliminar de ClickUp la tarea «${target.name}»`,
    );
    await clickupDeleteTask.execute(context, { taskId: target.id });
    expect((await readTasks()).map((task) => task.id)).toEqual(
      before.filter((task) => task !== target).map((task) => task.id),
    );
    await expect(clickupDeleteTask.execute(context, { taskId: target.id })).rejects.toMatchObject({ status: 404 });
  });

  it("reads its arguments from a parsed request", () => {
    expect(
      clickupCreateTask.argsFromRequest({
        text: "añade en clickup revisar el stock para pasado mañana",
        name: "revisar el stock",
        dueDate: "2026-11-25T00:00:00+01:00",
      }),
    ).toEqual({ name: "revisar el stock", dueDate: "2026-11-25T00:00:00+01:00" });
    expect(clickupCreateTask.argsFromRequest({ text: "crea una tarea en clickup" })).toBeNull();
    expect(clickupListMyTasks.argsFromRequest({ text: "mis tareas", count: 80 })).toEqual({ count: 50 });
    expect(clickupCompleteTask.argsFromRequest({ text: "marca como hecha" }, { id: "86c0abc", title: "X" })).toEqual({
      taskId: "86c0abc",
    });
    expect(clickupDeleteTask.argsFromRequest({ text: "borra la tarea" })).toBeNull();
  });
});

describeWatermarkSource({
  name: "ClickUp notifications",
  definition: clickup,
  source: clickupNotifications,
  itemBody: (label, date) => ({ name: label, ...(date ? { date: date.toISOString() } : {}) }),
  expectedTitle: (label) => `Tarea asignada: ${label}`,
  isLive: (data, id) => (data as SeededClickUp).tasks.some((task) => task.id === id),
  badBody: { name: "Llamar", priority: "altísima" },
});

describe("ClickUp notification items", () => {
  const sandbox = useSandbox();

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("reads a task's list, due date, priority and creator, and leaves out others' and closed tasks", async () => {
    const context = await connectToolContext(clickup, sandbox.modes);
    const read = (cursor: string | null) =>
      clickupNotifications.readChanges(context.api, { cursor, now: new Date(), account: null, pendingIds: [] });
    const post = async (body: unknown) => {
      const answer = await fetch(`${sandbox.url}/__sandbox/items/clickup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return ((await answer.json()) as { id: string }).id;
    };
    const first = await read(null);
    const open = (await readSandboxData<SeededClickUp>(sandbox.url, "clickup")).tasks.filter(
      (task) => task.assignees.includes(demoAccounts.clickup.id) && task.status !== "complete",
    );
    expect(first.items.map((item) => item.providerItemId).sort()).toEqual(open.map((task) => task.id).sort());
    expect(first.items.find((item) => item.signals.byUser === false)).toMatchObject({
      senderFull: "Javier Ortiz",
      signals: { directToUser: true, senderAddress: "javier.ortiz@ejemplo.com" },
    });
    const mine = await post({
      name: "Firmar el contrato de Bodegas Valdelobos",
      due: "2026-12-01",
      priority: "urgent",
    });
    await post({ name: "Tarea de Javier", assignedToMe: false });
    const next = await read(first.cursor);
    expect(next.items.map((item) => item.providerItemId)).toEqual([mine]);
    expect(next.items[0]).toMatchObject({
      title: "Tarea asignada: Firmar el contrato de Bodegas Valdelobos",
      importance: "high",
      actionUrl: `https://app.clickup.com/t/${mine}`,
      signals: { place: "Tareas generales", dueAt: new Date("2026-12-01T17:00:00+01:00"), byUser: false },
    });
  });
});
