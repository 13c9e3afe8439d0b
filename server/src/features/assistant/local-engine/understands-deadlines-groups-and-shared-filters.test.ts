import { describe, expect, it, test } from "vitest";
import { clickupMoveTask } from "../../../integrations/clickup/tools/move-task";
import { readWantedFacts } from "./detect-question";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest } from "./plan-request";
import { readMoveDestination } from "./read-move-destination";
import { shareFilters } from "./share-filters";
import { splitRequests } from "./split-requests";
import { askLocalEngine, offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

// TEST_NOW is Monday 23 November 2026.
describe("deadlines", () => {
  test.each([
    ["que tengo que entregar para el viernes?", "2026-11-27T23:59:59+01:00"],
    ["q me queda por hacer antes de fin de mes", "2026-11-30T23:59:59+01:00"],
    ["que vence antes del jueves", "2026-11-26T23:59:59+01:00"],
  ])("'%s' asks for everything due by %s", (text, to) => {
    expect(parse(text).request.dueBy).toEqual({ to });
  });

  test.each(["que tengo para mañana", "que tengo para hoy", "que vence esta semana", "que tengo el viernes"])(
    "'%s' names days of its own, no deadline",
    (text) => {
      expect(parse(text).request.dueBy).toBeUndefined();
    },
  );

  it("reads 'mañana o pasado' and 'los próximos 10 días' as ranges from the first day to the last", () => {
    expect(parse("tengo algo que vencer mañana o pasado?").request.dateRange).toEqual({
      from: "2026-11-24T00:00:00+01:00",
      to: "2026-11-25T23:59:59+01:00",
    });
    expect(parse("que negocios cierran en los proximos 10 dias").request.dateRange).toEqual({
      from: "2026-11-23T00:00:00+01:00",
      to: "2026-12-03T23:59:59+01:00",
    });
  });

  it("lists Asana's tasks due by Friday, overdue ones included, for 'para el viernes'", async () => {
    const step = await askLocalEngine("que tengo que entregar para el viernes?", {
      assistant: "asana",
      connectedApps: ["asana"],
    });
    expect(step.toolName).toBe("asana_list_my_tasks");
    expect(step.input).toMatchObject({ dueTo: "2026-11-27T23:59:59+01:00" });
    expect(step.input?.dueFrom).toBeUndefined();
  });

  it("keeps the calendar's day: '¿qué reuniones tengo para el viernes?' is Friday's agenda", () => {
    const parsed = parse("que reuniones tengo para el viernes?");
    expect(parsed.request.dateRange?.from).toBe("2026-11-27T00:00:00+01:00");
  });

  it("reads 'se me ha pasado algo de fecha' as overdue, with no one named 'fecha'", () => {
    const parsed = parse("se me ha pasado algo de fecha en asana?");
    expect(parsed.request.overdue).toBe(true);
    expect(parsed.request.person).toBeUndefined();
  });
});

describe("a monday.com group as a place", () => {
  const directories = {
    monday: {
      places: [
        { id: "b1", name: "Lanzamiento de la app móvil", holds: "item" as const },
        { id: "b1:p", name: "Próximamente", within: "Lanzamiento de la app móvil", holds: "item" as const },
      ],
      people: [],
    },
  };

  test.each(["que hay en el grupo Próximamente?", "cuantos elementos hay en proximamente?"])(
    "'%s' lists that group's items",
    async (text) => {
      const step = await askLocalEngine(text, { assistant: "monday", connectedApps: ["monday"], directories });
      expect(step.toolName).toBe("monday_list_board_items");
      expect(step.input).toMatchObject({ board: "Lanzamiento de la app móvil", group: "Próximamente" });
    },
  );
});

describe("a count or a total asked of what the first question was about", () => {
  it("keeps the days of 'cuántos negocios cierran este mes' for 'y cuánto suman'", () => {
    const first = parse("cuantos negocios cierran este mes");
    const shared = shareFilters(first, parse("cuanto suman?"));
    expect(shared?.objects).toEqual(["deal"]);
    expect(shared?.request.dateRange).toEqual(first.request.dateRange);
  });

  it("leaves a second question that names things of its own alone", () => {
    expect(shareFilters(parse("cuantos negocios cierran este mes"), parse("cuantas tareas tengo?"))).toBeUndefined();
  });
});

describe("tasks handed on, moved and ticked off in everyday words", () => {
  it("splits 'marca … y pasa lo de las facturas al lunes' into two requests, the second a new due day", () => {
    expect(splitRequests("marca como terminada la de la presentacion y pasa lo de las facturas al lunes")).toHaveLength(
      2,
    );
    const parsed = parse("pasa lo de las facturas de octubre al lunes");
    expect(parsed).toMatchObject({ action: "reschedule", objects: ["task"] });
    expect(parsed.request.keywords).toContain("facturas de octubre");
  });

  it("moves, not makes, 'la tarea del boletín' passed to another list", () => {
    const parsed = parse("pasa la tarea del boletin a la lista de tareas generales");
    expect(parsed).toMatchObject({ action: "move", request: { project: "tareas generales", keywords: "boletin" } });
  });

  it("takes the words after 'a' as the list a ClickUp task is moved to, never a person", () => {
    const moved = readMoveDestination(clickupMoveTask, parse("mueve la del inventario a campañas"));
    expect(moved?.request).toMatchObject({ project: "campañas", keywords: "inventario" });
    expect(moved?.request.person).toBeUndefined();
  });

  it("reads '¿cuándo vence lo de traducir la web?' as a task's day, not a request to translate", () => {
    const parsed = parse("cuando vence lo de traducir la web?");
    expect(parsed).toMatchObject({ action: "read", objects: ["task"], request: { keywords: "traducir la web" } });
    expect(parsed.act).toBeUndefined();
  });

  it("ticks off what 'ya está hecho, márcalo' points at, though a name comes before the verb", () => {
    expect(parse("lo de llamar a levante ya esta hecho, marcalo").action).toBe("complete");
    expect(parse("marca el de Iberia como Viajes").action).toBe("label");
  });
});

describe("the same question asked of another thing", () => {
  it("splits '¿tengo la factura de levante? y el contrato de construcciones?' in two, but not '… el de ayer'", () => {
    expect(splitRequests("tengo la factura de levante? y el contrato de construcciones ibericas?")).toHaveLength(2);
    expect(splitRequests("donde esta el acta? el de ayer")).toHaveLength(1);
  });
});

describe("a task changed without the usual verb", () => {
  it("reschedules a task put on a day with 'la' or 'ponla', and still creates 'ponme una tarea…'", () => {
    expect(parse("pon la tarea de los banners para mañana")).toMatchObject({
      action: "reschedule",
      request: { keywords: "banners", dueDate: "2026-11-24T00:00:00+01:00" },
    });
    expect(parse("la de las facturas de octubre ponla para el jueves")).toMatchObject({
      action: "reschedule",
      request: { keywords: "facturas de octubre" },
    });
    expect(parse("ponme una tarea para mañana: llamar a rosa").action).toBe("create");
  });

  it("assigns the task given to someone with 'dale a'", () => {
    expect(parse("dale a lucia la tarea de la comida de navidad")).toMatchObject({
      action: "assign",
      request: { assignee: "lucia", keywords: "comida de navidad" },
    });
  });
});

describe("files asked for in everyday words", () => {
  it("takes 'clientes' in 'la carpeta clientes' as the folder's name, not contacts", () => {
    expect(parse("que hay en la carpeta clientes")).toMatchObject({
      objects: ["file"],
      request: { keywords: "clientes" },
    });
  });

  it("lists the newest file for 'lo último que subí'", async () => {
    const step = await askLocalEngine("lo ultimo que subi", { assistant: "dropbox", connectedApps: ["dropbox"] });
    expect(step).toMatchObject({ toolName: "dropbox_list_recent_files", input: { count: 1 } });
  });

  it("looks for the catalogue, not for 'ocupa', in '¿cuánto ocupa el catálogo de vinos?'", () => {
    expect(parse("cuanto ocupa el catalogo de vinos?").request.keywords).toBe("catalogo de vinos");
  });
});

describe("a note on a contact", () => {
  it("reads 'apunta a jorge castillo: llamar el lunes' as a note on him, never a contact called 'llamar'", () => {
    expect(parse("apunta a jorge castillo: llamar el lunes")).toMatchObject({
      action: "create",
      objects: ["note"],
      request: { person: "jorge castillo", body: "llamar el lunes" },
    });
  });
});

describe("where a new task goes and what is due today", () => {
  it("reads the list or project named before the colon of a new task, but not the app", () => {
    expect(parse("crea una tarea en campañas: diseñar el banner de enero").request.project).toBe("campañas");
    expect(parse("crea una tarea en asana: llamar a rosa").request.project).toBeUndefined();
  });

  it("looks ahead to the end of today for '¿qué me toca hoy?'", () => {
    expect(parse("que me toca hoy").request.dateRange?.to).toBe("2026-11-23T23:59:59+01:00");
  });
});

describe("a thing moved to a day in a task app's chat", () => {
  it("reschedules ClickUp's task for 'cambia la del inventario al viernes', never lists the agenda", () => {
    const options = {
      assistant: "clickup",
      connectedApps: ["clickup"],
      tools: offerTools("clickup", ["clickup"]),
      now: () => TEST_NOW,
      timeZone: TEST_ZONE,
    } as const;
    const plan = planRequest(parse("cambia la del inventario al viernes"), options);
    expect(plan.kind === "call" && plan.tool.name).toBe("clickup_reschedule_task");
  });
});

describe("changes never proposed in place of what was asked", () => {
  it("asks, never completes, for '¿qué tareas terminé ayer?'", () => {
    expect(parse("que tareas termine ayer?").action).not.toBe("complete");
  });

  test.each([
    "añade un comentario a la tarea de los banners: falta el logo",
    "añade una nota al elemento de los folletos",
  ])("says '%s' cannot be done in Asana, never making a task instead", async (text) => {
    const step = await askLocalEngine(text, { assistant: "asana", connectedApps: ["asana"] });
    expect(step.toolName).toBeUndefined();
    expect(step.text).toMatch(/^Eso todavía no puedo hacerlo con Asana/);
  });

  it("assigns for 'pon a lucía como responsable de la tarea de traducir'", () => {
    expect(parse("pon a lucia como responsable de la tarea de traducir")).toMatchObject({
      action: "assign",
      request: { assignee: "lucia", keywords: "traducir" },
    });
  });

  it("asks for the soonest task with '¿cuál es mi próxima tarea?'", () => {
    expect(parse("cual es mi proxima tarea?").request).toMatchObject({ superlative: "soonest" });
  });
});

describe("a file's link and what was changed lately", () => {
  it("shows the link for 'mándame el enlace del catálogo', sending nothing", () => {
    expect(parse("mandame el enlace del catalogo de vinos")).toMatchObject({
      action: "list",
      request: { keywords: "catalogo de vinos" },
    });
  });

  it("looks for no 'modifiqué' in '¿qué archivos modifiqué esta semana?'", () => {
    expect(parse("que archivos modifique esta semana").request.keywords).toBeUndefined();
  });
});

describe("a task said done, and a new one said for someone", () => {
  test.each([
    ["la de hoteles ya la hice", "hoteles"],
    ["marca como echa la tarea de los banners", "banners"],
  ])("ticks off '%s', looking for «%s»", (text, keywords) => {
    expect(parse(text)).toMatchObject({ action: "complete", request: { keywords } });
  });

  it("gives a new task to whom 'para Lucía:' names, never to a day", () => {
    expect(parse("creame una tarea para lucia: revisar la traduccion, para el jueves").request).toMatchObject({
      assignee: "lucia",
      name: "revisar la traduccion",
    });
    expect(parse("crea una tarea para mañana: llamar a rosa").request.assignee).toBeUndefined();
  });
});

describe("what a page says about something", () => {
  it("takes the title after the kind word in '¿qué pone en las notas de clientes sobre Hoteles Mirador?'", () => {
    expect(parse("que pone en las notas de clientes sobre hoteles mirador?").request.keywords).toBe("clientes");
  });
});

describe("what is asked of a page after its name", () => {
  it("ends the page's name at 'de lo que' in '¿qué dice el roadmap de lo que toca este trimestre?'", () => {
    expect(parse("que dice el roadmap de lo que toca este trimestre").request.keywords).toBe("roadmap");
  });
});

describe("a forecast asked of a spreadsheet", () => {
  it("wants an amount for '¿qué previsión hay de consultoría?', so the file is read", () => {
    expect(readWantedFacts("en el excel de las ventas, q prevision hay de consultoria?")).toContain("amount");
  });
});

describe("tasks someone gave the person", () => {
  test.each(["que tareas creo lucia", "que tareas me ha puesto lucia"])(
    "reads '%s' as tasks Lucía gave, never Lucía's own",
    async (text) => {
      const step = await askLocalEngine(text, {
        assistant: "asana",
        connectedApps: ["asana"],
        directories: { asana: { places: [], people: ["Lucía Ortega"] } },
      });
      expect(step.toolName).toBe("asana_list_my_tasks");
      expect(step.input?.assignee).toBeUndefined();
    },
  );
});

describe("a new task's name after 'nueva'", () => {
  it("names the task 'revisar los presupuestos' in 'necesito una tarea nueva para revisar los presupuestos el lunes'", () => {
    expect(parse("necesito una tarea nueva para revisar los presupuestos el lunes").request.name).toBe(
      "revisar los presupuestos",
    );
  });
});
