import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";

const now = new Date("2026-11-23T10:30:00Z");

function parse(text: string) {
  return parseSpanishRequest(text, { now, timeZone: "Europe/Madrid" });
}

describe("actions and objects", () => {
  test.each([
    ["muéstrame mis correos", "list", "email"],
    ["Muéstreme los correos", "list", "email"],
    ["quiero ver mis tareas", "list", "task"],
    ["cuáles son mis contactos", "list", "contact"],
    ["busca el fichero de nóminas", "search", "file"],
    ["localiza el documento del contrato", "search", "document"],
    ["ábreme la hoja de cálculo de gastos", "read", "spreadsheet"],
    ["crea una nota", "create", "note"],
    ["añade un to-do", "create", "task"],
    ["agregue un contacto", "create", "contact"],
    ["manda un mensaje", "send", "message"],
    ["contesta al mail", "reply", "email"],
    ["tira a la papelera el archivo", "trash", "file"],
    ["elimine la presentación", "trash", "presentation"],
    ["archiva la página", "archive", "page"],
    ["marca como terminada la tarea", "complete", "task"],
    ["etiqueta el correo de Ana como Clientes", "label", "email"],
    ["muestrame los coreos", "list", "email"],
    ["enseñame las oportunidades", "list", "deal"],
    ["comentarios de mi post", "list", "comment"],
    // Voseo.
    ["añadí una tarea", "create", "task"],
    ["escribile un mensaje", "send", "message"],
    ["agregá un contacto", "create", "contact"],
  ])("'%s' → %s %s", (text, action, object) => {
    const parsed = parse(text);
    expect(parsed.action).toBe(action);
    expect(parsed.objects[0]).toBe(object);
  });
});

describe("states and pasts are not commands", () => {
  test.each([
    ["cuantas tareas tengo sin terminar", "complete"],
    ["que tareas tengo sin completar?", "complete"],
    ["tengo tareas por terminar?", "complete"],
    ["cuántos correos tengo sin contestar", "reply"],
    ["correos pendientes de responder", "reply"],
    ["¿ya completé la tarea del informe?", "complete"],
    ["no lo terminé todavía, ¿qué me queda?", "complete"],
  ])("'%s' is no %s", (text, action) => {
    expect(parse(text).action).not.toBe(action);
  });

  test("what someone answered me is mail received from them", () => {
    const parsed = parse("¿me respondió pedro lo del viaje?");
    expect(parsed.action).not.toBe("reply");
    expect(parsed.objects[0]).toBe("email");
  });

  test("a state's verb is no word to search for", () => {
    const { text: _text, ...slots } = parse("cuantos correos tengo sin contestar").request;
    expect(JSON.stringify(slots)).not.toContain("contestar");
  });

  test.each([
    ["completa la tarea del informe", "complete"],
    ["mové la reunión al viernes", "reschedule"],
    ["respondé al correo de Laura", "reply"],
    ["terminé de revisarlo: marca como terminada la tarea", "complete"],
  ])("'%s' is still %s", (text, action) => {
    expect(parse(text).action).toBe(action);
  });
});

describe("a task moved in time", () => {
  test.each([
    ["mueve la tarea del contrato al viernes", "contrato"],
    ["cambia la fecha de la tarea del contrato al lunes", "contrato"],
    ["aplaza la tarea del informe a la semana que viene", "informe"],
  ])("'%s' is due then", (text, keyword) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("reschedule");
    expect(parsed.objects).toEqual(["task"]);
    expect(parsed.request.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(parsed.request.keywords).toContain(keyword);
    expect(parsed.request.keywords).not.toMatch(/fecha/);
  });

  test("moved to a list, it stays a move", () => {
    expect(parse("mueve la tarea del inventario a la lista Campañas").action).toBe("move");
  });
});

