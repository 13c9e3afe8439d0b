import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { describeTarget } from "./describe-target";
import { parseSpanishRequest } from "./parse-spanish-request";
import { chooseTarget, lacksTellingStems, rankCandidates } from "./rank-candidates";
import { reduceDerivedNoun } from "./reduce-derived-noun";
import {
  askLocalEngine,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
const item = (title: string, fields: Partial<ListedItem> = {}): ListedItem => ({ id: title, title, ...fields });
const listed = (object: "event" | "contact", items: ListedItem[]) => ({
  status: "ok" as const,
  notice: UNTRUSTED_NOTICE,
  output: { kind: "list" as const, object, items },
});

describe("a noun made of a verb", () => {
  it("is cut to the root its verb stems to", () => {
    expect(reduceDerivedNoun("grabacion")).toBe("grab");
    expect(reduceDerivedNoun("traduccion")).toBe("traduc");
    expect(reduceDerivedNoun("seguimient")).toBe("segu");
  });

  it("keeps short words whose ending is no suffix", () => {
    expect(reduceDerivedNoun("relacion")).toBe("relacion");
    expect(reduceDerivedNoun("estacion")).toBe("estacion");
    expect(reduceDerivedNoun("accion")).toBe("accion");
  });

  it("finds the root only whole, never as the start of another word", () => {
    const items = [item("Formulario de contacto"), item("Formación en ciberseguridad")];
    const ranked = rankCandidates(items, { alternatives: [["formacion"]] });
    expect(ranked.map((candidate) => candidate.item.title)).toEqual(["Formación en ciberseguridad"]);
  });

  it("lets 'la grabación del vídeo' find the task to record it", () => {
    const items = [item("Grabar el vídeo del nuevo producto"), item("Responder a las reseñas de Google")];
    const choice = chooseTarget(rankCandidates(items, { alternatives: [["grabacion del video"]] }));
    expect(choice).toMatchObject({ kind: "one", item: { title: "Grabar el vídeo del nuevo producto" } });
  });
});

describe("a file's name", () => {
  it("is stemmed and forgiven a typo up to its extension", () => {
    const items = [item("Balance tercer trimestre.xlsx"), item("Presupuesto 2026.xlsx")];
    const choice = chooseTarget(rankCandidates(items, { alternatives: [["balance trimestral"]] }));
    expect(choice).toMatchObject({ kind: "one", item: { title: "Balance tercer trimestre.xlsx" } });
  });
});

describe("a period and its adjective", () => {
  it("are one word to the ranking", () => {
    const items = [item("Presupuesto anual"), item("Plan de marketing Q1", { snippet: "Aprobar el presupuesto" })];
    const choice = chooseTarget(rankCandidates(items, { alternatives: [["presupuesto del año"]] }));
    expect(choice).toMatchObject({ kind: "one", item: { title: "Presupuesto anual" } });
  });
});

describe("a file's kind said of a task", () => {
  it("is what the task is about, not a file to look for", () => {
    expect(parse("marca como hecha la tarea esa de la presentacion que vence hoy")).toMatchObject({
      action: "complete",
      objects: ["task"],
      request: { keywords: "presentacion" },
    });
    expect(parse("borra la tarea de la grabacion del video")).toMatchObject({
      objects: ["task"],
      request: { keywords: "grabacion del video" },
    });
  });

  it("stays a kind when nothing else was named", () => {
    expect(parse("borra la presentacion de la formacion de ventas").objects).toContain("presentation");
  });
});

describe("a thing left unnamed, told by whom it is of and what it is about", () => {
  it("keeps the sender said before 'sobre'", () => {
    expect(parse("reenvia a laura el de sofia navaro sobre la factura").request.keywords).toBe("sofia navaro factura");
  });

  it("keeps a search or a question about a topic to the topic", () => {
    expect(parse("busca correos sobre la factura").request.keywords).toBe("factura");
    expect(parse("que me dijo la de marketing sobre el presupuesto").request.keywords).toBe("presupuesto");
  });
});

describe("the newest thing changed with nothing else said", () => {
  it("archives the newest mail of the chat's app", async () => {
    const step = await askLocalEngine("archiva el ultimo que me llego", {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    expect(step).toMatchObject({ toolName: "gmail_list_recent_messages", input: { count: 1 } });
  });
});

describe("a thing pointed at by its day alone", () => {
  const text = "borra el de ayer";
  const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;
  const mails = [
    item("Invitación: Reunión de seguimiento", { from: "Google Calendar" }),
    item("Tu factura de noviembre"),
  ];

  it("is asked about when the day holds several", async () => {
    const first = await askLocalEngine(text, gmail);
    expect(first.toolName).toBe("gmail_search_messages");
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "gmail_search_messages",
          input: first.input ?? {},
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items: mails } },
          toolCallId: "r0-f0-1",
        },
      ]),
      gmail,
    );
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("¿Cuál de estos?");
    const again = await runEngineStep(
      [
        ...promptWithToolResult(text, [
          {
            toolName: "gmail_search_messages",
            input: first.input ?? {},
            result: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items: mails } },
            toolCallId: "r0-f0-1",
          },
        ]),
        { role: "assistant", content: [{ type: "text", text: step.text ?? "" }] },
        { role: "user", content: [{ type: "text", text: "el segundo" }] },
      ],
      gmail,
    );
    expect(again.toolName).toBe("gmail_search_messages");
    const picked = await runEngineStep(
      [
        { role: "user", content: [{ type: "text", text }] },
        { role: "assistant", content: [{ type: "text", text: step.text ?? "" }] },
        ...promptWithToolResult("el segundo", [
          {
            toolName: "gmail_search_messages",
            input: again.input ?? {},
            result: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items: mails } },
            toolCallId: "r0-f0-2",
          },
        ]),
      ],
      gmail,
    );
    expect(picked).toMatchObject({ toolName: "gmail_trash_message", input: { messageId: "Tu factura de noviembre" } });
  });
});

