import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { splitByNamedApps } from "./split-by-named-apps";

const now = new Date("2026-12-06T08:30:00Z");
const split = (text: string) => splitByNamedApps(parseSpanishRequest(text, { now, timeZone: "Europe/Madrid" }));

describe("splitByNamedApps", () => {
  it("asks a read that names two apps of each, without the other app's name as a word", () => {
    const requests = split("¿cuántos correos sin leer tengo entre Gmail y Outlook?");
    expect(requests.map((request) => request.app)).toEqual(["gmail", "outlook"]);
    expect(requests.every((request) => request.request.keywords === undefined)).toBe(true);
    expect(split("busca el presupuesto 2026 en drive y en dropbox").map((request) => request.request.keywords)).toEqual(
      ["presupuesto 2026", "presupuesto 2026"],
    );
  });

  it("asks a read of both apps joined by 'tanto… como'", () => {
    expect(split("¿qué tareas tengo abiertas tanto en asana como en monday?").map((request) => request.app)).toEqual([
      "asana",
      "monday",
    ]);
  });

  it("keeps one request when the apps are not read together, or when it changes something", () => {
    expect(split("archiva el correo de LinkedIn en Gmail")).toHaveLength(1);
    expect(split("reenvía por Outlook el correo de Slack a Marta")).toHaveLength(1);
  });
});
