import { describe, expect, it } from "vitest";
import { readAnsweringText, readItemText } from "./read-item-text";

describe("readItemText", () => {
  it("reads a message as its text and anything else as its name, text and notes", () => {
    const message = { id: "m", title: "Son 7 tickets", snippet: "Son 7 tickets este mes, 2 todavía abiertos." };
    expect(readItemText(message, "message")).toBe("Son 7 tickets este mes, 2 todavía abiertos.");
    const task = { id: "t", title: "Encargar folletos", details: ["Notas: Imprenta Levante."] };
    expect(readItemText(task, "task")).toBe("Encargar folletos\nNotas: Imprenta Levante.");
  });
});

describe("readAnsweringText", () => {
  it("reads a mail for its text, keeping its subject apart", () => {
    const mail = { id: "e", title: "Oferta de verano", snippet: "Hasta un 40 % de descuento en mobiliario." };
    expect(readAnsweringText(mail, "anything")).toEqual({ text: mail.snippet, asRead: mail });
  });

  it("reads a thing shown only by its name as its own text, with no title apart", () => {
    const found = { id: "s", title: "Grupo Alameda quiere 40 licencias anuales." };
    expect(readAnsweringText(found, "anything")).toEqual({ text: found.title, asRead: { ...found, title: "" } });
  });
});
