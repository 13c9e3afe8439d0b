import { describe, expect, it, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readTaskSpeech } from "./read-task-speech";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(readTaskSpeech(text), { now: TEST_NOW, timeZone: TEST_ZONE });
}

describe("ways people speak of their own tasks", () => {
  test.each([
    ["que me toca hacer hoy?", "qué tengo que hacer hoy?"],
    ["¿qué nos toca esta semana?", "¿qué tengo que hacer esta semana?"],
    ["¿me pones como hecha la de las facturas?", "¿marca como hecha la de las facturas?"],
    ["dejala como terminada", "marca como terminada"],
    ["se me ha pasado la fecha de algo?", "se me ha pasado algo de fecha?"],
    ["cambiá la fecha de lo de los proveedores al lunes", "cambiá la fecha de la tarea de los proveedores al lunes"],
    ["cuantas tareas quedan por hacer en clientes?", "cuantas tareas hay pendientes en clientes?"],
    ["quien tiene la tarea de traducir la web?", "quien tiene lo de traducir la web?"],
    ["¿quién se encarga de la tarea del inventario?", "¿quién se encarga de lo del inventario?"],
    ["crea una tarea en Clientes para llamar a Levante", "crea una tarea en Clientes: llamar a Levante"],
    ["añade en Eventos un elemento para confirmar el catering", "añade un elemento en Eventos: confirmar el catering"],
    ["creame una tarea para mañana que sea llamar al gestor", "creame una tarea para mañana: llamar al gestor"],
    ["cambia la fecha de la presentacion de resultados al lunes", "cambia la presentacion de resultados al lunes"],
    ["modifica la fecha del informe mensual al viernes", "modifica el informe mensual al viernes"],
    [
      "creale una tarea a Lucía para revisar las traducciones, sin fecha",
      "crea una tarea para revisar las traducciones, sin fecha, y asígnasela a Lucía",
    ],
  ])("'%s' is read as '%s'", (said, meant) => {
    expect(readTaskSpeech(said)).toBe(meant);
  });

  test.each([
    "crea una tarea en clientes para el jueves",
    "pon a Lucía como responsable de la web",
    "¿a quién le toca traducir la web?",
    "quien tiene la llave del almacen?",
    "crea una tarea para mañana que sea urgente",
    "¿qué me queda por hacer en la lista de tareas de la semana?",
  ])("'%s' is left as it is", (text) => {
    expect(readTaskSpeech(text)).toBe(text);
  });

  it("takes the list and every detail of a new task said with its purpose after the place", () => {
    const parsed = parse(
      "crea una tarea en lanzamiento de primavera para revisar los textos, asignada a lucia, para el jueves",
    );
    expect(parsed.action).toBe("create");
    expect(parsed.request).toMatchObject({
      project: "lanzamiento de primavera",
      name: "revisar los textos",
      assignee: "lucia",
    });
    expect(parsed.request.dueDate).toContain("2026-11-26");
  });

  it("ticks off a task put down as done, and reads overdue asked as a date gone by", () => {
    expect(parse("¿me pones como hecha la de las facturas de octubre?").action).toBe("complete");
    expect(parse("se me ha pasado la fecha de algo?").request).toEqual(expect.objectContaining({ overdue: true }));
    expect(parse("se me ha pasado la fecha de algo?").request.keywords).toBeUndefined();
  });

  it("ticks off a task given up as done ('da por terminado…')", () => {
    expect(parse("Da por terminado lo del seguro de la furgoneta").action).toBe("complete");
    expect(parse("dala por hecha, la de los banners").action).toBe("complete");
  });

  it("assigns a task given to someone by who should do it, and moves a task to its new day without filtering by it", () => {
    expect(parse("las facturas de octubre, que las haga Lucía")).toEqual(
      expect.objectContaining({ action: "assign", request: expect.objectContaining({ assignee: "Lucía" }) }),
    );
    expect(parse("que se encargue Lucía de lo de los banners").action).toBe("assign");
    const moved = parse("cambia la tarea de la comida de Navidad para el lunes");
    expect(moved.request.dueBy).toBeUndefined();
    expect(moved.request.dueDate).toBeDefined();
  });

  it("reads what is to do today up to the end of the day, since it falls due then", () => {
    expect(parse("que me toca hacer hoy?").request.dateRange?.to).toBe("2026-11-23T23:59:59+01:00");
  });
});