describe("slots", () => {
  test.each([
    ["los 3 últimos correos", 3],
    ["los últimos diez mensajes", 10],
    ["dame cinco archivos", 5],
    ["el último correo de Ana", 1],
  ])("count in '%s'", (text, count) => {
    expect(parse(text).request.count).toBe(count);
  });

  test("no count from times or years", () => {
    expect(parse("busca presupuesto 2025").request.count).toBeUndefined();
    expect(parse("crea una tarea para mañana a las 5").request.count).toBeUndefined();
  });

  test.each([
    ["correos de Laura", "Laura"],
    ["correos de laura", "laura"],
    ["los mails que me envió Pedro Sánchez", "Pedro Sánchez"],
    ["envía un mensaje a Marta diciendo hola", "Marta"],
    ["busca los correos de ana@empresa.com", "ana@empresa.com"],
    ["mensajes enviados por Luis sobre el viaje", "Luis"],
    ["¿me respondió pedro lo del viaje?", "pedro"],
    ["me ha contestado Laura?", "Laura"],
  ])("person in '%s'", (text, person) => {
    expect(parse(text).request.person).toBe(person);
  });

  test.each([
    "abre el documento Plan de marketing",
    "correos de ayer",
    "crea una tarea para revisar el presupuesto",
    "correos de la semana pasada",
  ])("no person in '%s'", (text) => {
    expect(parse(text).request.person).toBeUndefined();
  });

  test.each([
    ["correos no leídos", true],
    ["mensajes sin leer", true],
    ["los correos que no he leído", true],
    ["lee el correo", undefined],
  ])("unread in '%s'", (text, unread) => {
    expect(parse(text).request.unreadOnly).toBe(unread);
  });

  test.each([
    ["crea la etiqueta Facturas", "Facturas"],
    ["crea una página llamada Ideas de producto", "Ideas de producto"],
    ["nueva tarea que se llame Revisar el contrato para el jueves", "Revisar el contrato"],
    ["añade una tarea con el nombre Pagar alquiler", "Pagar alquiler"],
    ["crea una etiqueta titulada «Proveedores 2026»", "Proveedores 2026"],
    ["nueva tarea: comprar leche mañana", "comprar leche"],
  ])("name in '%s'", (text, name) => {
    expect(parse(text).request.name).toBe(name);
  });

  test.each([
    ["envía a Marta un mensaje diciendo que llego tarde", "llego tarde"],
    ["publica en #general: la demo es a las 5", "la demo es a las 5"],
    ["responde a Ana que me parece bien", "me parece bien"],
    ['manda un correo a Luis con el texto "nos vemos mañana"', "nos vemos mañana"],
    ["escribe en el canal ventas que hay reunión", "hay reunión"],
  ])("body in '%s'", (text, body) => {
    expect(parse(text).request.body).toBe(body);
  });

  test("words inside a message body never act or date", () => {
    const parsed = parse("envía a Marta un mensaje diciendo que borre el archivo mañana");
    expect(parsed.action).toBe("send");
    expect(parsed.request.dateRange).toBeUndefined();
  });

  test.each([
    ["mensajes de #general", "general"],
    ["publica en el canal de marketing", "marketing"],
    ["qué se dice en #proyecto-alfa", "proyecto-alfa"],
  ])("channel in '%s'", (text, channel) => {
    expect(parse(text).request.channel).toBe(channel);
  });

  test.each([
    ["busca correos sobre el presupuesto anual", "presupuesto anual"],
    ["documentos que hablen de la campaña", "campaña"],
    ["mails con la palabra factura", "factura"],
    ["busca presupuesto 2025 en drive", "presupuesto 2025"],
  ])("keywords in '%s'", (text, keywords) => {
    expect(parse(text).request.keywords).toBe(keywords);
  });

  test("file kinds", () => {
    expect(parse("mis pdf").request.fileKind).toBe("pdf");
    expect(parse("mis hojas de cálculo").request.fileKind).toBe("spreadsheet");
    expect(parse("las presentaciones").request.fileKind).toBe("presentation");
  });

  test("drafts", () => {
    expect(parse("prepara un borrador de respuesta a Ana diciendo que sí").request.draft).toBe(true);
  });
});

describe("conversation acts", () => {
  test.each([
    ["hola", "greeting"],
    ["Buenos días!", "greeting"],
    ["buenas tardes", "greeting"],
    ["gracias!", "thanks"],
    ["mil gracias, perfecto", "thanks"],
    ["¿qué puedes hacer?", "help"],
    ["ayuda", "help"],
    ["¿en qué me puedes ayudar?", "help"],
    ["escribe un poema", "outOfScope"],
    ["qué tiempo hace en Sevilla", "outOfScope"],
  ])("'%s' → %s", (text, act) => {
    expect(parse(text).act).toBe(act);
  });

  test("a greeting with a request is the request", () => {
    const parsed = parse("hola, muéstrame mis correos");
    expect(parsed.act).toBeUndefined();
    expect(parsed.action).toBe("list");
  });
});

