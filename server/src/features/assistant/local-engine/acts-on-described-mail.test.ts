import { describe, expect, it, test } from "vitest";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { parseSpanishRequest } from "./parse-spanish-request";
import { planRequest } from "./plan-request";
import { dropKindWords } from "./rank-candidates";
import {
  askLocalEngine,
  offerTools,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

const outlook = {
  assistant: "outlook",
  connectedApps: ["outlook"],
  tools: offerTools("outlook", ["outlook"]),
  now: () => TEST_NOW,
  timeZone: TEST_ZONE,
} as const;

describe("writes on a mail described in passing", () => {
  test.each([
    ["reenviale a Marta el correo de la factura de transporte", ["Marta"], undefined, "factura de transporte"],
    ["reenvía el correo de Iberia a Pedro", ["Pedro"], "Iberia", undefined],
    ["reenvíaselo a Laura Gómez", ["Laura Gómez"], undefined, undefined],
  ])("'%s' forwards to %s, never looking for mail from them", (text, recipients, person, keywords) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("forward");
    expect(parsed.act).toBeUndefined();
    expect(parsed.request.recipients).toEqual(recipients);
    expect(parsed.request.person).toBe(person);
    expect(parsed.request.keywords).toBe(keywords);
  });

  test.each([
    ["gmail", "reenvíale a pedro@ejemplo.com el correo de la reserva de Iberia", "gmail_search_messages"],
    ["outlook", "reenvía a javier.ruiz@ejemplo.com el correo del despliegue", "outlook_search_messages"],
    ["outlook", "pasale el correo de la factura a carmen.ortega@ejemplo.com, reenvialo", "outlook_search_messages"],
  ] as const)("%s: '%s' looks for the mail without the address it goes to", async (app, text, search) => {
    const step = await askLocalEngine(text, { assistant: app, connectedApps: [app] });
    expect(step.toolName).toBe(search);
    expect(JSON.stringify(step.input)).not.toContain("@ejemplo.com");
  });

  test.each([
    ["outlook", "échale un vistazo a mis últimos correos", "outlook_list_recent_messages"],
    ["gmail", "echa un ojo a los correos de Endesa", "gmail_search_messages"],
  ] as const)("%s: '%s' looks at the mail, never searching for the looking words", async (app, text, tool) => {
    const step = await askLocalEngine(text, { assistant: app, connectedApps: [app] });
    expect(step.toolName).toBe(tool);
    expect(JSON.stringify(step.input)).not.toMatch(/vistazo|ojo|echa/);
  });

  it("takes 'todo' in what the mail says of itself as a description, not a change in bulk", async () => {
    const step = await askLocalEngine("borra el correo de soporte tecnico ese que me pide borrar todo, es spam", {
      assistant: "outlook",
      connectedApps: ["outlook"],
    });
    expect(step.toolName).toBe("outlook_search_messages");
  });

  it.each(["borra todos los correos de Iberia", "elimina todo lo de Iberia"])(
    "still refuses '%s': nothing changes in bulk",
    async (text) => {
      const step = await askLocalEngine(text, { assistant: "outlook", connectedApps: ["outlook"] });
      expect(step.toolName).toBeUndefined();
      expect(step.text).toContain("No cambio ni borro cosas en bloque");
    },
  );

  it("searches last without the kind's word and without a day written bare after a name", () => {
    expect(dropKindWords("newsletter de gestion")).toBe("gestion");
    expect(dropKindWords("gestion")).toBeUndefined();
    expect(dropKindWords("factura")).toBeUndefined();
    const plan = planRequest(parse("archiva la newsletter de gestion hoy"), outlook);
    if (plan.kind !== "call" || !plan.find) throw new Error("expected a search first");
    expect(plan.tool.name).toBe("outlook_archive_message");
    expect(plan.find.calls.at(0)?.args).toMatchObject({ text: "newsletter de gestion", after: expect.any(String) });
    expect(plan.find.calls.at(-1)?.args).toEqual({ text: "gestion", count: 5 });
    const dated = planRequest(parse("archiva el correo de Iberia de hoy"), outlook);
    if (dated.kind !== "call" || !dated.find) throw new Error("expected a search first");
    expect(dated.find.calls.every((call) => call.tool.name !== "outlook_search_messages" || "after" in call.args)).toBe(
      true,
    );
  });
});

