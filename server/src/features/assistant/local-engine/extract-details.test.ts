import { describe, expect, it } from "vitest";
import { extractDetails } from "./extract-details";

const read = (text: string, options: Parameters<typeof extractDetails>[1] = { sends: false, creates: false }) =>
  extractDetails(text, options).details;

describe("extractDetails", () => {
  it("reads filters however they are said", () => {
    expect(read("¿Tengo alguna tarea atrasada?")).toEqual({ overdue: true });
    expect(read("las tareas que se me han pasado")).toEqual({ overdue: true });
    expect(read("¿alguien me ha mencionado en Slack?")).toEqual({ mentionsOnly: true });
    expect(read("mis menciones de hoy")).toEqual({ mentionsOnly: true });
    expect(read("¿Qué me ha escrito Laura por privado?")).toEqual({ directOnly: true });
    expect(read("mis mensajes directos")).toEqual({ directOnly: true });
    expect(read("enséñame mis conversaciones privadas")).toEqual({ directOnly: true });
  });

  it("reads a new contact's fields, each cut where the next begins", () => {
    expect(
      read("Crea un contacto Marta Ruiz de la empresa Lumen con teléfono 612 345 678", { sends: false, creates: true }),
    ).toEqual({ company: "Lumen", phone: "612 345 678" });
    expect(
      read("añade a Pedro Gil, que es el director comercial, empresa Hoteles Sol", { sends: false, creates: true }),
    ).toEqual({ jobTitle: "director comercial", company: "Hoteles Sol" });
  });

  it("reads a task's assignee and project", () => {
    expect(
      read("crea una tarea revisar el contrato en el proyecto Clientes 2026 y asígnasela a Laura", {
        sends: false,
        creates: true,
      }),
    ).toEqual({ project: "Clientes 2026", assignee: "Laura" });
    expect(read("mueve la de los contratos a la lista Clientes de ClickUp")).toEqual({ project: "Clientes" });
    expect(read("las tareas del proyecto Feria de Valencia")).toEqual({ project: "Feria de Valencia" });
    // The 'a' after a verb said with 'le' is whom it goes to; a later one is part of the task's name.
    const assigns = { sends: false, creates: false, assigns: true };
    expect(read("pásale a Lucía la de llamar a Distribuciones Levante", assigns)).toEqual({ assignee: "Lucía" });
    expect(read("pasa la de llamar a Levante a Lucía", assigns)).toEqual({ assignee: "Lucía" });
  });

  it("reads every recipient and the subject of a mail", () => {
    expect(
      read("Envía un correo a Pedro y a ana@acme.es con asunto «Presupuesto» diciendo que ya está", {
        sends: true,
        creates: false,
      }),
    ).toEqual({ recipients: ["ana@acme.es", "Pedro"], subject: "Presupuesto" });
  });

  it("reads the company a role is held at, and not a department", () => {
    const creates = { sends: false, creates: true };
    expect(read("Lucía Prado, gerente de Ferretería Hermanos Ortega, lucia.prado@hermanosortega.es", creates)).toEqual({
      jobTitle: "gerente",
      company: "Ferretería Hermanos Ortega",
    });
    expect(read("crea a Ana Ruiz, directora de Recursos Humanos", creates)).toEqual({
      jobTitle: "directora de Recursos Humanos",
    });
    // The role ends its sentence; what follows gives other fields.
    expect(read("Da de alta a Lucía Ferrer, jefa de compras de Muebles Turia. Tel 961 234 567", creates)).toMatchObject(
      {
        jobTitle: "jefa de compras",
        company: "Muebles Turia",
      },
    );
  });

  it("reads a company written in lower case when the address's domain spells it", () => {
    const creates = { sends: false, creates: true };
    expect(
      read("es la nueva jefa de compras de hoteles mediterraneo, correo pilar.romero@hotelesmediterraneo.es", creates),
    ).toMatchObject({ jobTitle: "jefa de compras", company: "Hoteles Mediterraneo" });
    expect(read("Marcos Gil, jefe de ventas en grupo alameda, marcos.gil@grupo-alameda.com", creates)).toMatchObject({
      jobTitle: "jefe de ventas",
      company: "Grupo Alameda",
    });
    expect(read("Ana Soto, directora de marketing, ana@lumen.es", creates)).toMatchObject({
      jobTitle: "directora de marketing",
    });
  });

  it("reads 'para' beside someone a mail goes to as what it is about", () => {
    expect(
      read("reenvíale a Pedro el correo de la propuesta para Alimentaria Sur", {
        sends: true,
        creates: false,
        forwards: true,
      }),
    ).toEqual({ recipients: ["Pedro"] });
  });
});
