import { describe, expect, it, test } from "vitest";
import type { ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { narrowByPlace } from "./narrow-by-place";
import { narrowByTaskFilters } from "./narrow-by-task-filters";
import { parseSpanishRequest } from "./parse-spanish-request";
import { askLocalEngine, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

function list(object: "task" | "message", items: ListedItem[]): Extract<ToolOutput, { kind: "list" }> {
  return { kind: "list", object, items };
}

describe("who someone is, asked the way people ask", () => {
  test.each([
    ["me podrias decir quien es tomas fuentes porfa", "tomas fuentes"],
    ["quien es la tal beatriz campos", "beatriz campos"],
    ["quien es tomas fuentes, gracias", "tomas fuentes"],
    ["quien es marta vidal y que telefono tiene", "marta vidal"],
  ])("'%s' asks who %s is", (text, person) => {
    const parsed = parse(text);
    expect(parsed.asksWhoIs).toBe(true);
    expect(parsed.request.person).toBe(person);
  });
});

describe("the details a request gives", () => {
  it("takes 'que trabaja en Vinos La Ribera' as a new contact's company", () => {
    const parsed = parse("crea un contacto para Sara Ibáñez, sara@vinoslaribera.es, que trabaja en Vinos La Ribera");
    expect(parsed.request.company).toBe("Vinos La Ribera");
  });

  it("ends a company at 'como contacto' and a project at the colon", () => {
    const contact = parse("añade a Pedro Gómez de la empresa Hierros del Sur como contacto, es el jefe de compras");
    expect(contact.request.company).toBe("Hierros del Sur");
    const task = parse("crea una tarea en el proyecto operaciones internas: revisar el extintor");
    expect(task.request).toMatchObject({ project: "operaciones internas", name: "revisar el extintor" });
  });

  test.each([
    ["tengo tareas sin fecha?", "undated"],
    ["que tareas no tienen fecha limite", "undated"],
    ["que tareas urgentes tengo?", "urgent"],
    ["tareas de prioridad alta", "urgent"],
  ] as const)("'%s' is the %s filter, never a word to look for", (text, filter) => {
    const parsed = parse(text);
    expect(parsed.request[filter]).toBe(true);
    expect(parsed.request.keywords).toBeUndefined();
  });

  it("keeps the stage in 'los negocios que tengo en contrato enviado' as what describes them", () => {
    expect(parse("cuanto suman los negocios que tengo en contrato enviado").request.keywords).toContain("contrato");
  });

  it("reads 'pasa la tarea de la comida al viernes' as moving its due day", () => {
    const parsed = parse("pasa la tarea de la comida de navidad al viernes");
    expect(parsed.action).toBe("reschedule");
    expect(parsed.request.keywords).toBe("comida de navidad");
  });

  it("never takes 'por privado' for a person", () => {
    const parsed = parse("quien me ha escrito por privado?");
    expect(parsed.request.directOnly).toBe(true);
    expect(parsed.request.person).toBeUndefined();
  });
});

describe("narrowing what a listing brought", () => {
  const tasks = list("task", [
    { id: "1", title: "Preparar la demo", due: "2026-11-24T00:00:00+01:00", details: ["Prioridad: alta"] },
    { id: "2", title: "Ordenar la carpeta de contratos" },
    { id: "3", title: "Enviar facturas", due: "2026-11-25T00:00:00+01:00", details: ["Prioridad: baja"] },
  ]);

  it("keeps the undated tasks for 'sin fecha' and the high-priority ones for 'urgentes'", () => {
    const undated = narrowByTaskFilters(tasks, { text: "", undated: true });
    expect(undated.kind === "list" && undated.items.map((item) => item.id)).toEqual(["2"]);
    const urgent = narrowByTaskFilters(tasks, { text: "", urgent: true });
    expect(urgent.kind === "list" && urgent.items.map((item) => item.id)).toEqual(["1"]);
  });

  it("leaves messages alone: 'algo urgente en soporte' is not a priority", () => {
    const messages = list("message", [{ id: "m", title: "Nuevo ticket urgente" }]);
    expect(narrowByTaskFilters(messages, { text: "", urgent: true })).toBe(messages);
  });

  it("keeps the mentions in the channel named when the listing took no channel", () => {
    const mentions = list("message", [
      { id: "a", title: "Hola", place: "#ventas" },
      { id: "b", title: "Adiós", place: "#marketing" },
    ]);
    const place = { id: "C1", name: "ventas", holds: "message" as const };
    const narrowed = narrowByPlace(mentions, { text: "", place }, {});
    expect(narrowed.kind === "list" && narrowed.items.map((item) => item.id)).toEqual(["a"]);
    expect(narrowByPlace(mentions, { text: "", place }, { channel: "ventas" })).toBe(mentions);
  });
});

describe("listings asked in everyday words", () => {
  it("lists a ClickUp list's tasks for '¿qué hay en la lista de campañas?', never reading one of them", async () => {
    const step = await askLocalEngine("que hay en la lista de campañas", {
      assistant: "clickup",
      connectedApps: ["clickup"],
    });
    expect(step.toolName).toBe("clickup_list_my_tasks");
  });

  it("sums every open deal for '¿cuánto vale todo lo que tengo abierto en el crm?'", async () => {
    const step = await askLocalEngine("cuanto vale todo lo que tengo abierto en el crm", {
      assistant: "hubspot",
      connectedApps: ["hubspot"],
    });
    expect(step.toolName).toBe("hubspot_list_open_deals");
  });
});
