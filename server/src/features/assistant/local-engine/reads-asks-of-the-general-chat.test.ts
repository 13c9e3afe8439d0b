import { describe, expect, it } from "vitest";
import { dropOpeningCourtesy } from "./drop-opening-courtesy";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readChannelPointedBack } from "./read-channel-pointed-back";
import { readPendingSummaryAsked } from "./read-pending-summary-asked";
import { readSeeingSomeoneAsMeeting } from "./read-seeing-someone-as-meeting";
import { askLocalEngine, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

describe("a summary of everything pending, asked inside a story", () => {
  it.each([
    "buenas!! vengo de 3 dias de baja y tengo un caos, me haces un resumen de todo lo q tengo pendiente entre correos, tareas y demas? no se ni por donde empezar",
    "vuelvo de vacaciones, hazme un repaso de todo lo que tengo pendiente",
    "¿me resumes todo lo pendiente, mails, tareas, etc?",
  ])("«%s» asks the summary alone", (text) => {
    expect(readPendingSummaryAsked(text)).toBe("hazme un resumen de todo lo que tengo pendiente");
  });

  it.each([
    "hazme un resumen de todo lo que tengo pendiente entre mis tareas",
    "resume todo lo que tengo pendiente en Asana",
    "¿qué tengo pendiente hoy?",
  ])("«%s» stays as said: an app, a kind or a day narrows it", (text) => {
    expect(readPendingSummaryAsked(text)).toBe(text);
  });

  it("summarizes what is pending across the apps", async () => {
    const step = await askLocalEngine(
      "vengo de 3 dias de baja y tengo un caos, me haces un resumen de todo lo q tengo pendiente entre correos, tareas y demas?",
    );
    expect(step.toolName).toBe("shifu_summarize_pending");
  });
});

describe("the next one with someone", () => {
  it.each([
    ["cuando me toca la proxima con marta lopez?", "cuando es mi próxima reunión con marta lopez?"],
    ["¿cuándo es la siguiente con Pedro?", "¿cuándo es mi próxima reunión con Pedro?"],
    ["¿qué día tengo la próxima con Laura?", "¿qué día es mi próxima reunión con Laura?"],
  ])("«%s» asks for the next meeting: «%s»", (text, read) => {
    expect(readSeeingSomeoneAsMeeting(text)).toBe(read);
  });

  it("finds the next meeting with the person named", async () => {
    const step = await askLocalEngine("cuando me toca la proxima con Marta López? la del presupuesto");
    expect(step.toolName).toBe("calendar_find_next_meeting");
  });
});

describe("what the person calls Shifu before asking", () => {
  it.each([
    [
      "parce, de todo lo que tengo abierto cuál es el negocio más gordo?",
      "de todo lo que tengo abierto cuál es el negocio más gordo?",
    ],
    ["oye tío cuánto nos vino la luz?", "cuánto nos vino la luz?"],
    ["colega, ¿qué tengo hoy?", "¿qué tengo hoy?"],
  ])("«%s» asks «%s»", (text, asked) => {
    expect(dropOpeningCourtesy(text)).toBe(asked);
  });

  it("keeps 'tía' as a word when nothing sets it apart", () => {
    expect(dropOpeningCourtesy("tía Laura me escribió algo?")).toBe("tía Laura me escribió algo?");
  });
});

describe("the company asked of the largest thing", () => {
  it.each(["¿cuál es el negocio más gordo y de qué empresa es?", "qué negocio vale más y de qué cliente es"])(
    "«%s» looks for no word 'empresa' or 'cliente'",
    (text) => {
      const { request } = parse(text);
      expect(request.superlative).toBe("largest");
      expect(request.keywords).toBeUndefined();
    },
  );
});

describe("a channel pointed back at", () => {
  it.each([
    [
      "Pedro pidió el ok en #marketing, ¿hasta qué hora? y dile ahí mismo que dale",
      "Pedro pidió el ok en #marketing, ¿hasta qué hora? y dile en #marketing que dale",
    ],
    [
      "¿qué se ha dicho hoy en el canal de ventas? y publica en ese mismo canal que mañana no estoy",
      "¿qué se ha dicho hoy en el canal de ventas? y publica en #ventas que mañana no estoy",
    ],
    [
      "mira lo último de #general y contesta allí que ya voy",
      "mira lo último de #general y contesta en #general que ya voy",
    ],
  ])("«%s» writes in the channel named before", (text, read) => {
    expect(readChannelPointedBack(text)).toBe(read);
  });

  it("leaves 'ahí' with no channel named before as said", () => {
    expect(readChannelPointedBack("dile ahí mismo que dale")).toBe("dile ahí mismo que dale");
  });
});