describe("general rules for colloquial requests", () => {
  test("relative clauses say how things came, not what to search", () => {
    expect(parse("enséñame los correos que me han llegado últimamente").request.keywords).toBeUndefined();
    expect(parse("los clientes que he dado de alta").action).toBe("list");
    expect(parse("los archivos que he subido a Drive").request.keywords).toBeUndefined();
  });

  test("chat shorthand and adverbs are fillers", () => {
    expect(parse("pasame los 4 ultimos mails q tengo").request).toMatchObject({ count: 4 });
    expect(parse("pasame los 4 ultimos mails q tengo").request.keywords).toBeUndefined();
    expect(parse("los emails que todavía no he leído").request.keywords).toBeUndefined();
  });

  test("an app after 'de' that cannot hold the thing is who sent it", () => {
    const parsed = parse("borra el correo de LinkedIn");
    expect(parsed.app).toBeUndefined();
    expect(parse("mis archivos de Dropbox").app).toBe("dropbox");
  });

  test("a month alone inside a title is no date", () => {
    const parsed = parse("crea una página titulada Retrospectiva de noviembre");
    expect(parsed.request.name).toBe("Retrospectiva de noviembre");
    expect(parsed.request.dueDate).toBeUndefined();
  });

  test("a reminder is a task named after the verb", () => {
    const parsed = parse("recuérdame llamar al gestor el lunes que viene");
    expect(parsed).toMatchObject({ action: "create", objects: ["task"], request: { name: "llamar al gestor" } });
  });

  test("put verbs create, and later verbs belong to the name", () => {
    expect(parse("ponme una tarea: preparar la demo").request.name).toBe("preparar la demo");
  });

  test("'por hacer' is pending, not a create", () => {
    expect(parse("qué tareas me quedan por hacer").action).toBe("list");
  });

  test("a title stops at a comma", () => {
    expect(parse("archiva la página llamada Borradores 2024, ya no la uso").request.keywords).toBe("Borradores 2024");
  });

  test("a count next to 'las' is no hour", () => {
    const parsed = parse("enséñame las 2 presentaciones más nuevas");
    expect(parsed.request.count).toBe(2);
    expect(parsed.request.dateRange).toBeUndefined();
  });

  test("a capitalised title keeps its 'de'", () => {
    expect(parse("elimina la hoja Copia de Gastos").request).toMatchObject({ keywords: "Copia de Gastos" });
    expect(parse("elimina la hoja Copia de Gastos").request.person).toBeUndefined();
  });

  test("a verb-led body leaves the verb out", () => {
    const parsed = parse("contéstale a Rebeca que vale, nos vemos allí");
    expect(parsed).toMatchObject({ action: "reply", request: { person: "Rebeca", body: "vale, nos vemos allí" } });
  });

  test("an object word after another object and 'de' is part of its title", () => {
    const parsed = parse("abre la presentación de ventas");
    expect(parsed.objects).toEqual(["presentation"]);
    expect(parsed.request.keywords).toBe("ventas");
  });

  test("creating a mail is sending or replying", () => {
    expect(parse("crea un borrador de respuesta al correo de Luis diciendo que vale").action).toBe("reply");
    expect(parse("redacta un correo para Ana diciendo que llego tarde").action).toBe("send");
  });

  test("plural participles describe, they are not searched for", () => {
    expect(parse("lista los documentos modificados esta semana").request.keywords).toBeUndefined();
  });

  test("a quoted title makes any verb an app request", () => {
    expect(parse("completa «Revisar contrato»")).toMatchObject({
      action: "complete",
      request: { quoted: "Revisar contrato" },
    });
    expect(parse("completa «Revisar contrato»").act).toBeUndefined();
  });

  test("'que hacer' and 'por hacer' ask for what is pending", () => {
    expect(parse("¿qué tengo que hacer hoy?")).toMatchObject({ action: "summarize", objects: ["pending"] });
    // What is to be handed in or finished is pending too, never a meeting looked for by the word.
    expect(parse("Qué tengo que entregar hoy en Asana?")).toMatchObject({ action: "summarize", objects: ["pending"] });
    expect(parse("tengo que entregar el informe a Pedro").objects).not.toEqual(["pending"]);
  });

  test("sending an answer is replying", () => {
    const parsed = parse("mándale una respuesta a Pedro: lo miro mañana");
    expect(parsed).toMatchObject({ action: "reply", request: { person: "Pedro", body: "lo miro mañana" } });
    expect(parsed.request.keywords).toBeUndefined();
  });

  test("'di en #canal que…' posts", () => {
    expect(parse("di en #general que hoy cerramos antes")).toMatchObject({
      action: "send",
      request: { channel: "general", body: "hoy cerramos antes" },
    });
  });

  test("a label's name, quoted or not, is never searched for", () => {
    const quoted = parse("marca con la etiqueta «Pagos» el correo de Iberdrola");
    expect(quoted.request).toMatchObject({ name: "Pagos", person: "Iberdrola" });
    expect(quoted.request.quoted).toBeUndefined();
    expect(quoted.request.keywords).toBeUndefined();
    expect(parse("añade la etiqueta Urgente al último correo").request).toMatchObject({ name: "Urgente", count: 1 });
  });

  test("a mail's subject is read as its subject", () => {
    expect(
      parse("manda un correo a juan@x.es, asunto Reunión de equipo, diciendo que llego tarde").request,
    ).toMatchObject({
      subject: "Reunión de equipo",
      body: "llego tarde",
      email: "juan@x.es",
    });
  });

  test("a channel named like a known word is still a channel", () => {
    expect(parse("lo último del canal ventas")).toMatchObject({ objects: [], request: { channel: "ventas" } });
  });

  test("a capitalised sender beats a lowercase guess", () => {
    expect(parse("el correo de publicidad de Zara").request.person).toBe("Zara");
  });

  test("who wrote, as the subject of 'me ha contestado'", () => {
    // What someone answered me is mail received from them, searched by its sender.
    expect(parse("¿sabes si Nuria me ha contestado?")).toMatchObject({
      action: "search",
      objects: ["email"],
      request: { person: "Nuria" },
    });
  });
});

