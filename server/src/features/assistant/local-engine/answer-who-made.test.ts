import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { answerWhoMade, answerWhoMadeDocument, asksWhoMade } from "./answer-who-made";

const options = { now: new Date("2026-12-07T10:00:00Z"), timeZone: "Europe/Madrid" };
const file = (title: string, from?: string): ListedItem => ({ id: title, title, ...(from ? { from } : {}) });

describe("asksWhoMade", () => {
  it.each([
    "¿quién ha subido el acta del lunes?",
    "quien creo el presupuesto",
    "y quién hizo la presentación de Levante?",
    "quién es la autora del informe trimestral",
    "quien lo ha compartido",
  ])("'%s' asks who made a thing", (text) => {
    expect(asksWhoMade(text)).toBe(true);
  });

  it.each(["¿quién me ha escrito hoy?", "quién lleva lo de la feria", "quien es Marta Vidal", "qué dice el acta"])(
    "'%s' does not",
    (text) => {
      expect(asksWhoMade(text)).toBe(false);
    },
  );
});

describe("answerWhoMade", () => {
  const files = [file("Acta reunión lunes", "Ana García"), file("Presupuesto 2026", "Marta López")];

  it("names the owner of the file the words describe", () => {
    const answer = answerWhoMade({ kind: "list", object: "file", items: files }, "quién subió el presupuesto", options);
    expect(answer).toMatch(/^\*\*Presupuesto 2026\*\* es de \*\*Marta López\*\*/);
  });

  it("says when the app keeps no author", () => {
    const items = [file("Propuesta renovación 2026.pdf")];
    const answer = answerWhoMade({ kind: "list", object: "file", items }, "quien subio la propuesta", options);
    expect(answer).toMatch(/^No consta quién hizo \*\*Propuesta renovación 2026\.pdf\*\*/);
  });

  it("leaves mail and tied files to the other answers", () => {
    expect(answerWhoMade({ kind: "list", object: "email", items: files }, "quién ha escrito el acta", options)).toBe(
      undefined,
    );
    const tied = [file("Acta lunes", "Ana"), file("Acta martes", "Luis")];
    expect(answerWhoMade({ kind: "list", object: "file", items: tied }, "quién subió el acta", options)).toBe(
      undefined,
    );
  });

  it("answers of a file read whole", () => {
    const output = { kind: "document" as const, item: files[0] as ListedItem, text: "Asistentes: …" };
    expect(answerWhoMadeDocument(output, "¿quién ha subido el acta del lunes?", options)).toMatch(/Ana García/);
  });
});
