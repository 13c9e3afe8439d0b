import type { AssistantKey, ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import type { AppDirectory } from "../../../integrations/app-tool";
import { askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

/** Accounts unlike the demo data: the engine must read any place or person the provider lists. */
const directories: Partial<Record<ServiceKey, AppDirectory>> = {
  slack: {
    places: ["general", "compras-proveedores", "soporte", "ventas"].map((name) => ({
      id: `C-${name}`,
      name,
      holds: "message",
    })),
    people: ["Inés Navarro", "Tomás Ibáñez"],
  },
  teams: {
    places: [
      { id: "chat-1", name: "Inés Navarro", holds: "message" },
      { id: "chat-2", name: "Reunión de socios", holds: "message" },
    ],
    people: ["Inés Navarro", "Tomás Ibáñez"],
  },
  discord: {
    places: [
      { id: "g-1", name: "Asociación Hosteleros Sevilla", holds: "message" },
      { id: "c-1", name: "ofertas-empleo", within: "Asociación Hosteleros Sevilla", holds: "message" },
    ],
    people: [],
  },
  instagram: {
    places: [
      { id: "m-1", name: "Nuestro stand en la Feria de Muestras de Bilbao", holds: "comment", kind: "media" },
      { id: "m-2", name: "Ya llega la nueva colección de otoño 🍂", holds: "comment", kind: "media" },
    ],
    people: [],
  },
  drive: { places: [], people: ["Pedro Sánchez", "Laura Gómez", "Soporte Técnico"] },
  monday: {
    places: [
      { id: "b-1", name: "Feria del mueble 2027", holds: "item" },
      { id: "b-2", name: "Reforma de la oficina", holds: "item" },
    ],
    people: [],
    states: ["Hecho", "En revisión", "Bloqueado"],
  },
};

const ask = (assistant: AssistantKey, text: string) => askLocalEngine(text, { assistant, directories });

describe("places and people named in plain words", () => {
  it.each([
    ["slack", "q se comento en compras proveedores", "slack_list_recent_messages", { channel: "compras-proveedores" }],
    ["slack", "dame los 4 ultimos mensajes de soporte", "slack_list_recent_messages", { channel: "soporte", count: 4 }],
    ["teams", "que me ha dicho ines", "teams_list_chat_messages", { chatId: "chat-1", chat: "Inés Navarro" }],
    ["teams", "lo ultimo de la reunion de socios", "teams_list_chat_messages", { chatId: "chat-2" }],
    [
      "discord",
      "que cuentan en el servidor de hosteleros",
      "discord_list_recent_messages",
      { server: "Asociación Hosteleros Sevilla" },
    ],
    [
      "discord",
      "hay algo nuevo en ofertas de empleo?",
      "discord_list_recent_messages",
      { server: "Asociación Hosteleros Sevilla", channel: "ofertas-empleo" },
    ],
    [
      "monday",
      "que hay pendiente en la reforma de la oficina",
      "monday_list_board_items",
      { board: "Reforma de la oficina" },
    ],
  ] as const)("%s: «%s» reads inside the place", async (assistant, text, toolName, args) => {
    const step = await ask(assistant, text);
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(args);
  });

  it("adds a new item to the board named before the colon, the whole name after it (voseo)", async () => {
    const step = await ask("monday", "agregá a feria del mueble: pedir presupuesto del stand");
    expect(step).toMatchObject({
      toolName: "monday_create_item",
      input: { itemName: "pedir presupuesto del stand", board: "Feria del mueble 2027" },
    });
  });

  it.each([
    ["teams", "contestale a tomas que si, que el martes me va bien", "teams_send_message", { person: "Tomás Ibáñez" }],
    ["slack", "respondele a ines navarro que ya esta", "slack_send_direct_message", { person: "Inés Navarro" }],
  ] as const)("%s: «%s» replies with a message to the person the app knows", async (assistant, text, tool, args) => {
    const step = await ask(assistant, text);
    expect(step).toMatchObject({ toolName: tool, input: args });
  });

  it("sends to a person written in lowercase when the app knows them", async () => {
    const step = await ask("teams", "escribele a tomas ibañez que el jueves no puedo");
    expect(step).toMatchObject({
      toolName: "teams_send_message",
      input: { person: "Tomás Ibáñez", message: "el jueves no puedo" },
    });
  });

  it.each([
    [
      "slack",
      "escribe en ventas q el pedido de ayer ya salio",
      { channel: "ventas", text: "el pedido de ayer ya salio" },
    ],
    ["slack", "publica en compras proveedores que se cierra el mes", { channel: "compras-proveedores" }],
  ] as const)("%s: «%s» posts to the channel named without '#'", async (assistant, text, args) => {
    const step = await ask(assistant, text);
    expect(step).toMatchObject({ toolName: "slack_post_message", input: args });
  });

  it.each([
    [
      "teams",
      "decile a ines que el jueves no llego",
      "teams_send_message",
      { person: "Inés Navarro", message: "el jueves no llego" },
    ],
    [
      "slack",
      "mandale a tomas que le paso el informe el lunes",
      "slack_send_direct_message",
      { person: "Tomás Ibáñez", text: "le paso el informe el lunes" },
    ],
    [
      "slack",
      "cuentale a ines que me llame luego",
      "slack_send_direct_message",
      { person: "Inés Navarro", text: "me llame luego" },
    ],
  ] as const)("%s: «%s» tells the person the message after 'que'", async (assistant, text, toolName, args) => {
    const step = await ask(assistant, text);
    expect(step).toMatchObject({ toolName, input: args });
  });

  it("reads as before what names no place of the account", async () => {
    const step = await ask("slack", "dime los ultimos 3 mensajes de marketing");
    expect(step.toolName).toBe("slack_list_recent_messages");
    expect(step.input).not.toHaveProperty("channel");
  });
});

describe("posts and their comments", () => {
  it("reads the comments of the post a request describes", async () => {
    const step = await ask("instagram", "que comentaron en la publicacion de la feria de muestras");
    expect(step).toMatchObject({ toolName: "instagram_list_media_comments", input: { mediaId: "m-1" } });
  });

  it("asks about the post itself when nothing is said of its comments", async () => {
    const step = await ask("instagram", "cuantos me gusta tiene el post de la coleccion de otoño");
    expect(step).toMatchObject({ toolName: "instagram_list_recent_media", input: { mediaId: "m-2" } });
  });

  it("finds among the latest comments the ones a question describes", async () => {
    const text = "alguien ha preguntado en los comentarios por los precios al por mayor?";
    const first = await askLocalEngine(text, { assistant: "instagram" });
    expect(first).toMatchObject({ toolName: "instagram_list_media_comments", input: { count: 50 } });
    const comment = (id: string, title: string) => ({ id, title, from: `@${id}` });
    const result = {
      status: "ok" as const,
      notice: "",
      output: {
        kind: "list" as const,
        object: "comment" as const,
        items: [comment("ana", "¡Qué bonito!"), comment("tiendas.rioja", "¿Tenéis precios al por mayor?")],
      },
    };
    const prompt = promptWithToolResult(text, [
      { toolName: "instagram_list_media_comments", input: first.input ?? {}, result },
    ]);
    const answer = await runEngineStep(prompt, { assistant: "instagram" });
    expect(answer.text).toContain("tiendas.rioja");
    expect(answer.text).not.toContain("@ana");
  });
});

describe("questions about a board's items", () => {
  it.each([
    ["¿qué elementos tiene rebeca?", "Rebeca Ortiz", "Pedir presupuesto"],
    ["cuando vence lo del catering del congreso?", "Contratar el catering del congreso", "Pedir presupuesto"],
  ])("«%s» is answered by the items it describes, not the whole board", async (text, kept, dropped) => {
    const first = await askLocalEngine(text, { assistant: "monday" });
    expect(first).toMatchObject({ toolName: "monday_list_board_items", input: { count: 50 } });
    const item = (id: string, title: string, owner: string) => ({ id, title, from: owner });
    const result = {
      status: "ok" as const,
      notice: "",
      output: {
        kind: "list" as const,
        object: "item" as const,
        items: [
          item("1", "Contratar el catering del congreso", "Rebeca Ortiz"),
          item("2", "Pedir presupuesto de la imprenta", "Luis Prieto"),
        ],
      },
    };
    const prompt = promptWithToolResult(text, [
      { toolName: "monday_list_board_items", input: first.input ?? {}, result },
    ]);
    const answer = await runEngineStep(prompt, { assistant: "monday" });
    expect(answer.text).toContain(kept);
    expect(answer.text).not.toContain(dropped);
  });
});

describe("states of the app's items", () => {
  it.each([
    ["que esta bloqueado?", "Bloqueado"],
    ["y lo que sigue en revision?", "En revisión"],
  ])("«%s» lists the items in that state", async (text, status) => {
    const step = await ask("monday", text);
    expect(step).toMatchObject({ toolName: "monday_list_board_items", input: { status } });
  });

  it("narrows a board to a state", async () => {
    const step = await ask("monday", "que hay hecho en la reforma de la oficina");
    expect(step).toMatchObject({
      toolName: "monday_list_board_items",
      input: { board: "Reforma de la oficina", status: "Hecho" },
    });
  });
});

describe("places named in the general chat with no app", () => {
  const withGeneral: Partial<Record<ServiceKey, AppDirectory>> = {
    ...directories,
    discord: {
      places: [{ id: "c-9", name: "general", within: "Asociación Hosteleros Sevilla", holds: "message" }],
      people: [],
    },
  };
  const askShifu = (text: string) => askLocalEngine(text, { assistant: "shifu", directories: withGeneral });

  it.each([
    ["que pasa en compras proveedores", "slack_list_recent_messages", { channel: "compras-proveedores" }],
    ["q se cuenta en el canal de soporte??", "slack_list_recent_messages", { channel: "soporte" }],
    ["lo ultimo de la reunion de socios", "teams_list_chat_messages", { chatId: "chat-2" }],
    ["que hay en la feria del mueble", "monday_list_board_items", { board: "Feria del mueble 2027" }],
  ])("'%s' goes to the app whose directory holds the place", async (text, tool, input) => {
    const step = await askShifu(text);
    expect(step.toolName).toBe(tool);
    expect(step.input).toMatchObject(input);
  });

  it("asks which app when two hold the place, and the answer naming the app reads it there", async () => {
    const step = await askShifu("que se dice en general");
    expect(step.toolName).toBeUndefined();
    expect(step.text).toMatch(/(Discord y Slack|Slack y Discord).*¿En cuál/);
    const answered = await runEngineStep(
      [
        { role: "user", content: [{ type: "text", text: "que se dice en general" }] },
        { role: "assistant", content: [{ type: "text", text: step.text ?? "" }] },
        { role: "user", content: [{ type: "text", text: "en Slack" }] },
      ],
      { assistant: "shifu", directories: withGeneral },
    );
    expect(answered.toolName).toBe("slack_list_recent_messages");
    expect(answered.input).toMatchObject({ channel: "general" });
  });

  it("leaves a request for another kind of thing where it was: 'el documento de soporte' is no channel", async () => {
    const step = await askShifu("que dice el documento de soporte");
    expect(step.toolName ?? "").not.toMatch(/^slack_/);
  });
});

describe("words put in a place named after 'en'", () => {
  it.each([
    [
      "slack",
      "pon en soporte: el servidor vuelve a ir",
      "slack_post_message",
      { channel: "soporte", text: "el servidor vuelve a ir" },
    ],
    ["slack", "comenta en ventas que mañana llamo a Inés", "slack_post_message", { channel: "ventas" }],
    ["shifu", "deja en compras proveedores: pedido hecho", "slack_post_message", { channel: "compras-proveedores" }],
    [
      "monday",
      "pon en la feria del mueble: reservar el stand",
      "monday_create_item",
      { board: "Feria del mueble 2027" },
    ],
  ] as const)("%s: '%s' goes to the place, the words after it as what is put there", async (app, text, tool, input) => {
    const step = await ask(app, text);
    expect(step.toolName).toBe(tool);
    expect(step.input).toMatchObject(input);
  });

  it("leaves 'pon en el calendario que…' as what it was: the calendar is no place", async () => {
    const step = await ask("shifu", "pon en el calendario que el viernes hay comida de equipo");
    expect(step.toolName ?? "").not.toMatch(/^slack_/);
  });
});

describe("whose files a request asks for", () => {
  it.each([
    ["los archivos que subió Pedro", "drive_list_recent_files", { owner: "Pedro Sánchez" }],
    ["que docs tiene pedro sanchez", "drive_list_recent_files", { owner: "Pedro Sánchez", fileKind: "document" }],
    ["el documento que compartió laura sobre marketing", "drive_search_files", { owner: "Laura Gómez" }],
  ] as const)("«%s» narrows the read to the owner's files", async (text, toolName, args) => {
    const step = await ask("drive", text);
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(args);
  });

  it("keeps a name that only says what a file is about as words to look for", async () => {
    const step = await ask("drive", "busca el procedimiento de soporte");
    expect(step.input).not.toHaveProperty("owner");
  });

  it.each([
    ["qué archivos tiene Pedro Sánchez", { owner: "Pedro Sánchez" }],
    ["lo que me compartió laura", { owner: "Laura Gómez" }],
    ["los documentos de Laura", { owner: "Laura Gómez", fileKind: "document" }],
  ] as const)("in the general chat, «%s» asks the file app that knows the owner", async (text, args) => {
    const step = await ask("shifu", text);
    expect(step.toolName).toBe("drive_list_recent_files");
    expect(step.input).toMatchObject(args);
  });

  it.each([
    ["lo que me compartió Javier", "Javier"],
    ["qué me ha pasado Rocío Vega", "Rocío Vega"],
  ] as const)("«%s» asks for the files of a sharer nobody owns a file under, as written", async (text, owner) => {
    const step = await ask("drive", text);
    expect(step.toolName).toBe("drive_list_recent_files");
    expect(step.input).toMatchObject({ owner });
  });

  it("looks for the words of a file described beside a sharer the directory lacks", async () => {
    const step = await ask("drive", "el presupuesto que me pasó Javier");
    expect(step.input).not.toHaveProperty("owner");
  });
});

describe("whose direct messages a request asks for", () => {
  it.each([
    ["tenes algun dm de ines? q dice", { person: "Inés Navarro" }],
    ["lo que me mando tomas por privado", { person: "Tomás Ibáñez" }],
  ] as const)("«%s» reads that person's conversation", async (text, args) => {
    const step = await ask("slack", text);
    expect(step.toolName).toBe("slack_list_direct_messages");
    expect(step.input).toEqual(args);
  });
});

describe("what someone sent, in a chat app", () => {
  it("reads as that person's messages, not as mail the app does not keep", async () => {
    const step = await ask("slack", "lo que me mandó tomas ayer");
    expect(step.toolName).toBe("slack_list_recent_messages");
    expect(step.input).toMatchObject({ from: "Tomás Ibáñez", since: expect.stringMatching(/T00:00/) });
  });
});
