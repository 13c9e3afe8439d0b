import { describe, expect, it, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest } from "./plan-request";
import { askLocalEngine, offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

const task = { id: "task-7", title: "Actualizar el inventario del almacén" };

describe("a task named by what it is about", () => {
  test.each([
    ["borra la tarea de traducir la web al portugués", "trash", "traducir web"],
    ["completá la tarea de firmar el acuerdo con grupo norte", "complete", "firmar acuerdo"],
    ["elimina la de enviar el informe mensual", "trash", "enviar informe"],
  ])("'%s' is a %s, and the verb in its title is part of the description", (text, action, words) => {
    const parsed = parse(text);
    expect(parsed.action).toBe(action);
    for (const word of words.split(" ")) expect(parsed.request.keywords).toContain(word);
  });

  it("reads '¿cuándo vence la tarea de enviar el informe?' as a question, never a request to send", () => {
    const parsed = parse("¿cuándo vence la tarea de enviar el informe mensual?");
    expect(parsed.action).not.toBe("send");
    expect(parsed.objects).toEqual(["task"]);
    expect(parsed.request.keywords).toContain("informe mensual");
  });
});

describe("giving and moving a task that exists", () => {
  test.each([
    ["asigna la tarea de los banners a lucia ortega", "assign", "lucia ortega", "banners"],
    ["reasigna a Pedro Gómez la tarea del informe", "assign", "Pedro Gómez", "informe"],
    ["encárgale la tarea de la web a Marta", "assign", "Marta", "web"],
    ["pásale la tarea de la propuesta a Lucía", "assign", "Lucía", "propuesta"],
  ])("'%s' gives an old task to someone (%s to %s), described by '%s'", (text, action, assignee, keywords) => {
    const parsed = parse(text);
    expect(parsed.action).toBe(action);
    expect(parsed.request).toMatchObject({ assignee, keywords });
  });

  test.each([
    ["asígnale una tarea a Laura: revisar el contrato", "Laura", "revisar el contrato"],
    ["asignale a Laura una tarea para el viernes: revisar el contrato", "Laura", "revisar el contrato"],
  ])("'%s' makes a new task for someone", (text, assignee, name) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("create");
    expect(parsed.request).toMatchObject({ assignee, name });
  });

  test.each([
    ["mueve la tarea del inventario a la lista de campañas", "move", "campañas"],
    ["trasladá la tarea del inventario al proyecto Clientes 2026", "move", "Clientes 2026"],
    ["mueve el correo de Iberia a la papelera", "trash", undefined],
    ["muévelo a archivados", "archive", undefined],
    ["mueve la página de ideas a la carpeta Archivo", "move", undefined],
    ["cambia la tarea del inventario a la lista Clientes", "move", "Clientes"],
    ["pásale el correo de Iberia a Marta", "forward", undefined],
  ])("'%s' is a %s (to %s), never a deletion in disguise", (text, action, project) => {
    const parsed = parse(text);
    expect(parsed.action).toBe(action);
    expect(parsed.request.project).toBe(project);
  });

  it.each([
    ["clickup", "mueve la tarea del inventario a la lista de campañas", "clickup_list_my_tasks"],
    ["asana", "mueve la tarea de los banners al proyecto Clientes 2026", "asana_list_my_tasks"],
  ] as const)(
    "in %s, finds the task to move among the person's tasks, and never proposes deleting it",
    async (app, text, toolName) => {
      const step = await askLocalEngine(text, { assistant: app, connectedApps: [app] });
      expect(step.toolName).toBe(toolName);
    },
  );

  it.each([
    ["muévela a la lista Campañas", "clickup", "clickup_move_task", { taskId: "task-7", list: "Campañas" }],
    [
      "muévela al proyecto Operaciones internas",
      "asana",
      "asana_move_task",
      { taskId: "task-7", project: "Operaciones internas" },
    ],
    ["asígnasela a Lucía Ortega", "asana", "asana_assign_task", { taskId: "task-7", assignee: "Lucía Ortega" }],
    ["asígnasela a Javier Ortiz", "clickup", "clickup_assign_task", { taskId: "task-7", assignee: "Javier Ortiz" }],
  ] as const)("'%s' on a task card proposes exactly that change", async (text, app, toolName, input) => {
    const step = await askLocalEngine(text, { assistant: app, connectedApps: [app], focus: { app, item: task } });
    expect(step.toolName).toBe(toolName);
    expect(step.input).toEqual(input);
  });

  it.each([
    ["gmail", "mueve el correo de Iberia a la carpeta Viajes"],
    ["asana", "archiva la tarea de los banners"],
    ["notion", "asigna la página de ideas a Laura"],
  ] as const)("in %s, '%s' has no tool: it says so and what it can do, with no other write", async (app, text) => {
    const step = await askLocalEngine(text, { assistant: app, connectedApps: [app] });
    expect(step.toolName).toBeUndefined();
    expect(step.text).toMatch(/^Eso todavía no puedo hacerlo con .+\. Lo que sí puedo: /);
  });

  it("names assigning and moving among what Asana can do, and in ClickUp looks for the task to assign", async () => {
    const asana = await askLocalEngine("archiva la tarea de los banners", {
      assistant: "asana",
      connectedApps: ["asana"],
    });
    expect(asana.text).toContain("moverlas a otro proyecto, asignarlas a otra persona");
    const clickup = await askLocalEngine("asigna la tarea del inventario a Javier", {
      assistant: "clickup",
      connectedApps: ["clickup"],
    });
    expect(clickup.toolName).toBe("clickup_list_my_tasks");
  });
});

