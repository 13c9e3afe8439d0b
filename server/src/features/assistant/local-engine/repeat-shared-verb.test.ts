import { describe, expect, it } from "vitest";
import { expandShorthand } from "./expand-shorthand";
import { repeatSharedVerb } from "./repeat-shared-verb";

describe("a verb said once for two things", () => {
  it.each([
    [
      "borra el boletín de emprendedores y también la oferta de verano de Tienda XYZ",
      "borra el boletín de emprendedores y también borra la oferta de verano de Tienda XYZ",
    ],
    ["archiva el de LinkedIn y el de Iberia", "archiva el de LinkedIn y archiva el de Iberia"],
    ["Archiva el correo de Pedro y además el de Ana", "Archiva el correo de Pedro y además archiva el de Ana"],
    [
      "mandá a la papelera ese documento del proveedor, no me fío, y ya que estás también el txt de notas rápidas",
      "mandá a la papelera ese documento del proveedor, no me fío, y ya que estás también mandá a la papelera el txt de notas rápidas",
    ],
    [
      "eliminá el LEEME ese de instrucciones, y también la foto del stand principal",
      "eliminá el LEEME ese de instrucciones, y también eliminá la foto del stand principal",
    ],
  ])("«%s» is two requests", (text, repeated) => {
    expect(repeatSharedVerb(text)).toBe(repeated);
  });

  it.each([
    "crea una tarea para revisar el contrato y la factura",
    "borra la factura de luz y gas",
    "reenvía el correo de Iberia a Pedro y a Laura",
    "manda a la papelera el boletín y dime qué queda sin leer",
    // The second thing has a verb of its own, after it.
    "borra el mail de soporte que pide una acción urgente, huele a phishing. y el de la renovación del coworking archívalo",
  ])("«%s» stays one request", (text) => {
    expect(repeatSharedVerb(text)).toBe(text);
  });
});

describe("shorthand of quick typing", () => {
  it("reads 'q' inside a request as 'que', and leaves it opening one as the question word", () => {
    expect(expandShorthand("quienes son los ultimos contactos q se han dado de alta?")).toBe(
      "quienes son los ultimos contactos que se han dado de alta?",
    );
    expect(expandShorthand("q dia hay q cambiar las contraseñas")).toBe("q dia hay que cambiar las contraseñas");
    expect(expandShorthand("¿ya llegó? q bien")).toBe("¿ya llegó? q bien");
    expect(expandShorthand("borra el de Iberia y q me dijo Laura")).toBe("borra el de Iberia y q me dijo Laura");
    expect(expandShorthand("los de más de 5 k euros")).toBe("los de más de 5 k euros");
  });

  it("reads 'tb', 'xq' and 'dnd' as the words they stand for", () => {
    expect(expandShorthand("archiva tb el de Iberia xq ya volé")).toBe("archiva también el de Iberia porque ya volé");
    expect(expandShorthand("dnd es la comida")).toBe("dónde es la comida");
    expect(expandShorthand("reenvíasela a Carmen pa que le eche un ojo")).toBe(
      "reenvíasela a Carmen para que le eche un ojo",
    );
    expect(expandShorthand("cuantos días quedan pa acabar el año")).toBe("cuantos días quedan para acabar el año");
  });
});
