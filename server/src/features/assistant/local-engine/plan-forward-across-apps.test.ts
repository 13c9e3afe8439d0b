import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// The general chat over the sandbox's demo data, Gmail and Outlook both connected: a mail a question found is looked
// for in every app at once, as the question found it, and forwarded with the tool of the app it was found in.
const rig = useUnderstandingRig();

describe("a forward from the general chat", () => {
  it("forwards the mail a question found in Gmail with Gmail's tool", async () => {
    const turn = await rig.send("shifu", "¿de cuánto es la factura de Endesa? reenvíasela a Laura");
    expect(turn.reply).toMatch(/342,18/);
    expect(turn.toolCalls.at(-1)).toMatchObject({ toolName: "gmail_forward_message" });
  });

  it("keeps each mail app's own search for a forward said alone, whose sender tells the mail", async () => {
    const turn = await rig.send("shifu", "reenvía a Marta López la factura de transporte de Logística Norte");
    expect(turn.toolCalls[0]).toMatchObject({ toolName: "gmail_search_messages", input: { from: "Logística Norte" } });
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
