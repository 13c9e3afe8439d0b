import { describe, expect, it } from "vitest";
import { readSourceRemark } from "./read-source-remark";

describe("readSourceRemark", () => {
  it("reads where the answer is, said after the question, as its source", () => {
    expect(readSourceRemark("cuanto nos pagan de la conexion? lo tendria q poner la politica esa")).toBe(
      "cuanto nos pagan de la conexion según la politica esa?",
    );
    expect(readSourceRemark("¿qué descuento damos? tiene que venir en el briefing de navidad")).toBe(
      "¿qué descuento damos según el briefing de navidad?",
    );
    expect(readSourceRemark("¿cuándo cierra? lo dice el acta del lunes")).toBe(
      "¿cuándo cierra según el acta del lunes?",
    );
  });

  it("leaves a remark that names no thing", () => {
    expect(readSourceRemark("¿cuándo cierra? es que no me acuerdo")).toBe("¿cuándo cierra? es que no me acuerdo");
  });
});
