import { describe, expect, it } from "vitest";
import { lookAcrossMessageApps } from "./look-across-message-apps";
import { parseSpanishRequest } from "./parse-spanish-request";
import { askLocalEngine, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const look = (text: string, assistant: "shifu" | "slack" = "shifu") =>
  lookAcrossMessageApps(parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE }), assistant);

describe("lookAcrossMessageApps", () => {
  it("searches every app for a person's messages when no app is named", () => {
    expect(look("¿tengo mensajes de Pedro?")).toMatchObject({ action: "search", objects: ["anything"] });
    expect(look("¿hay algún mensaje nuevo de Pedro?")?.request.keywords).toMatch(/pedro/i);
  });

  it("takes a name written in lower case when some app lists that person", () => {
    const parsed = parseSpanishRequest("tengo algún mensaje de javier ruiz", { now: TEST_NOW, timeZone: TEST_ZONE });
    const directories = new Map([["teams" as const, { places: [], people: ["Javier Ruiz"] }]]);
    expect(lookAcrossMessageApps(parsed, "shifu", directories)?.request.keywords).toBe("javier ruiz");
    const words = parseSpanishRequest("tengo algún mensaje sobre el presupuesto", {
      now: TEST_NOW,
      timeZone: TEST_ZONE,
    });
    expect(lookAcrossMessageApps(words, "shifu", directories)).toBeUndefined();
  });

  it("leaves an app, a channel or a kind of message said, and an app's own chat", () => {
    expect(look("¿tengo mensajes de Pedro en Slack?")).toBeUndefined();
    expect(look("mensajes de Pedro en #general")).toBeUndefined();
    expect(look("¿qué mensajes de Pedro me han mencionado?")).toBeUndefined();
    expect(look("¿tengo mensajes de Pedro?", "slack")).toBeUndefined();
  });

  it("makes the general chat search across apps instead of one chat", async () => {
    const step = await askLocalEngine("¿hay algún mensaje de Pedro?", {
      assistant: "shifu",
      connectedApps: ["gmail", "discord", "slack"],
      directories: { discord: { places: [], people: ["Pedro Sánchez"] } },
    });
    expect(step).toMatchObject({ toolName: "shifu_search_everything" });
  });

  it("reads what arrived from someone as their messages", async () => {
    const step = await askLocalEngine("¿me ha llegado algo de Javier Ruiz?", { assistant: "shifu" });
    expect(step).toMatchObject({ toolName: "shifu_search_everything" });
  });
});