describe("a new thing's name after a colon", () => {
  test.each([
    ["agregá una tarea nueva: grabar el video de la app", "grabar el video de la app"],
    ["crea una tarea: mandar los correos de bienvenida", "mandar los correos de bienvenida"],
    ["añadí a la lista: revisar el documento del contrato", "revisar el documento del contrato"],
  ])("'%s' is called '%s', words the rules know included", (text, name) => {
    expect(parse(text)).toMatchObject({ action: "create", request: { name } });
  });
});

describe("mentions and direct messages are requests to the app", () => {
  test.each(["mirá si alguien me nombró", "mira si alguien me ha mencionado"])("'%s'", (text) => {
    const parsed = parse(text);
    expect(parsed).toMatchObject({ action: "list", request: { mentionsOnly: true } });
    expect(parsed.act).toBeUndefined();
  });
});

describe("a kind of file inside a new task's name", () => {
  test.each([
    ["crea una tarea revisar el PDF del contrato", "task", "revisar el PDF del contrato"],
    ["nueva tarea: pasar a limpio la hoja de cálculo de turnos", "task", "pasar a limpio la hoja de cálculo de turnos"],
    ["añade un elemento imprimir la presentación de ventas", "item", "imprimir la presentación de ventas"],
  ])("«%s» creates a %s named «%s»", (text, object, name) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("create");
    expect(parsed.objects[0]).toBe(object);
    expect(parsed.request.name).toBe(name);
    expect(parsed.request.fileKind).toBeUndefined();
  });

  test("a kind of file in an existing task's name is part of it", () => {
    const parsed = parse("mueve la tarea de preparar la presentación de resultados al lunes que viene");
    expect(parsed).toMatchObject({ action: "reschedule", objects: ["task"] });
    expect(parsed.request.keywords).toContain("presentación");
    expect(parsed.request.fileKind).toBeUndefined();
  });

  test("a reason after a change neither filters nor describes", () => {
    const parsed = parse("mueve la tarea del boletín al lunes, el comité se ha retrasado");
    expect(parsed).toMatchObject({ action: "reschedule", objects: ["task"], request: { keywords: "boletín" } });
    expect(parsed.request.overdue).toBeUndefined();
  });

  test("a document to create keeps its own kind", () => {
    expect(parse("crea un documento llamado Plan de tareas").objects[0]).toBe("document");
  });
});