describe("a change that points back at the item of the turn before", () => {
  const turns = (reply: string) => [
    { role: "user" as const, content: [{ type: "text" as const, text: "¿tengo algún correo de Iberia?" }] },
    {
      role: "assistant" as const,
      content: [
        { type: "text" as const, text: "Sí. Esto es lo que he encontrado:\n\n1. **Confirmación de tu reserva**" },
      ],
    },
    { role: "user" as const, content: [{ type: "text" as const, text: reply }] },
  ];

  it.each(["y archívalo", "archívala", "vale, archívalo porfa"])(
    "'%s' finds the mail from Iberia again to archive it",
    async (reply) => {
      const step = await runEngineStep(turns(reply), { assistant: "gmail", connectedApps: ["gmail"] });
      expect(step.toolName).toBe("gmail_search_messages");
      expect(step.input).toMatchObject({ from: "Iberia" });
    },
  );

  it("'reenvíaselo a Pedro' looks for the mail from Iberia, Pedro only as whom it goes to", async () => {
    const step = await runEngineStep(turns("reenvíaselo a Pedro"), { assistant: "gmail", connectedApps: ["gmail"] });
    expect(step.toolName).toBe("gmail_search_messages");
    expect(step.input).toMatchObject({ from: "Iberia" });
    expect(JSON.stringify(step.input)).not.toContain("Pedro");
  });

  it("a change that names its own thing is not pointed back", async () => {
    const step = await runEngineStep(turns("archiva el correo de LinkedIn"), {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    expect(JSON.stringify(step.input)).toContain("LinkedIn");
  });
});

describe("mail requests said the way people talk", () => {
  test.each([
    ["archiva el de iberia q ya vole", "iberia"],
    ["borra la factura de endesa, ya esta pagada", "factura de endesa"],
    ["archiva el correo de laura porque ya lo lei", undefined],
  ])("'%s' drops the reason given and looks for %s", (text, keywords) => {
    expect(parse(text).request.keywords).toBe(keywords);
  });

  it("keeps a 'ya' said before the thing, which gives no reason", () => {
    expect(parse("archiva ya el correo de laura").request.person).toBe("laura");
  });

  it("reads what a message opening with 'qué' asks about", () => {
    expect(parse("que me paso el proveedor de material de oficina").request.keywords).toContain("proveedor");
  });

  it("forwards to the one named, and writes 'borrador' in a message without making it a draft", () => {
    expect(parse("reenviale a Pablo lo de Alimentaria Sur").request.recipients).toEqual(["Pablo"]);
    expect(parse("escribile a laura que el borrador esta genial").request.draft).not.toBe(true);
    expect(parse("prepara un borrador para laura diciendole que vale").request.draft).toBe(true);
  });

  it("archives another app's notice in a mail chat instead of sending the person to that app", async () => {
    const step = await askLocalEngine("manda a la papelera la oferta de verano y archiva lo de linkedin", {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    expect(step.toolName).toBe("gmail_search_messages");
    const second = await askLocalEngine("archiva lo de linkedin", { assistant: "gmail", connectedApps: ["gmail"] });
    expect(second.toolName).toBe("gmail_search_messages");
    expect(String(second.input?.from ?? "").toLowerCase()).toBe("linkedin");
  });

  it("asks the mail, not Shifu's memory, about the person's own things with no taught topic", async () => {
    const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;
    expect((await askLocalEngine("cual era el localizador de mi vuelo??", gmail)).toolName).toMatch(/^gmail_/);
    expect((await askLocalEngine("¿cuál es mi horario?", gmail)).toolName).toBe("shifu_recall_knowledge");
  });

  test.each([
    ["pon la etiqueta clientes al correo de sofia", "clientes"],
    ["ponle la etiqueta viajes al de iberia", "viajes"],
    ["ponle la etiqueta Proveedores al correo de la factura de la luz", "Proveedores"],
  ])("'%s' labels the mail with %s, whatever else the label's word names", (text, name) => {
    expect(parse(text)).toMatchObject({ action: "label", request: { name } });
    expect(parse(text).objects).not.toContain("contact");
  });

  it("also looks for what follows 'de' as words of the mail, not only as its sender", async () => {
    const step = await askLocalEngine("tengo algo de recursos humanos?", {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    const plan = planRequest(parse("tengo algo de recursos humanos?"), {
      ...outlook,
      assistant: "gmail",
      connectedApps: ["gmail"],
      tools: offerTools("gmail", ["gmail"]),
    });
    expect(step.toolName).toBe("gmail_search_messages");
    const calls = plan.kind === "call" ? (plan.find?.calls ?? []) : [];
    expect(calls.map((call) => call.args)).toContainEqual(expect.objectContaining({ words: "recursos humanos" }));
  });

  it("lists what is unread when only unread is asked for", async () => {
    const step = await askLocalEngine("que tengo sin leer?", { assistant: "gmail", connectedApps: ["gmail"] });
    expect(step.toolName).toBe("gmail_list_recent_messages");
    expect(step.input).toMatchObject({ unreadOnly: true });
  });

  it("writes a draft for someone as an unsent mail to them", () => {
    expect(parse("prepara un borrador para sofia navarro diciendole que revisamos la factura")).toMatchObject({
      action: "send",
      request: { person: "sofia navarro", body: "revisamos la factura", draft: true },
    });
  });

  it("forwards the mail a question before found, whatever address it goes to", async () => {
    const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;
    const step = await askLocalEngine("hay algun mail de iberia? reenvialo a laura.gomez@ejemplo.com", gmail);
    expect(step.toolName).toBe("gmail_search_messages");
    expect(String(step.input?.from ?? step.input?.words).toLowerCase()).toContain("iberia");
  });

  it("never takes a forward's recipient for who the mail is from", async () => {
    const text = "reenvia el mail del coworking a marta.lopez@ejemplo.com";
    const found = [
      {
        id: "m1",
        title: "Cierre contable de noviembre",
        from: "Marta López <marta.lopez@ejemplo.com>",
        snippet: "Me faltan las facturas de Logística Norte y del coworking.",
      },
      { id: "m2", title: "Renovación del contrato de la sala", from: "Coworking Castellana <admin@coworking.es>" },
    ];
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "outlook_search_messages",
          input: { text: "coworking", count: 5 },
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items: found } },
        },
      ]),
      { assistant: "outlook", connectedApps: ["outlook"] },
    );
    expect(step).toMatchObject({ toolName: "outlook_forward_message", input: { messageId: "m2" } });
  });
});
