import { describe, expect, it } from "vitest";
import { splitRequests } from "./split-requests";

const texts = (message: string) => splitRequests(message).map((span) => span.text);

describe("splitRequests", () => {
  it("splits two requests joined by 'y', a comma or a sentence end", () => {
    expect(texts("Archiva el correo de LinkedIn y crea una tarea para revisar el contrato")).toEqual([
      "Archiva el correo de LinkedIn",
      "crea una tarea para revisar el contrato",
    ]);
    expect(texts("¿Dónde está el acta de la reunión del lunes? ¿qué dice?")).toEqual([
      "¿Dónde está el acta de la reunión del lunes?",
      "¿qué dice?",
    ]);
    expect(texts("busca el correo de Iberia, y luego reenvíaselo a Pedro")).toEqual([
      "busca el correo de Iberia",
      "reenvíaselo a Pedro",
    ]);
    expect(texts("dime mis tareas de hoy. Después borra el correo de Tienda XYZ")).toEqual([
      "dime mis tareas de hoy.",
      "borra el correo de Tienda XYZ",
    ]);
  });

  it("splits off a request to tell the person something ('cuéntame'), after a name given to a new item", () => {
    expect(texts("añade un elemento que se llame Revisar textos legales y cuéntame qué queda por hacer")).toEqual([
      "añade un elemento que se llame Revisar textos legales",
      "cuéntame qué queda por hacer",
    ]);
  });

  it("splits off the same asked of another app ('y también lo que me queda en ClickUp'), not a clause of the first", () => {
    expect(texts("mira qué tengo en monday, y también lo que me queda en clickup")).toEqual([
      "mira qué tengo en monday",
      "lo que me queda en clickup",
    ]);
    expect(texts("busca el presupuesto en drive y lo que diga Ana")).toHaveLength(1);
  });

  it("splits off a question asked mid-sentence, but not a clause that describes the first thing", () => {
    expect(texts("cuantos correos sin leer tengo, y que reuniones tengo mañana?")).toEqual([
      "cuantos correos sin leer tengo",
      "que reuniones tengo mañana?",
    ]);
    expect(texts("lista mis tareas y cuántas vencen hoy?")).toEqual(["lista mis tareas", "cuántas vencen hoy?"]);
    expect(texts("dime cuantos correos importantes tengo y que dia es hoy")).toEqual([
      "dime cuantos correos importantes tengo",
      "que dia es hoy",
    ]);
    expect(texts("busca los correos de Laura y qué día llegaron")).toHaveLength(1);
    expect(texts("tengo algo de laura en gmail y que me ha dicho en slack?")).toEqual([
      "tengo algo de laura en gmail",
      "que me ha dicho en slack?",
    ]);
    expect(texts("busca los correos de Ana en Gmail que tengan adjuntos")).toHaveLength(1);
    expect(texts("los correos de Ana y que me ha dicho")).toHaveLength(1);
    expect(texts("busca los correos de Ana que tengan adjuntos y que sean de esta semana")).toHaveLength(1);
    expect(texts("muéstrame las tareas que vencen hoy y que son de Pedro")).toHaveLength(1);
  });

  it("keeps one request whole when 'y' joins names, things or the text of a message", () => {
    expect(texts("busca los correos de Ana y Pedro")).toEqual(["busca los correos de Ana y Pedro"]);
    expect(texts("Manda un mensaje a Laura diciéndole que mañana hablamos y que traiga el informe")).toHaveLength(1);
    expect(texts("crea una tarea «revisar y enviar el contrato»")).toHaveLength(1);
    expect(texts("mis correos de hoy y de ayer")).toHaveLength(1);
  });
});

describe("an aside that tells what arrived", () => {
  it("stays with the request it explains, and a question about what arrived is one of its own", () => {
    expect(texts("quienes me quieren agregar en linkedin? me llego un aviso")).toHaveLength(1);
    expect(texts("¿a qué hora sale mi vuelo? creo que me mandaron un mail de Iberia")).toHaveLength(1);
    expect(texts("¿dónde está el acta del lunes? ¿me llegó la factura de la luz?")).toHaveLength(2);
  });
});
