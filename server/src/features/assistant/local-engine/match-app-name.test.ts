import { readFileSync } from "node:fs";
import path from "node:path";
import spanishWords from "an-array-of-spanish-words" with { type: "json" };
import { describe, expect, test } from "vitest";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { listSpanishNearAppNames } from "./list-spanish-near-app-names";
import { FUZZY_APP_NAMES, isCloseEnough, matchAppName } from "./match-app-name";
import { tokenizeRequest } from "./tokenize-request";

function appIn(text: string) {
  return matchAppName(tokenizeRequest(text))?.app;
}

describe("matchAppName", () => {
  test.each([
    ["mis mensajes de Slack", "slack"],
    ["que hay en slak", "slack"],
    ["abre gmial", "gmail"],
    ["busca en google drive", "drive"],
    ["archivos de one drive", "onedrive"],
    ["tareas en click up", "clickup"],
    ["crea una página en Notoin", "notion"],
    ["mis posts de insta", "instagram"],
    ["contactos del crm", "hubspot"],
    ["elementos de monday", "monday"],
    ["mensajes de discrod", "discord"],
    ["correos de hotmail", "outlook"],
    ["crea un doc en google docs", "docs"],
    ["mis hojas en sheets", "sheets"],
    ["tareas de asanna", "asana"],
    ["mi whatsapp", "whatsapp"],
  ])("'%s' names %s", (text, app) => {
    expect(appIn(text)).toBe(app);
  });

  test.each([
    "mis últimos correos",
    "los dos últimos emails",
    "dame mis docs recientes",
    "busca temas de Ana",
    "la casa de Marta",
    "crea un evento mañana a las 9 e invitá a Laura",
    "manda el informe a Pedro",
    "a las doce",
  ])("'%s' names no app", (text) => {
    expect(appIn(text)).toBeUndefined();
  });
});

describe("isFuzzyMatch", () => {
  test.each([
    ["laura", "laura", true],
    ["lara", "laura", true],
    ["gmial", "gmail", true],
    ["fernandes", "fernandez", true],
    ["ana", "eva", false],
    ["pedro", "pablo", false],
    ["marta", "mario", false],
  ])("%s ~ %s: %s", (word, candidate, expected) => {
    expect(isFuzzyMatch(word, candidate)).toBe(expected);
  });
});

describe("a name that is also a thing", () => {
  test("yields to an app named plainly in the same request", () => {
    expect(appIn("a que hora era la formacion del crm en slack?")).toBe("slack");
    expect(appIn("cuántos negocios tengo en crm")).toBe("hubspot");
  });
});

describe("spanish-near-app-names.json", () => {
  test("lists the Spanish words near the apps' names as they are now", () => {
    const file = path.join(import.meta.dirname, "spanish-near-app-names.json");
    const written: unknown = JSON.parse(readFileSync(file, "utf8"));
    // Out of date after a change to the apps' names: run write-spanish-near-app-names.ts.
    expect(written).toEqual(listSpanishNearAppNames(spanishWords, FUZZY_APP_NAMES, isCloseEnough));
  });
});
