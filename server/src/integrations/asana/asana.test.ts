import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { describeWatermarkSource } from "../test-support/describe-watermark-source";
import { useSandbox } from "../test-support/use-sandbox";
import { toLocalDay } from "../to-local-day";
import { asana } from ".";
import { asanaNotifications } from "./notifications";
import { asanaAssignTask } from "./tools/assign-task";
import { asanaCompleteTask } from "./tools/complete-task";
import { asanaCreateTask } from "./tools/create-task";
import { asanaDeleteTask } from "./tools/delete-task";
import { asanaListMyTasks } from "./tools/list-my-tasks";
import { asanaReadTask } from "./tools/read-task";
import { asanaRescheduleTask } from "./tools/reschedule-task";

describeOAuthService({
  definition: asana,
  name: "Asana",
  family: "asana",
  authorize: {
    test: "asks for the default scope with a PKCE challenge",
    path: "app.asana.com/-/oauth_authorize",
    scope: "default",
    pkce: true,
  },
  connect: {
    test: "connects through the sandbox, reads the account, refreshes and revokes with the app's credentials",
    expiresIn: 3600,
    account: demoAccounts.asana.email,
    refresh: "omit",
    revokes: true,
  },
});

type SeededTask = {
  gid: string;
  name: string;
  completed: boolean;
  completed_at: string | null;
  due_on: string | null;
  assignee: string | null;
};
type SeededAsana = { tasks: SeededTask[] };

