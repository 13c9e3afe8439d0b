import { describe, expect, it } from "vitest";
import { readFrontedThing } from "./read-fronted-thing";

describe("readFrontedThing", () => {
  it("says a thing named before the verb that points back at it after that verb", () => {
    expect(readFrontedThing("la de la comida de navidad pásala al viernes")).toBe(
      "pása la de la comida de navidad al viernes",
    );
    expect(readFrontedThing("el de iberia archívalo")).toBe("archíva el de iberia");
    expect(readFrontedThing("el correo de iberia reenvíaselo a laura")).toBe("reenvíale el correo de iberia a laura");
    expect(readFrontedThing("la tarea de preparar la presentacion de resultados muevela al lunes")).toBe(
      "mueve la tarea de preparar la presentacion de resultados al lunes",
    );
  });

  it("reads a thing named, a comma and the request that points back at it, asked or ordered", () => {
    expect(readFrontedThing("la tarea de llamar a los de levante, ¿me la puedes pasar al viernes?")).toBe(
      "pasa la tarea de llamar a los de levante al viernes",
    );
    expect(readFrontedThing("la de la comida, ¿la puedes borrar?")).toBe("borra la de la comida");
  });

  it("reads a word just after the article as a noun, whatever verb it spells", () => {
    expect(readFrontedThing("el leeme ese con instrucciones, bórralo")).toBe("bórra el leeme ese con instrucciones");
    expect(readFrontedThing("el busca de la obra, archívalo")).toBe("archíva el busca de la obra");
  });

  it("leaves a person or place named first, a clause before the verb, and a name with no verb as they are", () => {
    expect(readFrontedThing("a laura contéstale que sí")).toBe("a laura contéstale que sí");
    expect(readFrontedThing("lo de levante ya esta hecho, marcalo")).toBe("lo de levante ya esta hecho, marcalo");
    expect(readFrontedThing("la guía de marca")).toBe("la guía de marca");
    expect(readFrontedThing("archiva el de linkedin")).toBe("archiva el de linkedin");
  });
});
