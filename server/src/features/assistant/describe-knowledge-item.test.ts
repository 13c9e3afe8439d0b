import type { KnowledgeItem } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { describeKnowledgeContent } from "./describe-knowledge-item";

function item(fields: Partial<KnowledgeItem>): KnowledgeItem {
  return { id: "k", type: "otros", fecha: null, hora: null, descripcion: "", content: null, ...fields };
}

describe("describeKnowledgeContent", () => {
  it("names a schedule's stored fields in Spanish, never by their keys", () => {
    const schedule = item({
      type: "horarios",
      descripcion: "Horario de trabajo de 09:00 a 14:00 (de lunes a viernes)",
      content: { days: "de lunes a viernes", start: "09:00", end: "14:00" },
    });
    expect(describeKnowledgeContent(schedule)).toEqual(["Días: de lunes a viernes", "Inicio: 09:00", "Fin: 14:00"]);
  });

  it("names a contact's and a company's fields in Spanish, and a field it does not know capitalised", () => {
    const contact = item({
      type: "contactos",
      descripcion: "Marta Ruiz, jefa",
      content: { name: "Marta Ruiz", email: "marta@acme.com", role: "jefa", favourite_drink: "té" },
    });
    expect(describeKnowledgeContent(contact)).toEqual([
      "Nombre: Marta Ruiz",
      "Correo: marta@acme.com",
      "Cargo: jefa",
      "Favourite drink: té",
    ]);
    const company = item({ type: "empresa", content: { company: "Acme", department: "ventas", size: "40 empleados" } });
    expect(describeKnowledgeContent(company)).toEqual([
      "Empresa: Acme",
      "Departamento: ventas",
      "Tamaño: 40 empleados",
    ]);
  });
});
