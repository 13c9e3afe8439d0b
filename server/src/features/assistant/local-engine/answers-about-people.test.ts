import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { findNamedPerson } from "./ground-person-filter";
import { parseSpanishRequest } from "./parse-spanish-request";
import { chooseTarget, rankCandidates } from "./rank-candidates";
import {
  askLocalEngine,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;

const fromLaura: ListedItem = {
  id: "m1",
  title: "Revisión del presupuesto 2026",
  from: "Laura Gómez",
  fromAddress: "laura.gomez@ejemplo.com",
};
const fromMarta: ListedItem = {
  id: "m2",
  title: "Vacaciones de Navidad",
  from: "Marta López <marta.lopez@ejemplo.com>",
};

function listed(items: ListedItem[]) {
  return {
    status: "ok" as const,
    notice: UNTRUSTED_NOTICE,
    output: { kind: "list" as const, object: "email" as const, items },
  };
}

describe("names written with a slip", () => {
  it("fit the sender or the contact the slip is of, never a name with another first letter", () => {
    const choose = (word: string) => chooseTarget(rankCandidates([fromLaura, fromMarta], { alternatives: [[word]] }));
    expect(choose("marta lopes")).toEqual({ kind: "one", item: fromMarta });
    expect(choose("laura gomes")).toEqual({ kind: "one", item: fromLaura });
    expect(choose("marta lopz")).toEqual({ kind: "one", item: fromMarta });
    expect(choose("aura")).toEqual({ kind: "none" });
    const contact: ListedItem = { id: "c1", title: "Marta Vidal", snippet: "Directora de Compras" };
    expect(chooseTarget(rankCandidates([contact], { alternatives: [["marta vidla"]] }))).toEqual({
      kind: "one",
      item: contact,
    });
  });

  it("fit a member of a team chat with two letters swapped", () => {
    expect(findNamedPerson(["Pedro Sánchez", "Laura Gómez"], "pdero")?.name).toBe("Pedro Sánchez");
  });

  it("a name opening what is asked after '¿sabes si…?' is who wrote", async () => {
    const step = await askLocalEngine("¿sabes si Sergio me ha escrito?", {
      assistant: "outlook",
      connectedApps: ["outlook"],
    });
    expect(step).toMatchObject({ toolName: "outlook_search_messages", input: { from: "Sergio" } });
  });

  it("a filter between a mail and its sender leaves the sender one ('algo sin leer de laura')", () => {
    const parsed = parseSpanishRequest("tengo algo sin leer de laura", { now: TEST_NOW, timeZone: TEST_ZONE });
    expect(parsed.request).toMatchObject({ person: "laura", unreadOnly: true });
  });
});

describe("questions about a person", () => {
  it("'¿quién es Javier Ruiz?' in Gmail reads what he sent, not what was taught", async () => {
    const step = await askLocalEngine("¿quién es Javier Ruiz?", gmail);
    expect(step).toMatchObject({ toolName: "gmail_search_messages", input: { from: "Javier Ruiz" } });
  });

  it("'¿quién es javier moren?' in Slack reads the messages of the member the name fits", async () => {
    const step = await askLocalEngine("quien es javier moren?", {
      assistant: "slack",
      connectedApps: ["slack"],
      directories: { slack: { places: [], people: ["Javier Moreno", "Laura Gómez"] } },
    });
    expect(step).toMatchObject({ toolName: "slack_list_recent_messages", input: { from: "Javier Moreno" } });
  });

  it("'¿quién es laura gómez en Slack?' in the general chat asks Slack's people, not the contacts", async () => {
    const step = await askLocalEngine("quien es laura gomez en slack?", {
      directories: { slack: { places: [], people: ["Laura Gómez", "Pedro Sánchez"] } },
    });
    expect(step).toMatchObject({ toolName: "slack_list_recent_messages", input: { from: "Laura Gómez" } });
  });

  it("in an app that lists no people, '¿quién es lucia canpos?' reads its messages and finds her by them", async () => {
    const discord = { assistant: "discord", connectedApps: ["discord"] } as const;
    const text = "quien es lucia canpos?";
    const first = await askLocalEngine(text, discord);
    expect(first.toolName).toBe("discord_list_recent_messages");
    expect(JSON.stringify(first.input)).not.toContain("canpos");
    const messages: ListedItem[] = [
      { id: "d1", title: "¿Pedimos comida?", from: "Raúl Méndez" },
      { id: "d2", title: "Entrega del proyecto Alameda confirmada", from: "Lucía Campos" },
    ];
    const answer = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "discord_list_recent_messages",
          input: first.input ?? {},
          result: {
            status: "ok",
            notice: UNTRUSTED_NOTICE,
            output: { kind: "list", object: "message", items: messages },
          },
          toolCallId: "r0-a-1",
        },
      ]),
      discord,
    );
    expect(answer.text).toContain("**Lucía Campos** aparece en tus mensajes de Discord");
    expect(answer.text).not.toContain("Pedimos comida");
  });

  it("'¿quién es Sofía Navarro?' in the general chat asks the mail once the contacts hold nobody of that name", async () => {
    const text = "¿quién es Sofía Navarro?";
    const none = {
      status: "ok" as const,
      notice: UNTRUSTED_NOTICE,
      output: { kind: "list" as const, object: "contact" as const, items: [] },
    };
    const first = await askLocalEngine(text);
    expect(first.toolName).toBe("hubspot_search_contacts");
    const step = await runEngineStep(
      promptWithToolResult(text, [
        { toolName: "hubspot_search_contacts", input: first.input ?? {}, result: none, toolCallId: "r0-f0-1" },
        { toolName: "hubspot_list_recent_contacts", input: { count: 50 }, result: none, toolCallId: "r0-f1-1" },
      ]),
    );
    expect(step).toMatchObject({ toolName: "gmail_search_messages", input: { from: "Sofía Navarro" } });
  });

  it("'pásame el email de laura' answers her address, read off her mail", async () => {
    const text = "pásame el email de laura porfa";
    const first = await askLocalEngine(text, gmail);
    expect(first).toMatchObject({ toolName: "gmail_search_messages", input: { from: "laura" } });
    const answer = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "gmail_search_messages",
          input: first.input ?? {},
          result: listed([fromLaura]),
          toolCallId: "r0-f0-1",
        },
      ]),
      gmail,
    );
    expect(answer.text).toContain("La dirección de correo de **Laura Gómez** es laura.gomez@ejemplo.com");
  });
});

