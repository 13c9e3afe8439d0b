import { beforeEach, describe, expect, it } from "vitest";
import { connectToolContext, readSandboxData } from "../../test-support/connect-tool-context";
import { useSandbox } from "../../test-support/use-sandbox";
import { asana } from "..";
import { asanaMoveTask } from "./move-task";

type SandboxTask = { gid: string; name: string; projects: string[] };
type SandboxAsana = { tasks: SandboxTask[]; projects: { gid: string; name: string }[] };

describe("asana_move_task against the sandbox", () => {
  const sandbox = useSandbox();
  let data: SandboxAsana;

  const readAsana = () => readSandboxData<SandboxAsana>(sandbox.url, "asana");
  const taskStarting = (start: string, source = data) => {
    const task = source.tasks.find((candidate) => candidate.name.startsWith(start));
    if (!task) throw new Error(`no seeded task «${start}»`);
    return task;
  };
  const projectNamed = (name: string) => data.projects.find((project) => project.name === name)?.gid;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    data = await readAsana();
  });

  it("is Asana's move, found through the task list, to the project the request names", () => {
    expect(asanaMoveTask.intent).toEqual({ action: "move", objects: ["task"] });
    expect(asanaMoveTask.target).toEqual({ searchTool: "asana_list_my_tasks" });
    const target = { id: "1", title: "Llamar a Distribuciones Levante" };
    expect(asanaMoveTask.argsFromRequest({ text: "", project: "operaciones" }, target)).toEqual({
      taskId: "1",
      project: "operaciones",
    });
    const place = { id: "p", name: "Clientes 2026", holds: "task" as const };
    expect(asanaMoveTask.argsFromRequest({ text: "", place }, target)).toEqual({
      taskId: "1",
      project: "Clientes 2026",
    });
    expect(asanaMoveTask.argsFromRequest({ text: "", project: "operaciones" })).toBeNull();
    expect(asanaMoveTask.argsFromRequest({ text: "" }, target)).toBeNull();
  });

  it("moves a task to the project named without accents or capitals: in the new one, out of the old", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const task = taskStarting("Llamar a Distribuciones Levante");
    expect(task.projects).toEqual([projectNamed("Clientes 2026")]);
    const resolved =
      (await asanaMoveTask.resolve?.(context, { taskId: task.gid, project: "operaciones internas" })) ?? {};
    expect(resolved).toEqual({
      taskId: task.gid,
      taskName: task.name,
      project: "Operaciones internas",
      projectId: projectNamed("Operaciones internas"),
      fromProjects: [{ id: projectNamed("Clientes 2026"), name: "Clientes 2026" }],
    });
    expect(await asanaMoveTask.describe?.(context, resolved)).toBe(
      "Mover la tarea «Llamar a Distribuciones Levante por el pedido atrasado» de Asana del proyecto «Clientes 2026» " +
        "al proyecto «Operaciones internas»",
    );
    const output = await asanaMoveTask.execute(context, resolved);
    expect(output).toMatchObject({
      kind: "done",
      message:
        "He movido la tarea «Llamar a Distribuciones Levante por el pedido atrasado» de Asana del proyecto " +
        "«Clientes 2026» al proyecto «Operaciones internas».",
      item: { id: task.gid, place: "Operaciones internas" },
    });
    expect(taskStarting("Llamar a Distribuciones Levante", await readAsana()).projects).toEqual([
      projectNamed("Operaciones internas"),
    ]);
  });

  it("finds a project by part of its name, and refuses one nobody has or the task is already in", async () => {
    const context = await connectToolContext(asana, sandbox.modes);
    const task = taskStarting("Organizar la comida de Navidad");
    const resolved = await asanaMoveTask.resolve?.(context, { taskId: task.gid, project: "primavera" });
    expect(resolved).toMatchObject({ project: "Lanzamiento de primavera" });
    await expect(asanaMoveTask.resolve?.(context, { taskId: task.gid, project: "Marketing" })).rejects.toThrow(
      "No encuentro el proyecto «Marketing» en Asana. Proyectos: «Lanzamiento de primavera», «Clientes 2026», " +
        "«Operaciones internas».",
    );
    await expect(asanaMoveTask.resolve?.(context, { taskId: task.gid, project: "Operaciones" })).rejects.toThrow(
      "La tarea «Organizar la comida de Navidad del equipo» ya está en el proyecto «Operaciones internas».",
    );
    expect(taskStarting("Organizar la comida de Navidad", await readAsana()).projects).toEqual(task.projects);
  });
});
