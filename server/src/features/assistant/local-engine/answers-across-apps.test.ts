import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// The general chat over the sandbox's demo data, with no model: a question about what something says is looked for in
// every app at once and answered from the text of what was found, read with its own app's reader.
const rig = useUnderstandingRig();

describe("the general chat answers from what it finds in the apps", () => {
  it("reads the document a question names, with the app that keeps it", async () => {
    const turn = await rig.send("shifu", "¿de qué trata la política de teletrabajo?");
    expect(turn.toolCalls[0]?.toolName).toBe("shifu_search_everything");
    expect(turn.toolCalls.some((call) => /_read_/.test(call.toolName))).toBe(true);
    expect(turn.reply).toMatch(/tres días/);
  });

  it("finds a described thing whose words no app's search has, and answers the fact", async () => {
    const turn = await rig.send("shifu", "¿cuánto me ha costado la luz en octubre?");
    expect(turn.reply).toMatch(/342,18/);
  });

  it("says what it can do with an app when asked, without searching it", async () => {
    const turn = await rig.send("shifu", "¿qué puedes hacer con notion?");
    expect(turn.toolCalls).toEqual([]);
    expect(turn.reply).toMatch(/\*\*Notion\*\*: puedo/);
  });

  it("answers a question that finds nothing in plain words", async () => {
    const turn = await rig.send("shifu", "¿tengo algo del dentista?");
    expect(turn.reply).toMatch(/^No, no he encontrado nada que coincida con «dentista»/);
  });

  it("lists what is still to do in a checklist page", async () => {
    const turn = await rig.send("notion", "¿qué me queda por hacer en la lista de tareas de la semana?");
    expect(turn.reply).toMatch(/tienes pendiente/);
    expect(turn.reply).not.toMatch(/\[x\]/);
  });

  it("reads another app's notices as mails in a mail app's chat, and still sends its own requests there", async () => {
    const notice = await rig.send("gmail", "¿me ha llegado algún aviso de LinkedIn?");
    expect(notice.toolCalls[0]).toMatchObject({ toolName: "gmail_search_messages", input: { from: "LinkedIn" } });
    expect(notice.reply).toMatch(/Diego Torres/);
    const elsewhere = await rig.send("gmail", "que hay nuevo en slack");
    expect(elsewhere.reply).toMatch(/Eso es cosa de Slack/);
  });
});