describe("questions about a change are no commands", () => {
  test.each([
    "¿quién contesta a los proveedores?",
    "¿cuándo hay que enviar el informe?",
    "que hay que poner en el acta",
    "a que hora se manda el boletín",
  ])("«%s»", (text) => {
    expect(["send", "reply", "create", "assign", "forward"]).not.toContain(parse(text).action);
  });

  test("'cuando puedas' still opens a command", () => {
    expect(parse("cuando puedas, manda a Laura que ya está el informe").action).toBe("send");
  });
});

describe("words inside a name are no action", () => {
  test.each([
    "¿cuánto vale lo de Papelera Soria?",
    "contactos de la empresa Envíos Rápidos",
    "¿qué dice el de Procedimiento de cierre contable?",
    "busca lo de papelera soria",
    "¿en qué quedamos con Mudanzas Borrás Hermanos?",
  ])("«%s» changes nothing", (text) => {
    expect(["trash", "send", "complete", "move", "archive"]).not.toContain(parse(text).action);
  });

  test.each([
    ["borra el correo de Iberia", "trash"],
    ["lo de Iberia, archívalo", "archive"],
    ["manda a la papelera lo de Soria", "trash"],
  ])("«%s» still acts (%s)", (text, action) => {
    expect(parse(text).action).toBe(action);
  });
});

describe("a date in a relative clause says when the thing was made, sent or given", () => {
  test("a task given on a day filters by its creation, not its due date", () => {
    const parsed = parse("la tarea que me asignaron el lunes");
    // Said on a Monday, the Monday something was given is the week before.
    expect(parsed.request.createdRange?.from).toMatch(/^2026-11-16T00:00/);
    expect(parsed.request.dateRange).toBeUndefined();
    expect(parsed.request.keywords ?? "").not.toMatch(/lunes/);
  });

  test("a mail or a file keeps the date its listing filters by", () => {
    const mail = parse("el correo que me mandó Marta ayer");
    expect(mail.request.createdRange?.from).toMatch(/^2026-11-22T00:00/);
    expect(mail.request.dateRange?.from).toMatch(/^2026-11-22T00:00/);
    const file = parse("el archivo que subió Pedro la semana pasada");
    expect(file.request.createdRange).toBeDefined();
    expect(file.request.keywords ?? "").not.toMatch(/semana|pasada/);
  });

  test("a past verb of the sentence itself governs the date as well", () => {
    for (const text of ["¿qué tareas me asignaron hace 15 días?", "ayer me pasaron tareas nuevas?"]) {
      const parsed = parse(text);
      expect(parsed.request.createdRange?.from, text).toMatch(/T00:00/);
      expect(parsed.request.dateRange, text).toBeUndefined();
    }
  });

  test("a verb of being due is the date's, never a word to look for", () => {
    const due = parse("que vence el viernes?");
    expect(due.request.keywords).toBeUndefined();
    expect(due.request.dateRange).toBeDefined();
  });

  test("a verb of a thing's own end keeps its date a due date", () => {
    const due = parse("¿qué tareas vencieron ayer?");
    expect(due.request.createdRange).toBeUndefined();
    expect(due.request.dateRange?.from).toMatch(/^2026-11-22T00:00/);
  });

  test("a date that is no relative clause's stays the thing's own", () => {
    const due = parse("las tareas que vencen el lunes");
    expect(due.request.createdRange).toBeUndefined();
    expect(due.request.dateRange).toBeDefined();
  });
});

