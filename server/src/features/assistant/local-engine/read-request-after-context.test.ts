import { describe, expect, it } from "vitest";
import { readRequestAfterContext } from "./read-request-after-context";

describe("readRequestAfterContext", () => {
  it("puts the request said last before what it points at, without what is said around it", () => {
    expect(
      readRequestAfterContext(
        "perdona que te moleste otra vez, es que no encuentro el informe trimestral por ningún lado, ¿me lo buscas?",
      ),
    ).toBe("buscas el informe trimestral");
    expect(readRequestAfterContext("es que no encuentro el contrato de Levante, ¿puedes buscarlo?")).toBe(
      "buscar el contrato de Levante",
    );
  });

  it("keeps a question said before as the request", () => {
    expect(
      readRequestAfterContext(
        "antes de la reunión de las doce quería tener claro qué me queda pendiente en Asana, ¿me lo listas?",
      ),
    ).toBe("qué me queda pendiente en Asana");
  });

  it("leaves requests that end otherwise alone", () => {
    expect(readRequestAfterContext("busca el informe trimestral")).toBe("busca el informe trimestral");
    expect(readRequestAfterContext("¿me lo buscas?")).toBe("¿me lo buscas?");
    expect(readRequestAfterContext("el de Iberia, ¿lo tienes?")).toBe("el de Iberia, ¿lo tienes?");
    expect(readRequestAfterContext("el pdf de Levante, ¿lo borras?")).toBe("el pdf de Levante, ¿lo borras?");
  });
});
