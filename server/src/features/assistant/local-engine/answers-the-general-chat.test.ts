import type { AssistantKey, ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppDirectory, ListedItem } from "../../../integrations/app-tool";
import { readNewEvent } from "../../../integrations/calendar/read-new-event";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { createLocalLanguageModel } from "./create-local-language-model";
import { asksAboutKnowledge } from "./knowledge-vocabulary";
import { parseSpanishRequest } from "./parse-spanish-request";
import { pickSuperlative, readCountedMeasure, readMeasure, readMeasureSuperlative } from "./read-superlative";
import { splitRequests } from "./split-requests";
import { findPassage } from "./summarize-text";
import {
  ALL_APPS,
  offerTools,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
const texts = (message: string) => splitRequests(message).map((span) => span.text);

/** Every tool call of the engine's first step, in order. */
async function callsFor(
  text: string,
  options: {
    assistant?: AssistantKey;
    connectedApps?: readonly ServiceKey[];
    directories?: Partial<Record<ServiceKey, AppDirectory>>;
  } = {},
) {
  const assistant = options.assistant ?? "shifu";
  const connectedApps = options.connectedApps ?? ALL_APPS;
  const tools = offerTools(assistant, connectedApps);
  const model = createLocalLanguageModel({
    assistant,
    connectedApps,
    tools,
    now: () => TEST_NOW,
    timeZone: TEST_ZONE,
    readDirectory: (app) => Promise.resolve(options.directories?.[app]),
  });
  const result = await model.doGenerate({
    prompt: [{ role: "user", content: [{ type: "text", text }] }],
    tools: tools.map((tool) => ({
      type: "function" as const,
      name: tool.name,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.inputSchema) as never,
    })),
  });
  const reply = result.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
  const calls = result.content.flatMap((part) =>
    part.type === "tool-call"
      ? [{ toolName: part.toolName, input: JSON.parse(part.input) as Record<string, unknown> }]
      : [],
  );
  return { calls, reply };
}

describe("two requests in one message", () => {
  it("splits at a question after 'y' that cannot join a clause ('… y ¿tengo algo mañana?')", () => {
    expect(texts("cuales son mis tareas de asana para hoy y tengo algo en el calendario mañana?")).toEqual([
      "cuales son mis tareas de asana para hoy",
      "tengo algo en el calendario mañana?",
    ]);
    expect(texts("busca los correos de ana y que hablen del contrato")).toHaveLength(1);
  });

  it("ends a message's text where a command to Shifu begins", () => {
    expect(
      texts(
        "mandale un slack a pedro diciendole que el webinar va genial y creame una tarea en asana de preparar el guion",
      ),
    ).toEqual([
      "mandale un slack a pedro diciendole que el webinar va genial",
      "creame una tarea en asana de preparar el guion",
    ]);
    expect(
      texts("manda un correo a laura diciendole que el informe esta listo y avisa en el canal de ventas que cerramos"),
    ).toHaveLength(2);
    // A second thing for the colleague to do is still part of what they are told.
    expect(texts("dile a laura que revise el contrato y que me avise")).toHaveLength(1);
    expect(texts("Manda un mensaje a Laura diciéndole que mañana hablamos y trae el informe")).toHaveLength(1);
  });

  it("sends 'que sí voy' through the messaging app named, instead of answering an invitation", () => {
    expect(parse("decile a laura por slack que si voy a la cena")).toMatchObject({
      action: "send",
      request: { body: "si voy a la cena" },
    });
    expect(parse("dile a Javier que quizás voy a la comida")).toMatchObject({ action: "respond" });
  });
});

