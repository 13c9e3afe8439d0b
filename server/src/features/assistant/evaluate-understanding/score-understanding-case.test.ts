import { describe, expect, it } from "vitest";
import { normalizeForComparison, type ObservedTurn, scoreUnderstandingCase } from "./score-understanding-case";
import { readCorpus, type UnderstandingCase, UnderstandingCaseSchema } from "./understanding-case";

function makeCase(fields: Partial<UnderstandingCase>): UnderstandingCase {
  return UnderstandingCaseSchema.parse({
    id: "gmail-test",
    app: "gmail",
    message: "…",
    kind: "act",
    tools: [],
    ...fields,
  });
}

function makeTurn(fields: Partial<ObservedTurn>): ObservedTurn {
  return { toolCalls: [], approvals: [], reply: "", latencyMs: 1, ...fields };
}

const archiveLinkedIn = makeCase({
  message: "Archiva el correo de LinkedIn",
  tools: ["gmail_archive_message"],
  args: [{ tool: "gmail_archive_message", card: "invitaciones|LinkedIn" }],
  answer: ["LinkedIn"],
});

describe("scoring one understanding case", () => {
  it("passes the right write with its card, and fails a trash proposed for an archive", () => {
    const card = {
      summary: "Archivar el correo «Tienes 3 invitaciones nuevas» de LinkedIn",
      args: { messageId: "m1" },
    };
    const right = makeTurn({
      toolCalls: [
        { toolName: "gmail_search_messages", input: { from: "LinkedIn" } },
        { toolName: "gmail_archive_message", input: { messageId: "m1" } },
      ],
      approvals: [{ tool: "gmail_archive_message", ...card }],
      reply: "Necesito tu confirmación.",
    });
    expect(scoreUnderstandingCase(archiveLinkedIn, right)).toMatchObject({
      rightTool: true,
      rightArguments: true,
      usefulAnswer: true,
    });

    const trash = makeTurn({
      toolCalls: [{ toolName: "gmail_trash_message", input: { messageId: "m1" } }],
      approvals: [{ tool: "gmail_trash_message", ...card }],
      reply: "Necesito tu confirmación.",
    });
    const score = scoreUnderstandingCase(archiveLinkedIn, trash);
    expect(score).toMatchObject({ rightTool: false, rightArguments: false });
    expect(score.misses.join(" ")).toContain("propuso gmail_trash_message");
  });

  it("checks argument facts ignoring case and accents, and exact values for numbers and flags", () => {
    const item = makeCase({
      tools: ["gmail_list_recent_messages|gmail_search_messages"],
      args: [
        { tool: "gmail_search_messages", field: "from|words", contains: "iberia" },
        { tool: "gmail_list_recent_messages|gmail_search_messages", field: "unreadOnly", equals: true },
      ],
    });
    const call = (input: Record<string, unknown>) =>
      makeTurn({ toolCalls: [{ toolName: "gmail_search_messages", input }], reply: "Aquí está." });
    expect(scoreUnderstandingCase(item, call({ words: "IBÉRIA vuelo", unreadOnly: true })).rightArguments).toBe(true);
    expect(scoreUnderstandingCase(item, call({ words: "vuelo", unreadOnly: true })).rightArguments).toBe(false);
    expect(scoreUnderstandingCase(item, call({ from: "Iberia", unreadOnly: "true" })).rightArguments).toBe(false);
  });

  it("needs every expected tool of a request with two parts", () => {
    const item = makeCase({ tools: ["gmail_archive_message", "gmail_trash_message"] });
    const half = makeTurn({
      toolCalls: [{ toolName: "gmail_archive_message", input: {} }],
      approvals: [{ tool: "gmail_archive_message", summary: "Archivar", args: {} }],
      reply: "Confirma.",
    });
    expect(scoreUnderstandingCase(item, half).rightTool).toBe(false);
  });

  it("counts an answer useful only when it carries the fact, even with Markdown around it", () => {
    const item = makeCase({ tools: ["hubspot_list_open_deals"], answer: ["146.050"] });
    const turn = (reply: string) =>
      makeTurn({ toolCalls: [{ toolName: "hubspot_list_open_deals", input: {} }], reply });
    expect(scoreUnderstandingCase(item, turn("En total suman **146.050 €**.")).usefulAnswer).toBe(true);
    expect(scoreUnderstandingCase(item, turn("Tienes 6 negocios abiertos.")).usefulAnswer).toBe(false);
  });

  it("fails a refusal that shows developers' words or suggests connecting a service marked 'Próximamente'", () => {
    const item = makeCase({ app: "shifu", kind: "abstain", message: "conecta Jira" });
    const reply = (text: string) => scoreUnderstandingCase(item, makeTurn({ reply: text }));
    expect(reply("Jira todavía no se puede conectar. Con Asana o ClickUp sí puedo ayudarte.").usefulAnswer).toBe(true);
    expect(reply("Sin un modelo configurado (LLM_BASE_URL) no puedo.").usefulAnswer).toBe(false);
    expect(reply("Conecta Jira en Integraciones y vuelve a pedírmelo.").usefulAnswer).toBe(false);
    expect(reply("Uso gmail_search_messages para eso.").usefulAnswer).toBe(false);
    expect(
      scoreUnderstandingCase(item, makeTurn({ reply: "Hecho.", approvals: [{ tool: "x_y", summary: "", args: {} }] }))
        .rightTool,
    ).toBe(false);
  });

  it("normalizes like a person reading: no case, accents or emphasis", () => {
    expect(normalizeForComparison("  **Construcciones   Ibéricas** ")).toBe("construcciones ibericas");
  });
});

describe("the corpora", () => {
  it("hold at least 330 cases, two thirds dev, across every app and the general chat", () => {
    const dev = readCorpus("dev");
    const heldOut = readCorpus("held-out");
    expect(dev.length + heldOut.length).toBeGreaterThanOrEqual(330);
    expect(heldOut.length * 3).toBeGreaterThanOrEqual(dev.length + heldOut.length - 2);
    const apps = ["gmail", "outlook", "drive", "onedrive", "dropbox", "slack", "teams", "discord", "notion"];
    apps.push("hubspot", "asana", "clickup", "monday", "instagram", "calendar", "shifu");
    for (const corpus of [dev, heldOut]) {
      expect([...new Set(corpus.map((item) => item.app))]).toEqual(expect.arrayContaining(apps));
      expect(corpus.some((item) => item.kind === "abstain")).toBe(true);
      expect(corpus.some((item) => item.tools.length > 1)).toBe(true);
    }
    // An id names one case in both corpora, so that `--only` and a miss list never mix a dev case with a held-out one.
    const devIds = new Set(dev.map((item) => item.id));
    expect(heldOut.filter((item) => devIds.has(item.id)).map((item) => item.id)).toEqual([]);
    const devMessages = new Set(dev.map((item) => normalizeForComparison(item.message)));
    expect(heldOut.filter((item) => devMessages.has(normalizeForComparison(item.message)))).toEqual([]);
  });
});
