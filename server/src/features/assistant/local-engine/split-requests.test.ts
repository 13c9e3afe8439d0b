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

  it("splits a question opened by a preposition ('¿en qué sala…', 'de qué va…') from a request after it", () => {
    expect(texts("¿en qué sala es la reunión según el acta del lunes y borra la presentación de ventas")).toEqual([
      "¿en qué sala es la reunión según el acta del lunes",
      "borra la presentación de ventas",
    ]);
    expect(texts("de qué va la tarea de las facturas y crea una tarea revisar el PDF")).toEqual([
      "de qué va la tarea de las facturas",
      "crea una tarea revisar el PDF",
    ]);
  });

  it("splits off things named to list before 'y' and a request of its own", () => {
    expect(texts("tareas de Lucía y crea una tarea revisar el PDF del contrato")).toEqual([
      "tareas de Lucía",
      "crea una tarea revisar el PDF del contrato",
    ]);
    expect(texts("los 3 ultimos mails porfa y responde a marta que el viernes le paso las facturas")).toEqual([
      "los 3 ultimos mails porfa",
      "responde a marta que el viernes le paso las facturas",
    ]);
    expect(texts("en Dropbox, enséñame mis archivos")).toHaveLength(1);
    expect(texts("el correo de Iberia, reenvíaselo a Pedro")).toHaveLength(1);
  });

  it("splits off a question opened with '¿' after 'y', after a message's text too", () => {
    expect(texts("escribe en #equipo: la reunión es en la sala grande y ¿qué ha dicho Laura en #general?")).toEqual([
      "escribe en #equipo: la reunión es en la sala grande",
      "¿qué ha dicho Laura en #general?",
    ]);
    expect(texts("publica en soporte que ya está arreglado, y ¿qué ha dicho Laura?")).toEqual([
      "publica en soporte que ya está arreglado",
      "¿qué ha dicho Laura?",
    ]);
  });

  it("ends a message's text where a question opened with '¿' follows 'y'", () => {
    expect(
      texts("acepta la comida con Javier diciendo que llevo la propuesta y ¿tengo algún hueco el viernes?"),
    ).toEqual(["acepta la comida con Javier diciendo que llevo la propuesta", "¿tengo algún hueco el viernes?"]);
  });

  it("reads no sentence end after an abbreviation", () => {
    expect(texts("apunta en una página nueva que hay que llamar a RR. HH. por las contrataciones")).toHaveLength(1);
    expect(texts("contesta a la Sra. Vidal que sí")).toHaveLength(1);
    expect(texts("contesta a Laura que OK. Luego borra el de LinkedIn")).toHaveLength(2);
  });

  it("keeps one request whole when 'y' joins names, things or the text of a message", () => {
    expect(texts("busca los correos de Ana y Pedro")).toEqual(["busca los correos de Ana y Pedro"]);
    expect(texts("Manda un mensaje a Laura diciéndole que mañana hablamos y que traiga el informe")).toHaveLength(1);
    expect(texts("crea una tarea «revisar y enviar el contrato»")).toHaveLength(1);
    expect(texts("mis correos de hoy y de ayer")).toHaveLength(1);
  });
});

