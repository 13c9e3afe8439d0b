import type { ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import type { AppDirectory } from "../../../integrations/app-tool";
import { findPlaceApps, groundRequest } from "./ground-request";
import { namesPlaceKind } from "./match-place";
import { parseSpanishRequest } from "./parse-spanish-request";
import { offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
const directories = new Map<ServiceKey, AppDirectory>([
  [
    "clickup",
    {
      places: [
        { id: "l1", name: "Campañas", holds: "task" },
        { id: "l2", name: "Tareas generales", holds: "task" },
      ],
      people: [],
    },
  ],
  ["asana", { places: [{ id: "p1", name: "Clientes 2026", holds: "task" }], people: [] }],
]);

describe("the app whose directory holds the place a request names", () => {
  it("is the one with a list said by its name, in the general chat", () => {
    expect(
      findPlaceApps(parse("crea una tarea en la lista Campañas: preparar el email de enero"), directories),
    ).toEqual(["clickup"]);
  });

  it("is none when only the word for what the place holds is said", () => {
    expect(findPlaceApps(parse("¿cuántas tareas tengo abiertas?"), directories)).toEqual([]);
  });

  it("reads 'lista' as a word for a place, though it is a stopword elsewhere", () => {
    expect(namesPlaceKind("en la lista Campañas")).toBe(true);
  });
});

describe("a request grounded in its own app's directory", () => {
  const clickup = directories.get("clickup");
  const tools = offerTools("clickup", ["clickup"]);

  it("names no list by the word for tasks alone", () => {
    expect(
      groundRequest(parse("cuantas tareas tengo abiertas"), clickup, "clickup", tools).request.place,
    ).toBeUndefined();
  });

  it("names a list by its whole name", () => {
    const grounded = groundRequest(parse("que hay en la lista de tareas generales"), clickup, "clickup", tools);
    expect(grounded.request.place?.name).toBe("Tareas generales");
  });
});