describe("Asana tools", () => {
  const sandbox = useSandbox();
  const today = toLocalDay(new Date().toISOString(), "Europe/Madrid");
  const readTasks = async () => (await readSandboxData<SeededAsana>(sandbox.url, "asana")).tasks;
  const myOpenTasks = async () =>
    (await readTasks()).filter((task) => task.assignee === demoAccounts.asana.gid && !task.completed);

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("lists my open tasks, soonest due first and undated last, never someone else's or completed ones", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const output = await asanaListMyTasks.execute(context, { count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    const expected = await myOpenTasks();
    expect(output.items.map((item) => item.title).sort()).toEqual(expected.map((task) => task.name).sort());
    const dues = output.items.map((item) => item.due);
    expect(dues.at(-1)).toBeUndefined();
    const dated = dues.filter((due): due is string => due !== undefined);
    expect(dated).toEqual([...dated].sort());
    expect(output.items[0]).toMatchObject({ details: ["Vencida"], place: "Clientes 2026" });
    expect(output.items[0]?.link).toMatch(/^https:\/\/app\.asana\.com\/0\/\d+\/\d+$/);
    // A task someone else made for me names who gave it; my own name none.
    const given = output.items.filter((item) => item.from !== undefined);
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((item) => item.from === "Lucía Ortega")).toBe(true);
  });

  it("lists another member's open tasks by name, and names who it could not find", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const output = await asanaListMyTasks.execute(context, { assignee: "lucia", count: 20 });
    if (output.kind !== "list") throw new Error("expected a list");
    const theirs = (await readTasks()).filter((task) => task.assignee === "1208123456789099" && !task.completed);
    expect(theirs.length).toBeGreaterThan(0);
    expect(output.items.map((item) => item.title).sort()).toEqual(theirs.map((task) => task.name).sort());
    expect(asanaListMyTasks.argsFromRequest({ text: "tareas de Lucía", assignee: "Lucía Ortega" })).toMatchObject({
      assignee: "Lucía Ortega",
    });
    await expect(asanaListMyTasks.execute(context, { assignee: "Ramón" })).rejects.toThrow("No encuentro a «Ramón»");
  });

  it("keeps to the due range and the count asked for", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const dueToday = (await myOpenTasks()).filter((task) => task.due_on === today);
    expect(dueToday.length).toBeGreaterThan(1);
    const output = await asanaListMyTasks.execute(context, { dueFrom: today, dueTo: today });
    if (output.kind !== "list") throw new Error("expected a list");
    expect(output.items.map((item) => item.title).sort()).toEqual(dueToday.map((task) => task.name).sort());
    const one = await asanaListMyTasks.execute(context, { count: 1 });
    expect(one.kind === "list" && one.items.length).toBe(1);
  });

  it("lists only overdue tasks when asked: due before today in the person's zone and not completed", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const all = await readTasks();
    const overdue = (await myOpenTasks()).filter((task) => task.due_on !== null && task.due_on < today);
    expect(overdue.length).toBeGreaterThan(0);
    expect((await myOpenTasks()).length).toBeGreaterThan(overdue.length);
    expect(all.some((task) => task.completed && task.due_on !== null && task.due_on < today)).toBe(true);
    const input = asanaListMyTasks.argsFromRequest({ text: "¿tengo alguna tarea atrasada?", overdue: true });
    expect(input).toEqual({ overdue: true });
    const output = await asanaListMyTasks.execute(context, { ...input, count: 1 });
    expect(output).toMatchObject({ kind: "list", total: overdue.length });
    const every = await asanaListMyTasks.execute(context, { overdue: true, count: 20 });
    if (every.kind !== "list") throw new Error("expected a list");
    expect(every.items.map((item) => item.title).sort()).toEqual(overdue.map((task) => task.name).sort());
    expect(every.items.every((item) => item.details?.includes("Vencida"))).toBe(true);
  });

  it("lists the tasks I completed within the days asked, the last one done first, and none open", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const done = (await readTasks()).filter(
      (task) => task.assignee === demoAccounts.asana.gid && task.completed && task.completed_at,
    );
    expect(done.length).toBeGreaterThan(1);
    const newest = done.toSorted((a, b) => Date.parse(b.completed_at ?? "") - Date.parse(a.completed_at ?? ""))[0];
    const day = toLocalDay(newest?.completed_at ?? "", "Europe/Madrid");
    const input = asanaListMyTasks.argsFromRequest({
      text: "¿qué tarea cerré ayer?",
      completed: true,
      dateRange: { from: `${day}T00:00:00+01:00`, to: `${day}T23:59:59+01:00` },
    });
    expect(input).toMatchObject({ completed: true, completedFrom: `${day}T00:00:00+01:00` });
    expect(input).not.toHaveProperty("dueFrom");
    const that = await asanaListMyTasks.execute(context, input ?? {});
    if (that.kind !== "list") throw new Error("expected a list");
    const sameDay = done.filter((task) => toLocalDay(task.completed_at ?? "", "Europe/Madrid") === day);
    expect(that.items.map((item) => item.title).sort()).toEqual(sameDay.map((task) => task.name).sort());
    const every = await asanaListMyTasks.execute(context, { completed: true, count: 20 });
    if (every.kind !== "list") throw new Error("expected a list");
    expect(every.items.map((item) => item.title)).toContain(newest?.name);
    expect(every.items[0]?.title).toBe(newest?.name);
    expect(every.items.every((item) => item.details?.includes("Completada"))).toBe(true);
  });

  it("creates a task assigned to me with its due day, after stating it", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const proposed = { name: "Enviar presupuesto a Talleres Ruiz", dueOn: "2026-11-26", notes: "Versión con IVA" };
    const input = (await asanaCreateTask.resolve?.(context, proposed)) ?? proposed;
    expect(input).toEqual({ ...proposed, workspaceId: expect.any(String) });
    await expect(asanaCreateTask.describe?.(context, input)).resolves.toBe(
      "Crear en Asana la tarea «Enviar presupuesto a Talleres Ruiz» para el jueves 26 de noviembre, con la descripción " +
        "«Versión con IVA»",
    );
    await expect(asanaCreateTask.execute(context, proposed)).rejects.toThrow("Faltan el espacio");
    const output = await asanaCreateTask.execute(context, input);
    expect(output).toMatchObject({ kind: "done", item: { title: input.name, due: "2026-11-26" } });
    const created = (await readTasks()).find((task) => task.name === input.name);
    expect(created).toMatchObject({ due_on: "2026-11-26", assignee: demoAccounts.asana.gid, completed: false });
  });

  it("creates a task in the project and for the person named, both fixed by id before the card", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const proposed = asanaCreateTask.argsFromRequest({
      text: "crea la tarea «Preparar demo» en el proyecto lanzamiento y asígnasela a Lucía",
      quoted: "Preparar demo",
      project: "lanzamiento",
      assignee: "Lucía",
    });
    expect(proposed).toEqual({ name: "Preparar demo", project: "lanzamiento", assignee: "Lucía" });
    const input = (await asanaCreateTask.resolve?.(context, proposed ?? { name: "" })) ?? { name: "" };
    expect(input).toMatchObject({
      project: "Lanzamiento de primavera",
      projectId: expect.any(String),
      assignee: "Lucía Ortega (lucia.ortega@ejemplo.com)",
      assigneeId: expect.any(String),
    });
    await expect(asanaCreateTask.describe?.(context, input)).resolves.toBe(
      "Crear en Asana la tarea «Preparar demo» en el proyecto «Lanzamiento de primavera», asignada a Lucía Ortega " +
        "(lucia.ortega@ejemplo.com) sin fecha de vencimiento",
    );
    await asanaCreateTask.execute(context, input);
    const created = (
      await readSandboxData<{ tasks: (SeededTask & { projects: string[] })[] }>(sandbox.url, "asana")
    ).tasks.find((task) => task.name === "Preparar demo");
    expect(created).toMatchObject({ assignee: input.assigneeId, projects: [input.projectId] });
    await expect(asanaCreateTask.resolve?.(context, { name: "x", project: "Inexistente" })).rejects.toThrow(
      /No encuentro el proyecto «Inexistente» en Asana\. Proyectos: «Lanzamiento de primavera»/,
    );
    await expect(asanaCreateTask.resolve?.(context, { name: "x", assignee: "Zacarías" })).rejects.toThrow(
      "No encuentro a «Zacarías» en tu espacio de trabajo de Asana.",
    );
  });

  it("reassigns one task to the person named, fixed by id before the card, and refuses a task already theirs", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const [target] = await myOpenTasks();
    if (!target) throw new Error("no open task seeded");
    const proposed = asanaAssignTask.argsFromRequest(
      { text: "asigna la tarea a lucia ortega", assignee: "lucia ortega" },
      { id: target.gid, title: target.name },
    );
    expect(proposed).toEqual({ taskId: target.gid, assignee: "lucia ortega" });
    expect(asanaAssignTask.argsFromRequest({ text: "asigna la tarea" }, { id: target.gid, title: "x" })).toBeNull();
    const input = (await asanaAssignTask.resolve?.(context, proposed ?? { taskId: "", assignee: "" })) ?? proposed;
    if (!input) throw new Error("no input");
    expect(input).toEqual({
      taskId: target.gid,
      taskName: target.name,
      assignee: "Lucía Ortega (lucia.ortega@ejemplo.com)",
      assigneeId: expect.any(String),
    });
    await expect(asanaAssignTask.describe?.(context, input)).resolves.toBe(
      `Asignar la tarea «${target.name}» de Asana a Lucía Ortega (lucia.ortega@ejemplo.com)`,
    );
    await expect(asanaAssignTask.execute(context, { ...input, assigneeId: undefined })).rejects.toThrow(
      "Falta la persona exacta",
    );
    const done = await asanaAssignTask.execute(context, input);
    expect(done).toMatchObject({ kind: "done", item: { id: target.gid } });
    expect((await readTasks()).find((task) => task.gid === target.gid)?.assignee).toBe(input.assigneeId);
    await expect(asanaAssignTask.resolve?.(context, { taskId: target.gid, assignee: "Lucía" })).rejects.toThrow(
      `La tarea «${target.name}» ya está asignada a Lucía Ortega (lucia.ortega@ejemplo.com).`,
    );
    await expect(asanaAssignTask.resolve?.(context, { taskId: target.gid, assignee: "Zacarías" })).rejects.toThrow(
      "No encuentro a «Zacarías» en tu espacio de trabajo de Asana.",
    );
  });

  it("reads one task whole: its notes, priority, state, due day and project, as sentences", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const [target] = await myOpenTasks();
    if (!target) throw new Error("no open task seeded");
    expect(asanaReadTask.argsFromRequest({ text: "qué pone en esa tarea" })).toBeNull();
    const output = await asanaReadTask.execute(context, { taskId: target.gid });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item).toMatchObject({ id: target.gid, title: target.name });
    expect(output.text).toContain("Comprobar las cláusulas de penalización");
    expect(output.text).toMatch(/^Estado: pendiente\.$/m);
    expect(output.text).toMatch(/^Vence el .+ de .+\.$/m);
    expect(output.text).toContain("Proyecto: Clientes 2026.");
    expect(output.text).toContain(`Asignada a ${demoAccounts.asana.displayName}.`);
  });

  it("completes one task, naming it in the approval", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const [target] = await myOpenTasks();
    if (!target) throw new Error("no open task seeded");
    await expect(asanaCompleteTask.describe?.(context, { taskId: target.gid })).resolves.toBe(
      `Marcar como completada la tarea «${target.name}» de Asana`,
    );
    await asanaCompleteTask.execute(context, { taskId: target.gid });
    const after = await readTasks();
    expect(after.find((task) => task.gid === target.gid)?.completed).toBe(true);
    expect(after.filter((task) => task.completed)).toHaveLength(3);
  });

  it("moves one task's due day, showing the day it had, and refuses a completed task", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const target = (await myOpenTasks()).find((task) => task.due_on);
    if (!target?.due_on) throw new Error("no dated open task seeded");
    const proposed = asanaRescheduleTask.argsFromRequest(
      { text: "mueve la tarea al viernes", dueDate: "2026-12-04T00:00:00+01:00" },
      { id: target.gid, title: target.name },
    );
    expect(proposed).toEqual({ taskId: target.gid, dueOn: "2026-12-04" });
    expect(asanaRescheduleTask.argsFromRequest({ text: "mueve la tarea" }, { id: target.gid, title: "x" })).toBeNull();
    const input = await asanaRescheduleTask.resolve?.(context, { taskId: target.gid, dueOn: "2026-12-04" });
    if (!input) throw new Error("no input");
    expect(input).toEqual({
      taskId: target.gid,
      dueOn: "2026-12-04",
      taskName: target.name,
      previousDueOn: target.due_on,
    });
    await expect(asanaRescheduleTask.describe?.(context, input)).resolves.toMatch(
      new RegExp(
        `^Cambiar la fecha de vencimiento de la tarea «${target.name}» de Asana del .+ al viernes 4 de diciembre$`,
      ),
    );
    const done = await asanaRescheduleTask.execute(context, input);
    expect(done).toMatchObject({ kind: "done", item: { id: target.gid } });
    expect((await readTasks()).find((task) => task.gid === target.gid)?.due_on).toBe("2026-12-04");

    await asanaCompleteTask.execute(context, { taskId: target.gid });
    await expect(asanaRescheduleTask.resolve?.(context, { taskId: target.gid, dueOn: "2026-12-05" })).rejects.toThrow(
      `La tarea «${target.name}» ya está completada.`,
    );
  });

  it("deletes exactly one task and fails on an unknown one", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const before = await readTasks();
    const target = before[1];
    if (!target) throw new Error("no task seeded");
    await expect(asanaDeleteTask.describe?.(context, { taskId: target.gid })).resolves.toBe(
      `Eliminar de Asana la tarea «${target.name}»`,
    );
    const output = await asanaDeleteTask.execute(context, { taskId: target.gid });
    expect(output).toEqual({ kind: "done", message: `He eliminado de Asana la tarea «${target.name}».` });
    const after = await readTasks();
    expect(after.map((task) => task.gid)).toEqual(before.filter((task) => task !== target).map((task) => task.gid));
    await expect(asanaDeleteTask.execute(context, { taskId: target.gid })).rejects.toMatchObject({ status: 404 });
  });

  it("reads its arguments from a parsed request", () => {
    expect(
      asanaCreateTask.argsFromRequest({
        text: "crea una tarea «Llamar a Marta» para el jueves",
        quoted: "Llamar a Marta",
        dueDate: "2026-11-26T09:00:00+01:00",
      }),
    ).toEqual({ name: "Llamar a Marta", dueOn: "2026-11-26" });
    expect(asanaCreateTask.argsFromRequest({ text: "crea una tarea" })).toBeNull();
    expect(
      asanaListMyTasks.argsFromRequest({
        text: "mis 3 tareas de esta semana",
        count: 3,
        dateRange: { from: "2026-11-23T00:00:00+01:00", to: "2026-11-29T23:59:59+01:00" },
      }),
    ).toEqual({ count: 3, dueFrom: "2026-11-23T00:00:00+01:00", dueTo: "2026-11-29T23:59:59+01:00" });
    expect(asanaCompleteTask.argsFromRequest({ text: "completa la tarea" })).toBeNull();
    expect(asanaDeleteTask.argsFromRequest({ text: "borra esa tarea" }, { id: "42", title: "Tarea" })).toEqual({
      taskId: "42",
    });
  });
});