describe("questions to the general chat", () => {
  it("reads 'what can I ask you' in its many wordings as a request for help", () => {
    for (const text of ["q cosas te puedo pedir?", "qué le puedo pedir", "para qué me sirves", "que cosas sabes hacer"])
      expect(parse(text).act, text).toBe("help");
  });

  it("reads urgent, to-do and what's-new questions as what is pending", () => {
    for (const text of ["hay algo urgente?", "q tengo para hacer hoy", "que hay de nuevo hoy?", "resumime el dia"])
      expect(parse(text), text).toMatchObject({ action: "summarize", objects: ["pending"] });
    expect(parse("q hay de nuevo en random?").objects).not.toContain("pending");
  });

  it("reads the day's agenda beside what is pending for that day", async () => {
    const { calls } = await callsFor("que tengo pendiente hoy?");
    expect(calls.map((call) => call.toolName)).toEqual(["shifu_summarize_pending", "calendar_list_events"]);
    expect(calls[1]?.input).toMatchObject({ from: "2026-11-23T00:00:00+01:00", to: "2026-11-23T23:59:59+01:00" });
    const { calls: tomorrow } = await callsFor("¿qué tengo mañana?");
    expect(tomorrow.map((call) => call.toolName)).toEqual(["calendar_list_events"]);
  });

  it("asks the contacts for a detail of someone named", async () => {
    const { calls } = await callsFor("necesito el telefono de jorge castillo");
    expect(calls).toEqual([{ toolName: "hubspot_search_contacts", input: { query: "jorge castillo" } }]);
    const { calls: company } = await callsFor("de que empresa es andres herrera?");
    expect(company[0]).toMatchObject({ toolName: "hubspot_search_contacts", input: { query: "andres herrera" } });
    const { calls: own } = await callsFor("¿en qué empresa trabajo?");
    expect(own.map((call) => call.toolName)).not.toContain("hubspot_search_contacts");
  });

  it("takes what came out of a meeting as written in an app, not as what was taught", () => {
    const named = { objects: ["event" as const], app: false };
    expect(asksAboutKnowledge("cuales fueron los acuerdos de la reunion del comite", named)).toBe(false);
    expect(asksAboutKnowledge("¿con quién es mi reunión de los lunes?", named)).toBe(true);
    const nothing = { objects: [], app: false };
    expect(asksAboutKnowledge("quien es el responsable de probar la app en android", nothing)).toBe(false);
    expect(asksAboutKnowledge("¿quién es mi jefe?", nothing)).toBe(true);
  });
});

describe("answers from what an app holds", () => {
  it("answers with a whole part of a page when its heading is what was asked about", () => {
    const page = [
      "## Temas tratados",
      "- Las ventas van un 8 % por encima del objetivo.",
      "## Acuerdos",
      "[ ] Laura: enviar la previsión de cierre",
      "[ ] Javier: publicar la oferta de empleo",
      "[x] Miguel: cerrar las cuentas del mes",
    ].join("\n");
    expect(findPassage(page, "cuales fueron los acuerdos")).toEqual([
      "Laura: enviar la previsión de cierre",
      "Javier: publicar la oferta de empleo",
      "Miguel: cerrar las cuentas del mes",
    ]);
  });

  it("leaves list numbers out of the sentences of a numbered list", () => {
    expect(findPassage("1. Recoger el portátil en recepción.\n1. Activar la cuenta de correo.", "portatil")).toEqual([
      "Recoger el portátil en recepción.",
    ]);
  });

  it("looks for what someone said on Instagram among the comments", async () => {
    const { calls } = await callsFor("alguien pregunto si se puede conectar con outlook?", {
      assistant: "instagram",
      connectedApps: ["instagram"],
    });
    expect(calls[0]?.toolName).toBe("instagram_list_media_comments");
    const posts: AppDirectory = {
      places: [
        { id: "1", name: "Ya está aquí la versión 2.4", holds: "comment", kind: "media" },
        { id: "2", name: "Un día en la oficina de Shifu ☕ Café y código", holds: "comment", kind: "media" },
      ],
      people: [],
    };
    const { calls: office } = await callsFor("quien comento en el video de la oficina", {
      assistant: "instagram",
      connectedApps: ["instagram"],
      directories: { instagram: posts },
    });
    expect(office[0]).toMatchObject({ toolName: "instagram_list_media_comments", input: { mediaId: "2" } });
  });
});