describe("a meeting asked of a mail app", () => {
  it("named by its project, is looked for in the mail, where its invitation came", async () => {
    const step = await askLocalEngine("¿quién me ha invitado a la reunión del proyecto Atlas?", gmail);
    expect(step.toolName).toBe("gmail_search_messages");
    expect(JSON.stringify(step.input)).toContain("atlas");
  });
});

describe("a meeting not in Outlook's calendar", () => {
  const outlook = { assistant: "outlook", connectedApps: ["outlook"] } as const;
  const text = "¿a qué hora es la reunión de seguimiento con Rosa?";

  it("is looked for in the week before, then in the mail, once the calendar holds nothing that fits", async () => {
    const first = await askLocalEngine(text, outlook);
    expect(first.toolName).toBe("outlook_list_events");
    const empty = {
      status: "ok" as const,
      notice: UNTRUSTED_NOTICE,
      output: { kind: "list" as const, object: "event" as const, items: [] },
    };
    const ahead = { toolName: "outlook_list_events", input: first.input ?? {}, result: empty, toolCallId: "r0-a-1" };
    const before = await runEngineStep(promptWithToolResult(text, [ahead]), outlook);
    expect(before.toolName).toBe("outlook_list_events");
    expect(before.input).toHaveProperty("from");
    const next = await runEngineStep(
      promptWithToolResult(text, [
        ahead,
        { toolName: "outlook_list_events", input: before.input ?? {}, result: empty, toolCallId: "r0-oa-2" },
      ]),
      outlook,
    );
    expect(next.toolName).toBe("outlook_search_messages");
  });

  it("an empty day's agenda is an answer, not retried", async () => {
    const day = "¿qué reuniones tengo mañana?";
    const first = await askLocalEngine(day, outlook);
    const empty = {
      status: "ok" as const,
      notice: UNTRUSTED_NOTICE,
      output: { kind: "list" as const, object: "event" as const, items: [] },
    };
    const next = await runEngineStep(
      promptWithToolResult(day, [
        { toolName: first.toolName ?? "", input: first.input ?? {}, result: empty, toolCallId: "r0-a-1" },
      ]),
      outlook,
    );
    expect(next.toolName).toBeUndefined();
  });
});

describe("two requests in one, the second said short", () => {
  it("'… de laura en gmail y qué me ha dicho en slack?' asks Slack what she said", async () => {
    const step = await askLocalEngine("tengo algo de laura en gmail y que me ha dicho en slack?", {
      directories: { slack: { places: [], people: ["Laura Gómez", "Pedro Sánchez"] } },
    });
    expect(step).toMatchObject({ toolName: "slack_list_recent_messages", input: { from: "Laura Gómez" } });
  });

  it("'… importantes en Gmail y cuántos en Outlook' asks Outlook the same, filter included", async () => {
    const step = await askLocalEngine("cuantos correos importantes tengo en gmail y cuantos en outlook");
    expect(step.toolName).toMatch(/^outlook_/);
    expect(step.input).toMatchObject({ importantOnly: true });
  });
});

describe("a detail named alone after a search", () => {
  it("'busca el correo de Endesa y dime el importe' reads Endesa's mail for it, not a search of 'importe' anywhere", async () => {
    const step = await askLocalEngine("busca el correo de endesa y dime el importe", gmail);
    expect(step).toMatchObject({ toolName: "gmail_search_messages", input: { from: "endesa" } });
  });
});

describe("questions that name a change without asking for it", () => {
  it("'¿tengo que responder a alguien?' proposes no reply", async () => {
    const step = await askLocalEngine("¿tengo que responder a alguien?", gmail);
    expect(step.toolName).not.toBe("gmail_reply_message");
    const parsed = parseSpanishRequest("¿tengo que responder a alguien?", { now: TEST_NOW, timeZone: TEST_ZONE });
    expect(parsed.action).toBe("list");
  });

  it("'¿cuántos correos tengo en la papelera?' is no move to the bin; 'tíralo a la papelera' is", () => {
    const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }).action;
    expect(parse("¿cuántos correos tengo en la papelera?")).not.toBe("trash");
    expect(parse("tira a la papelera el de LinkedIn")).toBe("trash");
  });
});

describe("mentions asked of in other words", () => {
  it("'¿alguien ha preguntado por mí?' asks for mentions, 'de mi propuesta' does not", () => {
    const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }).request;
    expect(parse("¿alguien ha preguntado por mí?").mentionsOnly).toBe(true);
    expect(parse("han hablado de mí en slack hoy?").mentionsOnly).toBe(true);
    expect(parse("¿qué ha dicho Laura de mi propuesta?").mentionsOnly).toBeUndefined();
  });
});
