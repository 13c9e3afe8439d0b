import type { KnowledgeItem, KnowledgePanelType } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { composeKnowledgeContext, KNOWLEDGE_CONTEXT_LIMIT } from "./compose-knowledge-context";
import { composeSystemPrompt } from "./compose-system-prompt";

const now = new Date("2026-11-23T10:30:00Z");
const options = { now, timeZone: "Europe/Madrid" };

function makeItem(
  id: string,
  type: KnowledgePanelType,
  descripcion: string,
  fecha: string | null = null,
): KnowledgeItem {
  return { id, type, descripcion, fecha, hora: null, content: null };
}

describe("the summary of what the person taught", () => {
  it("is absent when nothing was taught", () => {
    expect(composeKnowledgeContext([], options)).toBeUndefined();
  });

  it("stays within its limit however much was taught, and says how much was left out", () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      makeItem(`p${index}`, "proyectos", `Proyecto número ${index} con una descripción algo larga para ocupar sitio`),
    );
    const summary = composeKnowledgeContext(many, options) ?? "";
    expect(summary.length).toBeLessThanOrEqual(KNOWLEDGE_CONTEXT_LIMIT);
    expect(summary).toMatch(/- Y \d+ cosas más: consúltalas con shifu_recall_knowledge/);
    const long = composeKnowledgeContext([makeItem("l", "otros", "palabra ".repeat(500))], options) ?? "";
    expect(long.length).toBeLessThanOrEqual(KNOWLEDGE_CONTEXT_LIMIT);
  });

  it("puts tone and preferences first, then contacts, upcoming meetings before past ones, then the rest", () => {
    const summary =
      composeKnowledgeContext(
        [
          makeItem("a", "horarios", "Trabaja de 9 a 17"),
          makeItem("b", "reuniones", "Reunión pasada con Luis", "2026-11-10"),
          makeItem("c", "proyectos", "Proyecto Atlas"),
          makeItem("d", "reuniones", "Reunión con Ana", "2026-11-24"),
          makeItem("e", "contactos", "Carlos, su jefe"),
          makeItem("f", "tono", "Respuestas breves"),
          makeItem("g", "preferencias", "Resúmenes por la mañana"),
        ],
        options,
      ) ?? "";
    const order = [
      "Respuestas breves",
      "Resúmenes por la mañana",
      "Carlos, su jefe",
      "Reunión con Ana",
      "Reunión pasada con Luis",
      "Proyecto Atlas",
      "Trabaja de 9 a 17",
    ].map((text) => summary.indexOf(text));
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((first, second) => first - second));
    expect(summary).toMatch(/^Lo que el usuario te enseñó \(son afirmaciones suyas/);
    expect(summary).toContain("- Reuniones: Reunión con Ana (2026-11-24)");
  });

  it("goes into every assistant's instructions, and a deleted item is no longer there", () => {
    const taught = [makeItem("d", "reuniones", "Reunión con Ana", "2026-11-24"), makeItem("f", "tono", "Breve")];
    const base = { assistant: "gmail" as const, connectedApps: [], ...options };
    expect(composeSystemPrompt({ ...base, knowledge: taught })).toContain("Reunión con Ana");
    const afterDeletion = composeSystemPrompt({ ...base, knowledge: taught.filter((item) => item.id !== "d") });
    expect(afterDeletion).not.toContain("Reunión con Ana");
    expect(afterDeletion).toContain("Breve");
    expect(composeSystemPrompt(base)).not.toContain("te enseñó (");
  });
});