describe("superlative questions", () => {
  const posts = [
    { id: "1", title: "Versión 2.4", details: ["Tipo: Foto", "Me gusta: 87", "Comentarios: 3"] },
    { id: "2", title: "Tres tareas", details: ["Tipo: Vídeo", "Me gusta: 214", "Comentarios: 4"] },
    { id: "3", title: "Bienvenida a Marta", details: ["Me gusta: 64", "Comentarios: 2"] },
  ];

  it("reads what is measured and which way, in the person's words", () => {
    expect(readMeasureSuperlative("cual fue el post con mas comentarios")).toEqual({
      most: true,
      measure: "comentarios",
    });
    expect(readMeasureSuperlative("q publicacion tuvo menos me gusta")).toEqual({ most: false, measure: "me gusta" });
    expect(readMeasureSuperlative("el negocio mas gordo")).toEqual({ most: true, measure: "importe" });
    expect(readMeasureSuperlative("cual es el negocio que vale mas")).toEqual({ most: true, measure: "importe" });
    expect(readMeasureSuperlative("negocios de mas de 20.000 €")).toBeUndefined();
    expect(readMeasureSuperlative("mis correos de hoy")).toBeUndefined();
  });

  it("picks the item with the most or the least of the measure its details show", () => {
    expect(pickSuperlative(posts, { most: true, measure: "me gusta" })?.item.id).toBe("2");
    expect(pickSuperlative(posts, { most: false, measure: "me gusta" })?.item.id).toBe("3");
    expect(pickSuperlative(posts, { most: true, measure: "comentarios" })).toMatchObject({ value: 4 });
    expect(pickSuperlative(posts, { most: true, measure: "visitas" })).toBeUndefined();
  });

  it("reads a count of a measure ('¿cuántos likes tiene…?') as that measure of the thing, not a count of things", () => {
    expect(readCountedMeasure("cuantos likes tiene lo del caso de exito")).toBe("me gusta");
    expect(readCountedMeasure("cuantos me gusta tiene el post")).toBe("me gusta");
    expect(readMeasure(posts[0] ?? { id: "", title: "" }, "me gusta")).toEqual({ value: 87, label: "me gusta" });
    expect(readMeasure(posts[0] ?? { id: "", title: "" }, "publicaciones")).toBeUndefined();
  });
});

describe("calendar questions from the general chat", () => {
  it("looks for the meeting when asked who comes to it", () => {
    expect(parse("quien va a la demo de logistica castellana")).toMatchObject({ action: "search", objects: ["event"] });
    expect(parse("¿quiénes vienen al comité?")).toMatchObject({ action: "search", objects: ["event"] });
  });

  it("keeps no possessive as words of the next meeting", () => {
    expect(parse("a que hora es mi proxima reunion?").request.keywords).toBeUndefined();
  });

  it("invites each person named after 'con', and names the meeting as the person did", () => {
    const start = "2026-11-27T09:00:00+01:00";
    expect(
      readNewEvent({
        text: "pon una reunion con laura y pedro el viernes a las 9",
        name: "laura y pedro",
        dueDate: start,
      }),
    ).toMatchObject({ title: "Reunión con Laura y Pedro", attendees: ["laura", "pedro"] });
    expect(
      readNewEvent({
        text: "agendame una llamada con ruben gil el miercoles a las 12",
        name: "ruben gil",
        dueDate: start,
      }),
    ).toMatchObject({ title: "Llamada con Ruben Gil", attendees: ["ruben gil"] });
  });
});

describe("things read or made from the general chat", () => {
  it("looks in every app for a thing read with no kind or app named, not in the first app with a reader", async () => {
    const { calls } = await callsFor("busca el contrato de servicios y dime cuanto dura");
    expect(calls).toEqual([{ toolName: "shifu_search_everything", input: { query: "contrato de servicios" } }]);
  });

  it("leaves 'para' out of the name of a new task ('una tarea para llamar a Nuria')", () => {
    expect(parse("crea una tarea para llamar a nuria prieto el lunes").request.name).toBe("llamar a nuria prieto");
    expect(parse("crea una tarea para el viernes: enviar las nominas").request.name).toBe("enviar las nominas");
  });
});

describe("filters a listing could not take", () => {
  const items: ListedItem[] = [
    { id: "1", title: "Probar la app en Android 15", due: "2026-11-22", details: ["Estado: Estancado"] },
    { id: "2", title: "Reservar el stand", due: "2026-11-19", details: ["Estado: Listo"] },
    { id: "3", title: "Redactar las notas", due: "2026-11-25", details: ["Estado: Trabajando en ello"] },
  ];
  const monday = { assistant: "monday" as const, connectedApps: ["monday" as const] };
  const answer = (text: string) =>
    runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "monday_list_board_items",
          input: {},
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "item", items } },
        },
      ]),
      monday,
    );

  it("keeps only what is due before today and not finished when asked what is overdue", async () => {
    const { text } = await answer("hay algo atrasado?");
    expect(text).toContain("Probar la app en Android 15");
    expect(text).not.toContain("Reservar el stand");
    expect(text).not.toContain("Redactar las notas");
  });

  it("keeps only what is being worked on when asked what is in progress", async () => {
    const { text } = await answer("cuantas cosas tengo en marcha");
    expect(text).toMatch(/\*\*1\*\*/);
    expect(text).toContain("Redactar las notas");
  });
});
