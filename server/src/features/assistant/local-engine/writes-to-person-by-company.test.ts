import { describe, expect, it } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("a mail to someone described by company", () => {
  it.each([
    "escribile un mail a Javier Ruiz de grupo norte preguntando si el pedido 4521 llego bien el viernes",
    "escribele un correo a Javier Ruiz de Grupo Norte preguntandole si lo del pedido 4521 sigue en pie pal viernes",
    "mándale un correo a Javier Ruiz preguntándole si el pedido 4521 ha llegado",
  ])("«%s» is a mail to him with the question", async (text) => {
    const step = await askLocalEngine(text);
    expect(step.toolName).toMatch(/^(?:gmail|outlook)_send_message$/);
    expect(String(step.input?.to)).toMatch(/javier/i);
    expect(String(step.input?.body)).toContain("4521");
  });

  it("reads 'preguntando si…' as what the mail asks", async () => {
    const step = await askLocalEngine("escribele un mail a pedro preguntando si el pedido llego bien", {
      assistant: "gmail",
    });
    expect(step.input).toMatchObject({ body: "¿el pedido llego bien?" });
  });
});