describe("something called off", () => {
  it("is a meeting in an app that keeps them", async () => {
    const step = await askLocalEngine("cancela lo de presentar los resultados a direccion", {
      assistant: "outlook",
      connectedApps: ["outlook"],
    });
    expect(step.toolName).toBe("outlook_list_events");
  });

  it("is a task in a task app", async () => {
    const step = await askLocalEngine("cancela lo de revisar el contrato", {
      assistant: "asana",
      connectedApps: ["asana"],
    });
    expect(step.toolName).toBe("asana_list_my_tasks");
  });
});

describe("a thing ticked off in the general chat", () => {
  it("is a task, looked for among the task apps' lists", async () => {
    const step = await askLocalEngine("marca como hecha la de revisar el contrato de construcciones ibericas");
    expect(step.toolName).toBe("asana_list_my_tasks");
  });
});

describe("a meeting's kind", () => {
  const committee = item("Comité de dirección", { snippet: "Propuesta para Grupo Norte" });
  const call = item("Llamada con Javier Ruiz (Grupo Norte)");

  it("tells meetings apart when a title holds it", () => {
    const description = describeTarget(parse("cancela la llamada con el de grupo norte").request);
    expect(lacksTellingStems(committee, description)).toBe(true);
    expect(lacksTellingStems(call, description)).toBe(false);
  });

  it("sends the engine on to the listing when the meeting found lacks it", async () => {
    const text = "cancela la llamada de mañana con el de grupo norte";
    const first = await askLocalEngine(text);
    expect(first.toolName).toBe("calendar_find_next_meeting");
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "calendar_find_next_meeting",
          input: first.input ?? {},
          result: listed("event", [committee]),
          toolCallId: "r0-f0-1",
        },
      ]),
    );
    expect(step.toolName).toBe("calendar_list_events");
  });
});

describe("a note on a contact described by role and company", () => {
  it("lists the contacts when the search by the whole description finds none", async () => {
    const text = "apunta en la ficha del jefe de flota de transportes galaicos que pidió otra demo";
    const hubspot = { assistant: "hubspot", connectedApps: ["hubspot"] } as const;
    const first = await askLocalEngine(text, hubspot);
    expect(first).toMatchObject({
      toolName: "hubspot_search_contacts",
      input: { query: "jefe de flota de transportes galaicos" },
    });
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "hubspot_search_contacts",
          input: first.input ?? {},
          result: listed("contact", []),
          toolCallId: "r0-f0-1",
        },
      ]),
      hubspot,
    );
    expect(step.toolName).toBe("hubspot_list_recent_contacts");
  });
});

describe("a change to a thing that nothing fits in full", () => {
  const text = "borra el correo de los banners de navidad";
  const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;
  const mails = [item("Diseños de los banners de la campaña"), item("Tu factura de noviembre")];
  const found = (input: Record<string, unknown>, callId: string) => ({
    toolName: "gmail_search_messages",
    input,
    result: {
      status: "ok" as const,
      notice: UNTRUSTED_NOTICE,
      output: { kind: "list" as const, object: "email" as const, items: mails },
    },
    toolCallId: callId,
  });

  it("offers what comes close, acts on nothing, and acts on the one chosen", async () => {
    const first = await askLocalEngine(text, gmail);
    const calls = [found(first.input ?? {}, "r0-f0-1")];
    let step = await runEngineStep(promptWithToolResult(text, calls), gmail);
    for (let index = 1; step.toolName && index < 4; index++) {
      calls.push({ ...found(step.input ?? {}, `r0-f${index}-1`), toolName: step.toolName });
      step = await runEngineStep(promptWithToolResult(text, calls), gmail);
    }
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("no he hecho nada");
    expect(step.text).toContain("Diseños de los banners de la campaña");
    expect(step.text).not.toContain("Tu factura de noviembre");
    const again = await runEngineStep(
      [
        ...promptWithToolResult(text, calls),
        { role: "assistant", content: [{ type: "text", text: step.text ?? "" }] },
        { role: "user", content: [{ type: "text", text: "el primero" }] },
      ],
      gmail,
    );
    expect(again.toolName).toMatch(/^gmail_(search|list_recent)_messages$/);
  });
});