describe("a question asked after an order or another question, with no '¿'", () => {
  it("starts where an order's sentence ends in '?': the order has none, so the question begins at the last 'y'", () => {
    expect(texts("respondele a marta q ya tengo revisadas las facturas y que quiere rosa?")).toEqual([
      "respondele a marta q ya tengo revisadas las facturas",
      "que quiere rosa?",
    ]);
    expect(texts("pasa la tarea de la comida de navidad al viernes y para cuantas personas hay que reservar?")).toEqual(
      ["pasa la tarea de la comida de navidad al viernes", "para cuantas personas hay que reservar?"],
    );
    expect(
      texts(
        "contestale a pablo q ok, que aviso yo a los clientes y que codigo de descuento me mandaron los de la tienda?",
      ),
    ).toEqual([
      "contestale a pablo q ok, que aviso yo a los clientes",
      "que codigo de descuento me mandaron los de la tienda?",
    ]);
  });

  it("leaves a question the message itself asks, after 'si', or passed on with 'pregúntale'", () => {
    expect(texts("dile a laura si puede venir y a que hora?")).toHaveLength(1);
    expect(texts("preguntale a elena si ya tiene aprobadas mis vacaciones y que dias son?")).toHaveLength(1);
    expect(texts("¿me archivas el de linkedin y el de iberia?")).toHaveLength(1);
  });

  it("splits at 'y' before 'dónde', 'cuándo', 'que' with a verb that asks, or an accented question word", () => {
    expect(texts("donde tengo el excel del presupuesto y donde esta la presentacion que subi")).toEqual([
      "donde tengo el excel del presupuesto",
      "donde esta la presentacion que subi",
    ]);
    expect(texts("quien es nuria prieto y que me escribio laura por privado en slack?")).toEqual([
      "quien es nuria prieto",
      "que me escribio laura por privado en slack?",
    ]);
    expect(texts("tengo mensajes nuevos en teams y qué escribió Laura en el chat de la campaña")).toEqual([
      "tengo mensajes nuevos en teams",
      "qué escribió Laura en el chat de la campaña",
    ]);
    expect(texts("mandale a sergio diciendole que llevo el presupuesto y qué ha dicho pablo de la landing")).toEqual([
      "mandale a sergio diciendole que llevo el presupuesto",
      "qué ha dicho pablo de la landing",
    ]);
  });

  it("marks a question split off by its question word alone, which may ask more of the request before", () => {
    expect(splitRequests("quien es tomas fuentes y de qué empresa es").map((span) => span.asksMore)).toEqual([
      undefined,
      true,
    ]);
    expect(splitRequests("archiva el de iberia y borra el de linkedin").map((span) => span.asksMore)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe("what to write, said after the order to write", () => {
  it("keeps 'dile que…' with the reply it words, and splits when it goes to someone else", () => {
    expect(
      texts("respondele a Javier Ruiz lo del pedido 4521, decile q sí, q el viernes lo recibe Marta"),
    ).toHaveLength(1);
    expect(texts("contesta a Rosa lo de la reunión y dile que me cuadra el martes")).toHaveLength(1);
    expect(texts("respóndele a Javier lo del pedido, y dile a Marta que ya está")).toHaveLength(2);
    expect(texts("archiva lo de LinkedIn, dile a Pedro que ya está")).toHaveLength(2);
  });
});

describe("an aside that tells what arrived", () => {
  it("stays with the request it explains, and a question about what arrived is one of its own", () => {
    expect(texts("quienes me quieren agregar en linkedin? me llego un aviso")).toHaveLength(1);
    expect(texts("¿a qué hora sale mi vuelo? creo que me mandaron un mail de Iberia")).toHaveLength(1);
    expect(texts("¿dónde está el acta del lunes? ¿me llegó la factura de la luz?")).toHaveLength(2);
  });
});

describe("two requests in one, the second opened by words before its verb", () => {
  it("splits after what is said before the second request, which is left out of it", () => {
    expect(texts("completa la del seguro de la furgoneta y ya que estás mueve la del inventario a campañas")).toEqual([
      "completa la del seguro de la furgoneta",
      "mueve la del inventario a campañas",
    ]);
    expect(texts("contesta a laura que vale. Otra cosa: reenvíale a pedro el acta")).toEqual([
      "contesta a laura que vale.",
      "reenvíale a pedro el acta",
    ]);
    expect(texts("da de alta a irene soler. Ah, y cuanto suman mis negocios abiertos?")).toEqual([
      "da de alta a irene soler.",
      "cuanto suman mis negocios abiertos?",
    ]);
    expect(texts("crea una tarea de revisar el contrato y también quiero que me digas qué tengo pendiente")).toEqual([
      "crea una tarea de revisar el contrato",
      "me digas qué tengo pendiente",
    ]);
  });

  it("splits before a thing, person or place named before the verb, which stays with it", () => {
    expect(texts("el de iberia archívalo y a laura contéstale que el presupuesto me parece bien")).toEqual([
      "el de iberia archívalo",
      "a laura contéstale que el presupuesto me parece bien",
    ]);
  });

  it("ends a message's text where a check is asked of Shifu ('y fíjate si tengo algo…')", () => {
    expect(
      texts("escríbele a Pedro por Slack que al final no llego a la formación y fíjate si tengo algo el jueves"),
    ).toEqual(["escríbele a Pedro por Slack que al final no llego a la formación", "fíjate si tengo algo el jueves"]);
  });

  it("ends a message's text where a command to a channel begins, the channel named first", () => {
    expect(
      texts("a laura mandale un privado diciendo que voy a la cena y en #ventas publica que llevamos el 78 %"),
    ).toEqual(["a laura mandale un privado diciendo que voy a la cena", "en #ventas publica que llevamos el 78 %"]);
  });

  it("keeps one request when the words after 'y' name things with no verb of their own", () => {
    expect(texts("reenvía el acta a laura y a pedro")).toHaveLength(1);
    expect(texts("archiva los de linkedin y los de la guía de marca")).toHaveLength(1);
    expect(texts("escríbele a pedro que el informe está listo y que lo revise")).toHaveLength(1);
  });
});

describe("whether there is something, asked after a full stop", () => {
  it.each([
    [
      "apunta a Jorge Gil, jorge@gil.es. Y tenemos a alguien más de Talleres Gil?",
      ["apunta a Jorge Gil, jorge@gil.es.", "tenemos a alguien más de Talleres Gil?"],
    ],
    ["crea la tarea del informe. Hay algo más para hoy?", ["crea la tarea del informe.", "Hay algo más para hoy?"]],
    ["archiva el de Iberia. Y tengo algún correo de Rosa?", ["archiva el de Iberia.", "tengo algún correo de Rosa?"]],
  ])("«%s» is two requests", (message, parts) => {
    expect(texts(message)).toEqual(parts);
  });
});
