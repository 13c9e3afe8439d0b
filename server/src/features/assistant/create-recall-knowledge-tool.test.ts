import type { KnowledgeItem } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { createRecallKnowledgeTool, recallKnowledge } from "./create-recall-knowledge-tool";
import { parseSpanishRequest } from "./local-engine/parse-spanish-request";
import { TEST_NOW, TEST_ZONE } from "./local-engine/test-support/ask-local-engine";

// TEST_NOW is Monday 23 November 2026 in Madrid: 'el martes' ahead is the 24th.
const items: KnowledgeItem[] = [
  {
    id: "k1",
    type: "reuniones",
    fecha: "2026-11-24",
    hora: "10:00",
    descripcion: "Reunión con Ana",
    content: { people: ["Ana"] },
  },
  { id: "k2", type: "reuniones", fecha: "2026-11-26", hora: "16:30", descripcion: "Reunión con Luis", content: null },
  {
    id: "k3",
    type: "contactos",
    fecha: null,
    hora: null,
    descripcion: "Carlos Pérez",
    content: { name: "Carlos Pérez", email: "carlos@empresa.com", role: "jefe" },
  },
  { id: "k4", type: "contactos", fecha: null, hora: null, descripcion: "Marta, clienta de Acme", content: null },
  { id: "k5", type: "tono", fecha: null, hora: null, descripcion: "Respuestas breves, tuteando", content: null },
  {
    id: "k6",
    type: "otros",
    fecha: null,
    hora: null,
    descripcion: "Reunión de equipo todos los martes",
    content: null,
  },
];

const context = { api: { request: () => Promise.reject(new Error("sin red")) }, now: TEST_NOW, timeZone: TEST_ZONE };

function argsFor(text: string) {
  const tool = createRecallKnowledgeTool(() => Promise.resolve(items));
  return tool.argsFromRequest(parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }).request) ?? {};
}

function titles(found: readonly KnowledgeItem[]): string[] {
  return found.map((item) => item.descripcion);
}

describe("recalling what the person taught", () => {
  it("reads 'el martes' ahead, and finds the dated meeting and the weekly one named by its weekday", () => {
    const args = argsFor("¿con quién tengo reunión el martes?");
    expect(args).toEqual({ types: ["reuniones"], from: "2026-11-24", to: "2026-11-24" });
    expect(titles(recallKnowledge(items, args))).toEqual(["Reunión con Ana", "Reunión de equipo todos los martes"]);
  });

  it("narrows by panel", () => {
    expect(titles(recallKnowledge(items, { types: ["contactos"] }))).toEqual([
      "Carlos Pérez",
      "Marta, clienta de Acme",
    ]);
    expect(titles(recallKnowledge(items, { types: ["tono"] }))).toEqual(["Respuestas breves, tuteando"]);
  });

  it("narrows by person, whole words only", () => {
    const args = argsFor("¿cuándo es mi reunión con Ana?");
    expect(args).toEqual({ types: ["reuniones"], person: "Ana" });
    expect(titles(recallKnowledge(items, args))).toEqual(["Reunión con Ana"]);
    expect(recallKnowledge(items, { person: "An" })).toEqual([]);
  });

  it("finds a role among the contacts, and still answers with the contacts when no one has it", () => {
    expect(titles(recallKnowledge(items, argsFor("¿quién es mi jefe?")))).toEqual(["Carlos Pérez"]);
    expect(titles(recallKnowledge(items, { types: ["contactos"], words: "socio" }))).toHaveLength(2);
  });

  it("finds nothing for words alone that nothing taught carries", () => {
    expect(recallKnowledge(items, { words: "dentista" })).toEqual([]);
  });

  it("answers everything for '¿qué sabes de mí?', most useful panels first", () => {
    expect(argsFor("¿qué sabes de mí?")).toEqual({});
    expect(recallKnowledge(items, {}).map((item) => item.id)).toEqual(["k3", "k4", "k1", "k2", "k5", "k6"]);
  });

  it("lists items with their time in the user's zone, their panel and their details", async () => {
    const tool = createRecallKnowledgeTool(() => Promise.resolve(items));
    const output = await tool.execute(context, { types: ["reuniones"], person: "Ana" });
    expect(output).toEqual({
      kind: "list",
      object: "anything",
      items: [
        {
          id: "k1",
          title: "Reunión con Ana",
          date: "2026-11-24T10:00:00+01:00",
          place: "Reuniones",
          details: ["Con: Ana"],
        },
      ],
    });
  });

  it("says plainly when nothing was taught about it, or nothing at all", async () => {
    const tool = createRecallKnowledgeTool(() => Promise.resolve(items));
    expect(await tool.execute(context, { words: "dentista" })).toEqual({
      kind: "done",
      message: expect.stringContaining("No tengo nada anotado sobre eso"),
    });
    const empty = createRecallKnowledgeTool(() => Promise.resolve([]));
    expect(await empty.execute(context, {})).toEqual({
      kind: "done",
      message: expect.stringContaining("Todavía no me has enseñado nada"),
    });
  });

  it("reads the items at every call, so a deleted one is not recalled", async () => {
    let stored = [...items];
    const tool = createRecallKnowledgeTool(() => Promise.resolve(stored));
    expect(await tool.execute(context, { person: "Ana" })).toMatchObject({ kind: "list" });
    stored = stored.filter((item) => item.id !== "k1");
    expect(await tool.execute(context, { person: "Ana" })).toMatchObject({ kind: "done" });
  });
});