describe("what a task holds and which tasks are meant", () => {
  it("reads 'vencido o para hoy' as everything due by today's end and not done, with no search word", () => {
    const parsed = parse("tengo algo vencido o para hoy?");
    expect(parsed.request.overdue).toBeUndefined();
    expect(parsed.request.dateRange).toEqual({ to: "2026-11-23T23:59:59+01:00" });
    expect(parsed.request.keywords).toBeUndefined();
  });

  it("keeps overdue and a range that began before today as both ('atrasadas de la semana pasada')", () => {
    const parsed = parse("qué tareas atrasadas tengo de la semana pasada");
    expect(parsed.request.overdue).toBe(true);
    expect(parsed.request.dateRange?.from).toBeDefined();
  });

  it.each(["qué tengo en curso?", "¿qué tareas llevo a medias?"])("'%s' lists the tasks in progress", async (text) => {
    const step = await askLocalEngine(text, { assistant: "clickup", connectedApps: ["clickup"] });
    expect(step.toolName).toBe("clickup_list_my_tasks");
    expect(step.input).toMatchObject({ inProgress: true });
  });

  it("takes a new task's description after 'con la descripción:'", () => {
    const parsed = parse(
      "crea una tarea: llamar a Rubén Gil de Logística Castellana, con la descripción: confirmar la fecha de la demo",
    );
    expect(parsed.request).toMatchObject({
      name: "llamar a Rubén Gil de Logística Castellana",
      body: "confirmar la fecha de la demo",
    });
  });

  it("reads a task's content for '¿qué pone en la tarea…?' but never for a change to a task named 'resumen'", async () => {
    const read = await askLocalEngine("que pone en la tarea de llamar a distribuciones levante", {
      assistant: "asana",
      connectedApps: ["asana"],
    });
    expect(read.toolName).toBe("asana_list_my_tasks");
    const options = {
      assistant: "asana",
      connectedApps: ["asana"],
      tools: offerTools("asana", ["asana"]),
      now: () => TEST_NOW,
      timeZone: TEST_ZONE,
    } as const;
    const deletion = planRequest(parse("borra la tarea de resumen de la reunion con proveedores"), options);
    expect(deletion.kind === "call" && deletion.tool.name).toBe("asana_delete_task");
  });
});
