import { describe, expect, it } from "vitest";
import { extractKnowledge } from "./extract-knowledge";

/** Monday 23 November 2026, 10:30 in Madrid. */
const options = { now: new Date("2026-11-23T09:30:00Z"), timeZone: "Europe/Madrid" };

function extract(message: string) {
  return extractKnowledge(message, options);
}

describe("extractKnowledge: meetings", () => {
  it.each([
    ["el martes a las 10 tengo reunión con Ana", "2026-11-24", "10:00", { people: ["Ana"] }],
    ["Mañana a las 9:30 llamada con Pedro sobre el presupuesto", "2026-11-24", "09:30", { topic: "el presupuesto" }],
    ["El jueves 26 a las 5 de la tarde entrevista con Laura Gómez", "2026-11-26", "17:00", { people: ["Laura Gómez"] }],
    ["El 3 de diciembre tengo una cita con el dentista a las 12", "2026-12-03", "12:00", { people: ["el dentista"] }],
    ["el viernes comida con Luis y Marta", "2026-11-27", null, { people: ["Luis", "Marta"] }],
    ["la semana que viene me reúno con el equipo de ventas", "2026-11-30", null, { people: ["el equipo de ventas"] }],
    ["hoy a las 4 y media videollamada con Carlos", "2026-11-23", "16:30", { people: ["Carlos"] }],
    ["Pasado mañana tengo dentista a las 17:00", "2026-11-25", "17:00", null],
    ["La próxima semana viajo a Londres", "2026-11-30", null, { place: "Londres" }],
  ])("'%s' is a meeting on %s at %s", (sentence, fecha, hora, content) => {
    expect(extract(sentence)).toMatchObject([{ type: "reuniones", fecha, hora, content }]);
  });

  it("keeps a weekly meeting's repetition and its next day", () => {
    expect(extract("todos los lunes a las 9 tenemos reunión de equipo")).toMatchObject([
      {
        type: "reuniones",
        fecha: "2026-11-30",
        hora: "09:00",
        descripcion: "Reunión de equipo",
        content: { recurrence: "todos los lunes" },
      },
    ]);
  });
});

describe("extractKnowledge: tone and preferences", () => {
  it.each([
    "prefiero respuestas cortas",
    "Háblame de tú",
    "Usa un tono formal conmigo",
    "No uses emojis",
    "Sé breve y directo",
    "Prefiero que me escribas en inglés",
    "me gustan las respuestas detalladas",
  ])("'%s' is about Shifu's tone", (sentence) => {
    expect(extract(sentence)).toMatchObject([{ type: "tono", fecha: null, hora: null }]);
  });

  it.each([
    "me gusta recibir los resúmenes por la mañana",
    "No me pongas reuniones antes de las 10",
    "prefiero no tener reuniones los viernes",
    "Me encanta el café solo",
    "odio las llamadas sin avisar",
  ])("'%s' is a preference", (sentence) => {
    expect(extract(sentence)).toMatchObject([{ type: "preferencias" }]);
  });
});

