import { describe, expect, it } from "vitest";
import { dropTagQuestion } from "./drop-tag-question";

describe("dropTagQuestion", () => {
  it("leaves out a tag asking to be told yes", () => {
    expect(dropTagQuestion("hay un doc sobre el teletrabajo no? cuantos dias son")).toBe(
      "hay un doc sobre el teletrabajo? cuantos dias son",
    );
    expect(dropTagQuestion("tenemos algo de Hoteles Mirador, verdad?")).toBe("tenemos algo de Hoteles Mirador?");
  });

  it("keeps a choice between yes and no", () => {
    expect(dropTagQuestion("¿voy a la reunión o no?")).toBe("¿voy a la reunión o no?");
    expect(dropTagQuestion("¿lo firmamos, sí o no?")).toBe("¿lo firmamos, sí o no?");
  });
});
