import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// The general chat over the sandbox's demo data, Gmail and Outlook both connected: a mail to forward is looked for in
// every app at once and forwarded with the tool of the app it was found in.
const rig = useUnderstandingRig();

describe("a forward from the general chat", () => {
  it("forwards a mail that is in Outlook with Outlook's tool, found by one search across apps", async () => {
    const turn = await rig.send("shifu", "reenvía a Marta López la factura de transporte de Logística Norte");
    expect(turn.toolCalls[0]?.toolName).toBe("shifu_search_everything");
    expect(turn.toolCalls.at(-1)).toMatchObject({ toolName: "outlook_forward_message" });
    expect(turn.reply).toMatch(/Factura 2026-0112/);
  });

  it("forwards a mail that is in Gmail with Gmail's tool", async () => {
    const turn = await rig.send("shifu", "reenvíale a Laura el correo de Endesa");
    expect(turn.toolCalls.at(-1)).toMatchObject({ toolName: "gmail_forward_message" });
  });

  it("answers a question about a mail and forwards it, leaving out why it is sent", async () => {
    const turn = await rig.send(
      "shifu",
      "la factura de transporte de Logística Norte de cuánto era y cuándo vence? reenviásela a Marta López así la mete en el cierre",
    );
    expect(turn.reply).toMatch(/3\.480,00 €/);
    expect(turn.reply).toMatch(/15 de diciembre/);
    const forward = turn.toolCalls.find((call) => call.toolName === "outlook_forward_message");
    expect(forward?.input).toMatchObject({ to: ["Marta López"] });
  });
});
