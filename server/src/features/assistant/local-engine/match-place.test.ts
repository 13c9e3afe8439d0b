import { describe, expect, it } from "vitest";
import type { Place } from "../../../integrations/app-tool";
import { hasNamingWords, matchPerson, matchPlace, removeNamingWords } from "./match-place";

const place = (name: string, within?: string): Place => ({
  id: name,
  name,
  holds: "message",
  ...(within ? { within } : {}),
});

const places = [
  place("general"),
  place("compras-proveedores"),
  place("Reunión de socios"),
  place("Feria del mueble 2027"),
  place("Asociación Hosteleros Sevilla"),
  place("Inés Navarro"),
];

describe("matchPlace", () => {
  it.each([
    ["que se ha hablado en compras proveedores", "compras-proveedores"],
    ["lo ultimo de la reunion de socios", "Reunión de socios"],
    ["q hay en feria del mueble", "Feria del mueble 2027"],
    ["mensajes del chat con ines", "Inés Navarro"],
    ["que se cuenta en el servidor de hosteleros", "Asociación Hosteleros Sevilla"],
    ["qué hay en la reunion de sosios", "Reunión de socios"],
  ])("finds the place «%s» names", (text, name) => {
    expect(matchPlace(places, text)?.place.name).toBe(name);
  });

  it.each(["que tal el dia", "mensajes de hosteleros", "busca lo de la asociacion"])(
    "finds none where «%s» names less than half of a place without saying it is one",
    (text) => {
      expect(matchPlace(places, text)).toBeUndefined();
    },
  );

  it("takes no word that starts otherwise for a typo of a place's name", () => {
    const channels = [place("ventas"), place("eventos"), place("general")];
    expect(matchPlace(channels, "cuanta gente se ha inscrito al webinar")).toBeUndefined();
    expect(matchPlace([place("eventos")], "avisa en el canal de ventas")).toBeUndefined();
    expect(matchPlace(channels, "avisa en el canal de ventas")?.place.name).toBe("ventas");
  });

  it("reads 'la comunidad de…' as saying a server is meant", () => {
    const servers = [place("Comunidad Emprendedores Madrid"), place("Equipo Shifu")];
    expect(matchPlace(servers, "q novedades hay en la comunidad de emprendedores")?.place.name).toBe(
      "Comunidad Emprendedores Madrid",
    );
  });

  it("gives up on a tie instead of guessing", () => {
    expect(matchPlace([place("ventas norte"), place("ventas sur")], "que hay en el canal de ventas")).toBeUndefined();
  });

  it("tells which words named the place", () => {
    expect([...(matchPlace(places, "dime lo último de Compras y proveedores")?.words ?? [])].sort()).toEqual([
      "compras",
      "proveedores",
    ]);
  });
});

describe("matchPerson", () => {
  const people = ["Inés Navarro", "Tomás Ibáñez", "Tomás Ortega"];
  it("finds the one person every word names, lowercase, without accents, with a typo", () => {
    expect(matchPerson(people, "ines navarro")).toBe("Inés Navarro");
    expect(matchPerson(people, "tomas ibañes")).toBe("Tomás Ibáñez");
  });
  it("finds no one when the words fit several or none", () => {
    expect(matchPerson(people, "tomas")).toBeUndefined();
    expect(matchPerson(people, "el informe")).toBeUndefined();
  });
});

describe("removeNamingWords", () => {
  it("keeps what was not the place's name", () => {
    const named = new Set(["socios"]);
    expect(removeNamingWords("reunion de socios presupuesto", new Set(["reunion", "socios"]))).toBe("de presupuesto");
    expect(removeNamingWords("canal de socios", named)).toBeUndefined();
  });
});

describe("hasNamingWords", () => {
  it("sees no name in a plain request for the latest messages, and one in a place, a person or a state", () => {
    expect(hasNamingWords("dame los ultimos 5 mensajes")).toBe(false);
    expect(hasNamingWords("muéstrame los comentarios")).toBe(false);
    expect(hasNamingWords("q se dijo en ventas")).toBe(true);
    expect(hasNamingWords("qué está listo ya?")).toBe(true);
  });
});