describe("a verb form that is as often an adjective", () => {
  test.each([
    ["cuando va a estar lista la landing de navidad?", undefined],
    ["que tareas tengo con prioridad alta", "list"],
    ["¿ya está lista la propuesta?", undefined],
  ])("«%s» is no command to list or create (%s)", (text, action) => {
    expect(parse(text).action).toBe(action);
  });

  test.each([
    ["lista mis tareas", "list"],
    ["oye, lista los correos de hoy", "list"],
    ["da de alta a Marta Vidal como contacto", "create"],
  ])("«%s» still commands (%s)", (text, action) => {
    expect(parse(text).action).toBe(action);
  });
});

describe("an app named inside the text of a message to send", () => {
  test("is what the message talks about, not where to send it", () => {
    const parsed = parse("decile a pedro por privado que el anuncio de linkedin esta aprobado");
    expect(parsed.app).toBeUndefined();
    expect(parsed.request.body).toBe("el anuncio de linkedin esta aprobado");
  });

  test("a thing named in the message is no object of the request", () => {
    const parsed = parse("mandale a miguel que ya revise el informe de gastos y que esta todo ok");
    expect(parsed.action).toBe("send");
    expect(parsed.objects).toEqual([]);
  });

  test("an app named before the message is still where it goes", () => {
    expect(parse("manda por slack a pedro que mañana hablamos").app).toBe("slack");
  });
});

describe("everyday phrasings of mail and messages", () => {
  test("reads asking someone something as a message that asks it", () => {
    const parsed = parse("pregúntale a Elena si ya tiene aprobadas mis vacaciones");
    expect(parsed.action).toBe("send");
    expect(parsed.request.body).toBe("¿ya tiene aprobadas mis vacaciones?");
    expect(parse("pregúntale a Pablo cuándo estará lista la landing").request.body).toBe(
      "¿cuándo estará lista la landing?",
    );
  });

  test("reads the label after 'como', even a word that names a kind", () => {
    const tagged = parse("etiqueta como clientes el correo de sofia");
    expect(tagged.action).toBe("label");
    expect(tagged.request.name).toBe("clientes");
    expect(parse("marca el de iberia como Viajes")).toMatchObject({ action: "label", request: { name: "Viajes" } });
    expect(parse("marca como leído el de laura").action).not.toBe("label");
  });

  test("reads mail moved under a label as labelled, and out of the inbox as archived", () => {
    expect(parse("mueve el correo de iberia a la etiqueta viajes")).toMatchObject({
      action: "label",
      request: { name: "viajes" },
    });
    expect(parse("quita el correo de linkedin de la bandeja").action).toBe("archive");
    expect(parse("saca de la bandeja el boletín").action).toBe("archive");
    expect(parse("muéstrame los correos de la bandeja").action).toBe("list");
  });

  test("keeps courtesy and remarks out of what is looked for", () => {
    expect(parse("reenvía el correo de las fotos de la cena a pedro@ejemplo.com cuando puedas").request.keywords).toBe(
      "fotos de la cena",
    );
    expect(parse("elimina el LEEME que no sé quién lo puso").request.keywords).toBe("LEEME");
  });

  test("reads the sender after a verb of having, and the app after a sender that is an app", () => {
    expect(parse("cuantos correos tengo de laura?").request.person).toBe("laura");
    expect(parse("archiva el correo de linkedin en gmail")).toMatchObject({
      app: "gmail",
      request: { person: "linkedin" },
    });
  });
});

describe("a new thing's name said after 'titulada', 'llamada' or 'que se llame'", () => {
  test.each([
    ["crea una pagina en notion titulada Reunión con Lumen", "Reunión con Lumen"],
    ["crea una página que se llame Reunión con Lumen", "Reunión con Lumen"],
    ["crea una página titulada Ideas con dos puntos: a y b", "Ideas"],
    ["crea una tarea llamada revisar el contrato con la descripción: mirar cláusulas", "revisar el contrato"],
  ])("«%s» is named «%s»", (text, name) => {
    expect(parse(text).request.name).toBe(name);
  });
});

