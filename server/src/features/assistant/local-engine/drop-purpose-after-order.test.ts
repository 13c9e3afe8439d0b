import { describe, expect, test } from "vitest";
import { dropPurposeAfterOrder } from "./drop-purpose-after-order";

describe("why a thing is handed over", () => {
  test.each([
    ["reenviásela a Marta López así la mete en el cierre", "reenviásela a Marta López"],
    ["pásale el informe a Pedro, así lo tiene para mañana", "pásale el informe a Pedro"],
    ["compártelo con Laura así puede revisarlo", "compártelo con Laura"],
    ["y mándaselo a Lucía así que lo vea antes del comité", "y mándaselo a Lucía"],
    [
      "pasale a Lucía lo de llamar a Distribuciones Levante, yo esta semana no llego",
      "pasale a Lucía lo de llamar a Distribuciones Levante",
    ],
    ["asígnale a Pablo la revisión del contrato, que yo no puedo", "asígnale a Pablo la revisión del contrato"],
    [
      "reenvíale el correo del banco a Marta, porque estoy de viaje hasta el lunes",
      "reenvíale el correo del banco a Marta",
    ],
  ])("%s is the order alone", (said, order) => {
    expect(dropPurposeAfterOrder(said)).toBe(order);
  });

  test.each([
    ["reenvíaselo a Marta diciéndole que así lo tiene"],
    ["busca el correo del banco así lo veo"],
    ["reenvía el correo de Iberia a Pedro"],
    ["mándale a Pedro que no puedo ir, yo esta semana no llego"],
    ["pásale a Laura el informe de ventas, el de noviembre"],
  ])("%s stays", (text) => {
    expect(dropPurposeAfterOrder(text)).toBe(text);
  });
});
