import { describe, expect, test } from "vitest";
import { readSlangAsRemoval } from "./read-slang-as-removal";

describe("slang for getting rid of a thing", () => {
  test.each([
    ["el leeme ese con instrucciones, cargatelo", "el leeme ese con instrucciones, bórralo"],
    ["la hoja de gastos viejos fulmínala", "la hoja de gastos viejos bórrala"],
    ["los borradores de octubre cepíllatelos", "los borradores de octubre bórralos"],
    ["el pdf repetido quítamelo de en medio", "el pdf repetido bórralo"],
    ["esa tarea quitala de ahi porfa", "esa tarea bórrala porfa"],
    ["la foto repetida quítamela de ahí", "la foto repetida bórrala"],
    ["el de la foto vieja cargátelo", "el de la foto vieja bórralo"],
  ])("%s is a removal", (said, read) => {
    expect(readSlangAsRemoval(said)).toBe(read);
  });

  test.each([
    "quita la etiqueta Urgente del correo de Pedro",
    "quítale la fecha a la tarea de Levante",
    "carga el informe en la carpeta de Ventas",
  ])("%s keeps its meaning", (said) => {
    expect(readSlangAsRemoval(said)).toBe(said);
  });
});
