import { describe, expect, it } from "vitest";
import { splitSubjectAfterBody } from "./split-subject-after-body";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("a subject said after the message", () => {
  it.each([
    [
      "¿ya tiene los cambios de la cláusula, de asunto ponle contrato logística norte?",
      { body: "¿ya tiene los cambios de la cláusula?", subject: "Contrato logística norte" },
    ],
    ["mañana no llego, con el asunto: retraso", { body: "mañana no llego", subject: "Retraso" }],
    ["ya está firmado y como asunto pon contrato firmado", { body: "ya está firmado", subject: "Contrato firmado" }],
    [
      "te mando el informe, ponle de asunto informe de octubre",
      { body: "te mando el informe", subject: "Informe de octubre" },
    ],
  ])("«%s» is split", (body, split) => {
    expect(splitSubjectAfterBody(body)).toEqual(split);
  });

  it.each(["el asunto de la factura está resuelto", "te llamo con el asunto de la factura", "ya lo tengo"])(
    "«%s» stays whole",
    (body) => {
      expect(splitSubjectAfterBody(body)).toEqual({ body });
    },
  );

  it("sends the mail with that subject", async () => {
    const step = await askLocalEngine(
      "escribile un correo a carmen ortega preguntandole si ya tiene los cambios de la clausula de penalizaciones, de asunto ponele contrato logistica norte",
      { assistant: "outlook" },
    );
    expect(step.toolName).toBe("outlook_send_message");
    expect(step.input).toMatchObject({ subject: "Contrato logistica norte" });
    expect(String(step.input?.body)).not.toContain("asunto");
  });
});
