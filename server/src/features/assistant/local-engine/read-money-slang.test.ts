import { describe, expect, test } from "vitest";
import { readMoneySlang } from "./read-money-slang";

describe("money said in slang", () => {
  test.each([
    ["cuanta pasta suman los negocios abiertos?", "cuánto dinero suman los negocios abiertos?"],
    ["cuántas pelas hay en negocios abiertos", "cuánto dinero hay en negocios abiertos"],
    ["qué negocio mueve más guita", "qué negocio mueve más dinero"],
    ["cuánta plata tenemos en juego en el pipeline?", "cuánto dinero tenemos en el pipeline?"],
    ["cuánto hay en juego en el pipeline", "cuánto hay en el pipeline"],
    ["cuántos pavos son en total", "cuánto dinero son en total"],
    ["dime la pasta que suman los tratos", "dime el dinero que suman los tratos"],
  ])("%s asks for money", (slang, plain) => {
    expect(readMoneySlang(slang)).toBe(plain);
  });

  test.each([
    ["busca el correo de la pasta fresca del proveedor"],
    ["crea una tarea para comprar lana para el stand"],
    ["qué dice el documento del juego de rol"],
  ])("%s keeps its words", (text) => {
    expect(readMoneySlang(text)).toBe(text);
  });
});