describe("extractKnowledge: contacts", () => {
  it("reads a boss's name, e-mail and role", () => {
    expect(extract("mi jefe es Marta Ruiz, marta@acme.com")).toEqual([
      {
        type: "contactos",
        fecha: null,
        hora: null,
        descripcion: "Marta Ruiz (jefe)",
        content: { name: "Marta Ruiz", email: "marta@acme.com", role: "jefe" },
      },
    ]);
  });

  it.each([
    ["Luis Pérez es mi compañero de equipo", { name: "Luis Pérez", role: "compañero de equipo" }],
    ["Laura es la directora financiera", { name: "Laura", role: "directora financiera" }],
    ["El correo de Pedro es pedro@globex.es", { name: "Pedro", email: "pedro@globex.es" }],
    ["Mi compañera Lucía García lleva las cuentas", { name: "Lucía García", role: "compañera" }],
    [
      "mi contacto en Globex es Pedro Sánchez, pedro@globex.es",
      { name: "Pedro Sánchez", role: "contacto", company: "Globex" },
    ],
    [
      "Ana López (ana.lopez@acme.com) es la responsable de compras",
      { name: "Ana López", email: "ana.lopez@acme.com", role: "responsable de compras" },
    ],
    ["Marta Ruiz es la CEO de Acme", { name: "Marta Ruiz", role: "CEO", company: "Acme" }],
    ["mi jefa, Carmen Díaz, quiere el informe el viernes", { name: "Carmen Díaz", role: "jefa" }],
    ["Nuestro cliente más importante es Zara", { name: "Zara", role: "cliente más importante" }],
  ])("'%s' is a key contact", (sentence, content) => {
    expect(extract(sentence)).toMatchObject([{ type: "contactos", content }]);
  });

  it("reads every name of a plural role", () => {
    const items = extract("Mis socios son Ana Torres y Luis Gil");
    expect(items.map((item) => item.content)).toEqual([
      { name: "Ana Torres", role: "socios" },
      { name: "Luis Gil", role: "socios" },
    ]);
  });
});

describe("extractKnowledge: projects, tasks, schedules and company", () => {
  it.each([
    ["estoy trabajando en el proyecto Atlas", "Proyecto Atlas", null],
    ["Estoy liderando la migración a la nube", "Migración a la nube", null],
    ["el proyecto Orion termina el 15 de diciembre", "Proyecto Orion", "2026-12-15"],
    ["el lanzamiento de la app nueva es el 15 de enero", "Lanzamiento de la app nueva", "2027-01-15"],
  ])("'%s' is the project '%s'", (sentence, descripcion, fecha) => {
    expect(extract(sentence)).toMatchObject([{ type: "proyectos", descripcion, fecha }]);
  });

  it.each([
    ["el proyecto Atlas termina en enero", "2027-01-31", "enero de 2027"],
    ["la migración acaba a finales de marzo", "2027-03-31", "marzo de 2027"],
    ["el proyecto Orion empieza en febrero", "2027-02-01", "febrero de 2027"],
  ])("'%s' keeps a month with no day as that month, its deadline on its last day", (sentence, fecha, month) => {
    expect(extract(sentence)).toMatchObject([{ type: "proyectos", fecha, content: { month } }]);
  });

  it("reads a project and the contact named beside it in one sentence", () => {
    const items = extract("Estoy en el proyecto Atlas, que termina en enero, y el contacto es Javier Ruiz");
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "proyectos", descripcion: "Proyecto Atlas", fecha: "2027-01-31" }),
        expect.objectContaining({ type: "contactos", content: { name: "Javier Ruiz", role: "contacto" } }),
      ]),
    );
  });

  it.each([
    ["tengo que enviar el informe el viernes", "Enviar el informe", "2026-11-27", null],
    ["Necesito terminar la presentación antes del miércoles", "Terminar la presentación", "2026-11-25", null],
    ["recuérdame pagar el alquiler el día 1", "Pagar el alquiler", "2026-12-01", null],
    ["Recuérdame que el lunes tengo que pagar las nóminas", "Pagar las nóminas", "2026-11-30", null],
    ["mañana a las 12 tengo que llamar a Juan", "Llamar a Juan", "2026-11-24", "12:00"],
  ])("'%s' is the task '%s'", (sentence, descripcion, fecha, hora) => {
    expect(extract(sentence)).toMatchObject([{ type: "tareas", descripcion, fecha, hora }]);
  });

  it("reads a dated first-person action as a task, and a company's mail as no contact", () => {
    expect(extract("el lunes que viene entrego el informe trimestral")).toMatchObject([
      { type: "tareas", descripcion: "Entrego el informe trimestral", fecha: "2026-11-30" },
    ]);
    expect(extract("Debo revisar el correo de Iberia antes de las 12")).toEqual([
      { type: "tareas", fecha: null, hora: "12:00", descripcion: "Revisar el correo de Iberia", content: null },
    ]);
  });

  it("splits two tasks of one sentence, each with its own day", () => {
    expect(extract("tengo que llamar a Pedro el jueves y revisar el contrato el lunes")).toMatchObject([
      { type: "tareas", descripcion: "Llamar a Pedro", fecha: "2026-11-26" },
      { type: "tareas", descripcion: "Revisar el contrato", fecha: "2026-11-30" },
    ]);
  });

  it.each([
    ["trabajo de 9 a 18", { start: "09:00", end: "18:00" }, "09:00"],
    ["los viernes salgo a las 15", { days: "los viernes", start: "15:00" }, "15:00"],
    ["entro a las 8 y media", { start: "08:30" }, "08:30"],
    ["de lunes a viernes trabajo de 8 a 3", { days: "de lunes a viernes", start: "08:00", end: "15:00" }, "08:00"],
    ["Normalmente como de 14 a 15", { start: "14:00", end: "15:00" }, "14:00"],
    ["Los lunes teletrabajo", { days: "los lunes" }, null],
    ["no trabajo los viernes", { days: "los viernes" }, null],
    ["Mi horario es de 8:00 a 15:00 de lunes a jueves", { days: "de lunes a jueves", end: "15:00" }, "08:00"],
  ])("'%s' is a schedule", (sentence, content, hora) => {
    expect(extract(sentence)).toMatchObject([{ type: "horarios", fecha: null, hora, content }]);
  });

  it("dates a holiday", () => {
    expect(extract("El viernes 4 de diciembre estaré de vacaciones")).toMatchObject([
      { type: "horarios", fecha: "2026-12-04", descripcion: "Vacaciones" },
    ]);
  });

  it.each([
    ["trabajo en Acme como directora de marketing", { company: "Acme", role: "directora de marketing" }],
    ["Soy ingeniera de software en Globex", { company: "Globex", role: "ingeniera de software" }],
    ["soy CTO de Nimbus", { company: "Nimbus", role: "CTO" }],
    ["Trabajo en el departamento de ventas", { department: "ventas" }],
    ["Dirijo un equipo de 5 personas", { team: "equipo de 5 personas" }],
    ["somos una startup de logística con 20 empleados", { sector: "logística", size: "20 empleados" }],
    ["Mi empresa se llama Nimbus y se dedica a la energía solar", { company: "Nimbus", sector: "energía solar" }],
  ])("'%s' is about the company", (sentence, content) => {
    expect(extract(sentence)).toMatchObject([{ type: "empresa", content }]);
  });
});

