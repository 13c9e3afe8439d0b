import { describe, expect, test } from "vitest";
import { readChargeAsHolder } from "./read-charge-as-holder";

describe("what someone is in charge of", () => {
  test.each([
    ["cuantas cosas tiene Patricia a su cargo y cuales son", "cuantas cosas tiene Patricia y cuales son"],
    ["qué hay a cargo de Patricia", "qué tiene Patricia"],
    ["las tareas a cargo de Luis Romero", "las tareas de Luis Romero"],
    ["de qué se encarga Patricia", "qué tiene Patricia"],
    ["de qué cosas se ocupa Luis?", "qué cosas tiene Luis?"],
    ["qué tengo a mi cargo esta semana", "qué tengo esta semana"],
    ["qué lleva Patricia entre manos", "qué lleva Patricia"],
  ])("%s names what the person has", (said, plain) => {
    expect(readChargeAsHolder(said)).toBe(plain);
  });

  test("a charge on a card keeps its words", () => {
    const text = "cuánto es el cargo de la tarjeta del banco";
    expect(readChargeAsHolder(text)).toBe(text);
  });
});