describeWatermarkSource({
  name: "Asana notifications",
  definition: asana,
  source: asanaNotifications,
  itemBody: (label, date) => ({ name: label, ...(date ? { date: date.toISOString() } : {}) }),
  expectedTitle: (label) => `Tarea asignada: ${label}`,
  isLive: (data, gid) => (data as SeededAsana).tasks.some((task) => task.gid === gid),
  badBody: { name: "", due: "mañana" },
});

describe("Asana notification items", () => {
  const sandbox = useSandbox();

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("reads a task's project, due day, priority and who assigned it, and leaves out others' tasks", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const post = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/items/asana`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const first = await asanaNotifications.readChanges(context.api, {
      cursor: null,
      now: new Date(),
      account: null,
      pendingIds: [],
    });
    expect(first.items.find((item) => item.signals.byUser === false)).toMatchObject({
      senderFull: "Lucía Ortega",
      signals: { directToUser: true, senderAddress: "lucia.ortega@ejemplo.com" },
    });
    const mine = (await (
      await post({ name: "Cerrar el acuerdo con Grupo Norte", due: "2026-12-01", priority: "high" })
    ).json()) as { id: string };
    await post({ name: "Tarea de Lucía", assignedToMe: false });
    const next = await asanaNotifications.readChanges(context.api, {
      cursor: first.cursor,
      now: new Date(),
      account: null,
      pendingIds: [],
    });
    expect(next.items.map((item) => item.providerItemId)).toEqual([mine.id]);
    expect(next.items[0]).toMatchObject({
      title: "Tarea asignada: Cerrar el acuerdo con Grupo Norte",
      importance: "high",
      actionUrl: expect.stringMatching(/^https:\/\/app\.asana\.com\/0\/\d+\/\d+$/),
      signals: { place: "Lanzamiento de primavera", dueAt: new Date("2026-12-01T00:00:00Z"), byUser: false },
    });
  });
});
