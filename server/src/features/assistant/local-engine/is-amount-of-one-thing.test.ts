import { describe, expect, test } from "vitest";
import { isAmountOfOneThing } from "./is-amount-of-one-thing";

describe("an amount asked of one thing", () => {
  test.each([
    ["oye el correo del banco con la factura de la tarjeta, cuanto hay que pagar"],
    ["necesito el total de la propuesta que le hicimos a grupo norte"],
    ["en el drive tengo la propuesta comercial de grupo norte, que total pusimos al final"],
    ["cuanto nos desviamos en total en el presupuesto 2026"],
    ["cuanto suma el pedido de muebles turia"],
  ])("%s is one thing's figure", (text) => {
    expect(isAmountOfOneThing(text)).toBe(true);
  });

  test.each([
    ["cuanto suman los negocios abiertos"],
    ["cuanto dinero suman mis negocios"],
    ["cuanto es el total de mis facturas de este mes"],
    ["cuanto suman"],
    ["total de negocios abiertos"],
    ["cuanto dinero hay en el pipeline"],
  ])("%s is a sum of several", (text) => {
    expect(isAmountOfOneThing(text)).toBe(false);
  });
});