describe("extractKnowledge: several facts, other facts and nothing", () => {
  it("reads each statement of a message", () => {
    const items = extract(
      "Mi jefe es Marta Ruiz, marta@acme.com. El martes a las 10 tengo reunión con Ana y prefiero respuestas cortas.",
    );
    expect(items.map((item) => item.type)).toEqual(["contactos", "reuniones", "tono"]);
    expect(items[1]).toMatchObject({ fecha: "2026-11-24", hora: "10:00" });
  });

  it("reads a schedule and a company from one statement", () => {
    expect(extract("trabajo en Acme de 9 a 17, y los viernes salgo a las 14").map((item) => item.type)).toEqual([
      "empresa",
      "horarios",
      "horarios",
    ]);
  });

  it.each(["vivo en Valencia", "me llamo Carmen", "Hablo francés e inglés"])("'%s' goes to Otros", (sentence) => {
    expect(extract(sentence)).toMatchObject([{ type: "otros" }]);
  });

  it("dates a birthday in Otros", () => {
    expect(extract("mi cumpleaños es el 12 de marzo")).toMatchObject([{ type: "otros", fecha: "2027-03-12" }]);
  });

  it.each(["hola", "gracias", "¿Qué tiempo hace hoy?", "ok"])("learns nothing from '%s'", (sentence) => {
    expect(extract(sentence)).toEqual([]);
  });

  it("reads a past meeting backwards", () => {
    expect(extract("el lunes tuve una reunión con Ana")).toMatchObject([{ type: "reuniones", fecha: "2026-11-16" }]);
  });
});
