import { describe, expect, it } from "vitest";
import type { Place } from "../../../integrations/app-tool";
import { matchPlace } from "./match-place";

const board = (name: string): Place => ({ id: name, name, holds: "item" });
const group = (name: string, within: string): Place => ({ id: `${within}:${name}`, name, within, holds: "item" });

const places = [
  board("Lanzamiento de la app móvil"),
  group("Esta semana", "Lanzamiento de la app móvil"),
  group("Próximamente", "Lanzamiento de la app móvil"),
  group("En preparación", "Eventos y ferias 2026"),
];

describe("matchPlace with a board's groups", () => {
  it.each([
    ["que hay en el grupo Próximamente?", "Próximamente"],
    ["lo de proximamente para cuando es?", "Próximamente"],
    ["q hay en el grupo en preparacion", "En preparación"],
    ["que hay en el grupo esta semana", "Esta semana"],
  ])("finds the group «%s» names, an adverb or a span of time as its name", (text, name) => {
    expect(matchPlace(places, text)?.place.name).toBe(name);
  });

  it.each(["que vence esta semana", "que tengo para hoy", "cuantas cosas vencen este mes"])(
    "reads «%s» as a time, not as a group named like one",
    (text) => {
      expect(matchPlace(places, text)).toBeUndefined();
    },
  );
});