describe("a meeting moved to an hour, picked by its day", () => {
  test.each([
    ["la revisión de mañana muévela a las 5", "2026-11-24", "17:00"],
    ["mueve la reunión del 26 a las 10", "2026-11-26", "10:00"],
    ["cambia la demo del jueves 26 a las 9 y media", "2026-11-26", "09:30"],
  ])("'%s': the day is which meeting, the hour where it goes", (text, day, time) => {
    const { request } = parse(text);
    expect(request.dateRange?.from).toBe(`${day}T00:00:00+01:00`);
    expect(request.timeOfDay).toBe(time);
    expect(request.dueDate).toBeUndefined();
  });

  test("a day after 'a' is where it goes", () => {
    const { request } = parse("mueve la demo a mañana a las 5");
    expect(request.dueDate).toBe("2026-11-24T17:00:00+01:00");
    expect(request.dateRange).toBeUndefined();
  });
});

describe("a thing moved in time with a verb of delay is a meeting", () => {
  test.each([
    ["retrasa la presentación de resultados a las 13", "presentación"],
    ["adelanta el documento de la revisión a las 9", "revisión"],
    ["aplaza la presentación del trimestre para el viernes", "presentación"],
    ["atrasa la presentación a dirección a las 5", "dirección"],
  ])("'%s' reschedules a meeting", (text, word) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("reschedule");
    expect(parsed.objects).toEqual(["event"]);
    expect(parsed.request.person).toBeUndefined();
    expect(parsed.request.keywords).toContain(word);
  });
});

describe("a span of hours kept with nothing named is a meeting", () => {
  test.each([
    ["bloquéame el jueves de 9 a 11 para preparar la auditoría", "Preparar la auditoría"],
    ["el viernes resérvame de 10 a 12 pa revisar lo de los presupuestos", "Revisar los presupuestos"],
    ["apúntame mañana de 4 a 5 para llamar al gestor", "Llamar al gestor"],
  ])("'%s' makes a meeting called '%s'", (text, name) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("create");
    expect(parsed.objects).toEqual(["event"]);
    expect(parsed.request.name).toBe(name);
    expect(parsed.request.dateRange?.to).toBeDefined();
  });
});

describe("a new thing named after its verb, with where it goes said before", () => {
  test.each([
    ["en clientes nuevos crea una tarea pa llamar a la gestoría", "task", "llamar a la gestoría"],
    ["en contactos pendientes añade una tarea para revisar los correos", "task", "revisar los correos"],
    ["crea una tarea pa enviar el presupuesto", "task", "enviar el presupuesto"],
  ])("'%s' makes a %s called '%s'", (text, object, name) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("create");
    expect(parsed.objects).toEqual([object]);
    expect(parsed.request.name).toBe(name);
  });
});

describe("an invitation someone sent, answered with an order said after it", () => {
  test.each([
    ["lo de la comida de navidad q me mandó Laura, dile que sí", "accepted"],
    ["la formación que me mandó pedro, contéstale que no puedo", "declined"],
    ["lo del comité q me envió Rosa, dile que si voy", "accepted"],
  ])("'%s' answers it: %s", (text, answer) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("respond");
    expect(parsed.request.invitationAnswer).toBe(answer);
  });
});

describe("a day right after the name of a thing that has none", () => {
  test.each([
    ["crea una pagina que se llame ideas para enero", "ideas para enero"],
    ["crea un documento llamado plan de 2027", "plan de 2027"],
  ])("'%s' is named '%s'", (text, name) => {
    const { request } = parse(text);
    expect(request.name).toBe(name);
    expect(request.dueDate).toBeUndefined();
  });

  test("a task's day is when it is due", () => {
    const { request } = parse("crea una tarea que se llame revisar facturas para el lunes");
    expect(request.name).toBe("revisar facturas");
    expect(request.dueDate).toBe("2026-11-30T00:00:00+01:00");
  });
});

describe("a mail marked read", () => {
  test.each([
    ["márcalo como leído", undefined],
    ["el de iberia dalo por leído", "iberia"],
    ["marca como leídos los correos de linkedin", undefined],
  ])("'%s' marks it read", (text, keywords) => {
    const parsed = parse(text);
    expect(parsed).toMatchObject({ action: "markRead", objects: ["email"] });
    expect(parsed.request.keywords).toBe(keywords);
  });

  test("'¿cuántos correos tengo sin leer?' still counts them", () => {
    expect(parse("¿cuántos correos tengo sin leer?").action).not.toBe("markRead");
  });
});
