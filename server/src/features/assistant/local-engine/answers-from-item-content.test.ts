import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";
import { narrowOpenItems } from "./narrow-open-items";

// Over the sandbox's demo data, with no model: a question asked of one item the person describes is answered with the
// passage of it that holds the fact, never with a summary of its beginning.
const rig = useUnderstandingRig();

describe("a question answered from the content of one item", () => {
  it("answers what is left to one person in a meeting's minutes", async () => {
    for (const message of [
      "en el acta del comite de direccion q quedo pendiente pa laura?",
      "en el acta del comité de dirección, ¿qué tiene pendiente Laura?",
    ]) {
      const turn = await rig.send("notion", message);
      expect(turn.reply).toMatch(/previsión de cierre/);
      expect(turn.reply).not.toMatch(/oferta de empleo/);
    }
    const all = await rig.send("notion", "¿qué queda por hacer en el acta del comité?");
    expect(all.reply).toMatch(/previsión de cierre[^]*oferta de empleo/);
  });

  it("keeps every open item when the question's words only name the list", () => {
    const items = ["Laura: enviar la previsión", "Javier: publicar la oferta"];
    expect(narrowOpenItems(items, "qué le queda a Javier")).toEqual(["Javier: publicar la oferta"]);
    expect(narrowOpenItems(items, "qué queda pendiente en el acta")).toEqual(items);
  });
});
