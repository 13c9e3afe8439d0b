import { describe, expect, test } from "vitest";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { matchAppName } from "./match-app-name";
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
