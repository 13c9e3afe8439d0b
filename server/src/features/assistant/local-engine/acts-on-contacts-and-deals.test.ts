import { describe, expect, it, test } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { type ModelToolResult, UNTRUSTED_NOTICE } from "../model-tool-result";
import { parseSpanishRequest } from "./parse-spanish-request";
import {
  askLocalEngine,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

const hubspot = { assistant: "hubspot", connectedApps: ["hubspot"] } as const;

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

function listResult(items: ListedItem[], object: "contact" | "deal"): ModelToolResult {
  return { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object, items } };
}

describe("contacts and deals as people ask for them", () => {
  test.each([
    ["mete a pablo ruiz en el crm, pablo.ruiz@talleresruiz.es", "Pablo Ruiz", "pablo.ruiz@talleresruiz.es"],
    ["da de alta a Pablo Ruiz, pablo.ruiz@talleresruiz.es", "Pablo Ruiz", "pablo.ruiz@talleresruiz.es"],
    ["añade a lucia prados a mis contactos", "Lucia Prados", undefined],
    // 'correo' and 'tel' label the values after them: no mail is sent.
    [
      "Da de alta a Lucía Ferrer. Correo lucia.ferrer@turia.es, tel 961 234 567",
      "Lucía Ferrer",
      "lucia.ferrer@turia.es",
    ],
    ["añade a Andrés Vidal, email: andres@vidal.es", "Andrés Vidal", "andres@vidal.es"],
  ])("'%s' creates the contact %s", (text, name, email) => {
    const parsed = parse(text);
    expect(parsed).toMatchObject({ action: "create", objects: ["contact"] });
    expect(parsed.act).toBeUndefined();
    expect(parsed.request.name).toBe(name);
    expect(parsed.request.email).toBe(email);
  });

  it("makes a note, not a contact, whichever of the two is named first", () => {
    for (const text of [
      "añade al contacto de Bodegas Valdelobos una nota: quieren la tienda online",
      "añade una nota al contacto de Bodegas Valdelobos: quieren la tienda online",
    ]) {
      const parsed = parse(text);
      expect(parsed.objects[0], text).toBe("note");
      expect(parsed.request.body, text).toBe("quieren la tienda online");
    }
  });

  it("keeps a role written alone between commas as the contact's job title", () => {
    const parsed = parse(
      "crea un contacto: Lucía Prados, lucia.prados@lumen.es, de la empresa Lumen, directora de marketing, tel 600 123 456",
    );
    expect(parsed.request).toMatchObject({
      name: "Lucía Prados",
      company: "Lumen",
      jobTitle: "directora de marketing",
      phone: "600 123 456",
    });
  });

  it("adds the note of 'busca a X y ponle una nota: …' to the contact the search found", async () => {
    const found: ListedItem[] = [{ id: "51036", title: "Íñigo Etxeberria" }];
    const step = await runEngineStep(
      promptWithToolResult("busca a íñigo etxeberria y ponle una nota: pedir presupuesto del GPS", [
        { toolName: "hubspot_search_contacts", input: { query: "íñigo" }, result: listResult(found, "contact") },
      ]),
      hubspot,
    );
    expect(step).toMatchObject({
      toolName: "hubspot_add_note",
      input: { contactId: "51036", body: "pedir presupuesto del GPS" },
    });
  });

  it("answers what one deal is worth, not the sum of them all", async () => {
    const deals: ListedItem[] = [
      { id: "d1", title: "Reforma de oficinas — Construcciones Ibéricas", amount: { value: 48000, currency: "EUR" } },
      { id: "d2", title: "Tienda online de vinos — Bodegas Valdelobos", amount: { value: 9800, currency: "EUR" } },
    ];
    const step = await runEngineStep(
      promptWithToolResult("cuanto vale el negocio de bodegas valdelobos", [
        { toolName: "hubspot_list_open_deals", input: { count: 50 }, result: listResult(deals, "deal") },
      ]),
      hubspot,
    );
    expect(step.text).toMatch(/^\*\*Tienda online de vinos — Bodegas Valdelobos\*\* vale \*\*9\.800\s€\*\*\./);
    const total = await runEngineStep(
      promptWithToolResult("¿cuánto suman mis negocios abiertos?", [
        { toolName: "hubspot_list_open_deals", input: {}, result: listResult(deals, "deal") },
      ]),
      hubspot,
    );
    expect(total.text).toMatch(/^En total suman \*\*57\.800\s€\*\*, entre 2 negocios/);
  });

  it("reads the deals for an amount or a stage asked of something with no kind said", async () => {
    const amount = await askLocalEngine("¿cuánto vale lo de Carpintería Olmedo?", hubspot);
    expect(amount.toolName).toBe("hubspot_list_open_deals");
    const stage = await askLocalEngine("¿en qué fase está lo de Carpintería Olmedo?", hubspot);
    expect(stage.toolName).toBe("hubspot_list_open_deals");
    const who = await askLocalEngine("¿quién es Marina Soria?", hubspot);
    expect(who.toolName).toBe("hubspot_search_contacts");
  });

  it("answers about the deal described, and shows them all when the words describe none", async () => {
    const deals: ListedItem[] = [
      { id: "d1", title: "Reforma de oficinas — Construcciones Ibéricas", details: ["Etapa: Contrato enviado"] },
      { id: "d2", title: "Software de reservas — Hoteles Mediterráneo", details: ["Etapa: Presentación programada"] },
    ];
    const asked = await askLocalEngine("en que fase anda el negocio de hoteles mediterraneo?", hubspot);
    expect(asked.toolName).toBe("hubspot_list_open_deals");
    const described = await runEngineStep(
      promptWithToolResult("en que fase anda el negocio de hoteles mediterraneo?", [
        { toolName: "hubspot_list_open_deals", input: { count: 50 }, result: listResult(deals, "deal") },
      ]),
      hubspot,
    );
    expect(described.text).toContain("Hoteles Mediterráneo");
    expect(described.text).not.toContain("Construcciones Ibéricas");
    const vague = await runEngineStep(
      promptWithToolResult("echale un ojo a mis negocios abiertos", [
        { toolName: "hubspot_list_open_deals", input: {}, result: listResult(deals, "deal") },
      ]),
      hubspot,
    );
    expect(vague.text).toContain("Construcciones Ibéricas");
    expect(vague.text).toContain("Hoteles Mediterráneo");
  });
});

describe("deals by amount, questions about a contact, and when a deal closes", () => {
  const deals: ListedItem[] = [
    { id: "d1", title: "Reforma de oficinas — Construcciones Ibéricas", amount: { value: 48000, currency: "EUR" } },
    { id: "d2", title: "Auditoría anual — Grupo Norte", amount: { value: 12000, currency: "EUR" } },
    { id: "d3", title: "Tienda de vinos — Bodegas Valdelobos", amount: { value: 9800, currency: "EUR" } },
  ];

  test.each([
    ["negocios de más de 20.000 €", { above: 20000 }],
    ["que negocios valen menos de 10k", { below: 10000 }],
    ["oportunidades entre 10.000 y 30.000 euros", { above: 10000, below: 30000 }],
  ])("'%s' reads a range of amounts, never a time", (text, amount) => {
    const parsed = parse(text);
    expect(parsed.request.amount).toEqual(amount);
    expect(parsed.request.dateRange).toBeUndefined();
  });

  it("reads no amount in 'más de 3 días'", () => {
    expect(parse("tareas de mas de 3 dias").request.amount).toBeUndefined();
  });

  it("lists, counts and sums only the deals in the range asked", async () => {
    const ask = async (text: string) => {
      const first = await askLocalEngine(text, hubspot);
      expect(first.toolName).toBe("hubspot_list_open_deals");
      const prompt = promptWithToolResult(text, [
        { toolName: "hubspot_list_open_deals", input: first.input ?? {}, result: listResult(deals, "deal") },
      ]);
      return (await runEngineStep(prompt, hubspot)).text ?? "";
    };
    const listed = await ask("negocios de mas de 11.000 euros");
    expect(listed).toContain("Construcciones Ibéricas");
    expect(listed).toContain("Grupo Norte");
    expect(listed).not.toContain("Bodegas Valdelobos");
    expect(await ask("cuanto suman los negocios de mas de 20k")).toMatch(/48\.000\s€/);
    expect(await ask("¿cuántos negocios tengo por debajo de 10.000 €?")).toMatch(
      /\*\*1\*\* negocio de menos de 10\.000\s€/,
    );
  });

  it.each(["que sabes de Marta Vidal", "háblame de marta vidal", "q sabes de marta vidal?"])(
    "'%s' in HubSpot reads the contact, not what was taught",
    async (text) => {
      const step = await askLocalEngine(text, hubspot);
      expect(step.toolName).toBe("hubspot_search_contacts");
      expect(String(step.input?.query).toLowerCase()).toBe("marta vidal");
    },
  );

  it("asks when a deal closes without closing it", async () => {
    const parsed = parse("cuando cierra el negocio de grupo norte?");
    expect(parsed.action).toBeUndefined();
    const step = await askLocalEngine("cuando cierra el negocio de grupo norte?", hubspot);
    expect(step.toolName).toBe("hubspot_list_open_deals");
  });
});

describe("notes put on a record, and deals by when they close", () => {
  it.each([
    ["apunta en la ficha de marta vidal que llamó ayer", "marta vidal", "llamó ayer"],
    ["anota en el contacto de Jorge Castillo: quiere la demo el lunes", "Jorge Castillo", "quiere la demo el lunes"],
  ])("'%s' is a note on that contact", (text, person, body) => {
    expect(parse(text)).toMatchObject({ action: "create", objects: ["note"], request: { person, body } });
  });

  it("lists only the deals that close in the days asked, since the listing takes no dates", async () => {
    const text = "¿qué negocios cierran en diciembre?";
    expect(parse(text).action).toBeUndefined();
    const first = await askLocalEngine(text, hubspot);
    expect(first.toolName).toBe("hubspot_list_open_deals");
    const deals: ListedItem[] = [
      { id: "d1", title: "Reforma — Construcciones Ibéricas", due: "2026-12-02T10:00:00Z" },
      { id: "d2", title: "Flota — Transportes Galaicos", due: "2027-01-10T10:00:00Z" },
    ];
    const prompt = promptWithToolResult(text, [
      { toolName: "hubspot_list_open_deals", input: first.input ?? {}, result: listResult(deals, "deal") },
    ]);
    const reply = (await runEngineStep(prompt, hubspot)).text ?? "";
    expect(reply).toContain("Construcciones Ibéricas");
    expect(reply).not.toContain("Transportes Galaicos");
  });
});

describe("the one deal asked for, and a deal that is not there", () => {
  const deals: ListedItem[] = [
    {
      id: "d1",
      title: "Auditoría anual — Grupo Norte",
      amount: { value: 12000, currency: "EUR" },
      due: "2026-12-20T10:00:00Z",
    },
    {
      id: "d2",
      title: "Reforma de oficinas — Construcciones Ibéricas",
      amount: { value: 48000, currency: "EUR" },
      due: "2027-01-15T10:00:00Z",
    },
    {
      id: "d3",
      title: "Tienda de vinos — Bodegas Valdelobos",
      amount: { value: 9800, currency: "EUR" },
      due: "2026-12-02T10:00:00Z",
    },
  ];
  const answer = async (text: string) => {
    const first = await askLocalEngine(text, hubspot);
    expect(first.toolName).toBe("hubspot_list_open_deals");
    const prompt = promptWithToolResult(text, [
      { toolName: "hubspot_list_open_deals", input: first.input ?? {}, result: listResult(deals, "deal") },
    ]);
    return (await runEngineStep(prompt, hubspot)).text ?? "";
  };

  test.each([
    ["cual es el negocio mas grande que tengo abierto", "largest"],
    ["que negocio vale menos", "smallest"],
    ["cual de mis negocios cierra antes?", "soonest"],
    ["que negocio cierra mas tarde", "latest"],
  ])("'%s' asks for the %s one", (text, superlative) => {
    const parsed = parse(text);
    expect(parsed.request.superlative).toBe(superlative);
    expect(parsed.action).toBe("list");
    expect(parsed.request.keywords).toBeUndefined();
  });

  it("reads 'mayores de 20.000' as a range, not a superlative", () => {
    expect(parse("que negocios tengo mayores de 20.000 €").request).toMatchObject({ amount: { above: 20000 } });
    expect(parse("que negocios tengo mayores de 20.000 €").request.superlative).toBeUndefined();
  });

  it("answers with the first deal once ordered by amount or by closing date", async () => {
    const largest = await answer("cual es el negocio mas grande?");
    expect(largest).toContain("Construcciones Ibéricas");
    expect(largest).not.toContain("Grupo Norte");
    const soonest = await answer("cual de mis negocios cierra antes?");
    expect(soonest).toContain("Bodegas Valdelobos");
    expect(soonest).not.toContain("Construcciones Ibéricas");
    const smallest = await answer("que negocio vale menos");
    expect(smallest).toContain("Bodegas Valdelobos");
  });

  it("looks for the deal by its name, not by the words asking for its stage", async () => {
    const reply = await answer("en q fase anda el negocio de carpinteria ruiz");
    expect(reply).toContain("«carpinteria ruiz»");
    const found = await answer("en que etapa esta el negocio de grupo norte?");
    expect(found).toContain("Grupo Norte");
    expect(found).not.toContain("Bodegas Valdelobos");
  });

  it("reads '¿qué tal va lo de…?' as a question about that deal, and '¿qué tal?' alone as a greeting", async () => {
    const reply = await answer("que tal va lo de los vinos?");
    expect(reply).toContain("Bodegas Valdelobos");
    expect(reply).not.toContain("Grupo Norte");
    expect(parse("que tal?").act).toBe("greeting");
    expect(parse("hola que tal va todo").act).toBe("greeting");
  });

  it("says which deal was looked for and where when none is called that, instead of listing them all", async () => {
    const reply = await answer("cuanto vale el negocio de panaderia lopez?");
    expect(reply).toMatch(/No he encontrado .*«panaderia lopez».* en HubSpot/);
    expect(reply).not.toContain("Construcciones Ibéricas");
  });

  it("reads a bare amount in the thousands as money, and a count of things as none", () => {
    expect(parse("negocios de menos de 15.000").request).toMatchObject({ amount: { below: 15000 } });
    expect(parse("negocios de menos de 15.000").request.dateRange).toBeUndefined();
    expect(parse("correos de mas de 1.000 palabras").request.amount).toBeUndefined();
  });

  it("orders posts by a count their details give", () => {
    expect(parse("cual es mi publicacion con mas likes").request).toMatchObject({
      superlative: "largest",
      superlativeOf: "Me gusta",
    });
  });
});

describe("contacts described and notes put on them", () => {
  it("puts 'apúntale a X que…' as a note on X", () => {
    expect(parse("apuntale a raquel soler que le interesa la tienda online para marzo")).toMatchObject({
      action: "create",
      objects: ["note"],
      request: { person: "raquel soler", body: "le interesa la tienda online para marzo" },
    });
  });

  it("puts a note 'al contacto de X' on X", () => {
    expect(parse("añade una nota al contacto de oscar molina: llamar en enero").request).toMatchObject({
      name: "oscar molina",
      body: "llamar en enero",
    });
  });

  it("reads 'un contacto para Marcos Gil de Ferretería Gil' as the person and their company", () => {
    expect(parse("crea un contacto para Marcos Gil de Ferreteria Gil, telefono 611222333").request).toMatchObject({
      name: "Marcos Gil",
      company: "Ferreteria Gil",
    });
    expect(parse("crea el contacto Juan Pérez de la Cruz").request).toMatchObject({ name: "Juan Pérez de la Cruz" });
  });

  it("answers 'y dame su teléfono' from the contact the search before it finds, not with every contact", async () => {
    const step = await askLocalEngine("busca a la de editorial faro y dame su telefono", hubspot);
    expect(step).toMatchObject({ toolName: "hubspot_search_contacts", input: { query: "editorial faro" } });
    const found: ListedItem[] = [{ id: "c1", title: "Tomás Fuentes", details: ["Teléfono: +34 915 663 820"] }];
    const reply = await runEngineStep(
      promptWithToolResult("busca a la de editorial faro y dame su telefono", [
        {
          toolName: "hubspot_search_contacts",
          input: { query: "editorial faro" },
          result: listResult(found, "contact"),
        },
      ]),
      hubspot,
    );
    expect(reply.toolName).toBeUndefined();
    expect(reply.text).toContain("915 663 820");
  });

  it("takes the company from a role held 'en' it", () => {
    expect(
      parse("crea el contacto de Hugo Serrano, hugo@serranoabogados.es, abogado en Serrano Abogados").request,
    ).toMatchObject({ jobTitle: "abogado", company: "Serrano Abogados" });
  });

  it("looks for a contact described by their company without its articles, and says so when none is found", async () => {
    const step = await askLocalEngine("tenes el telefono de la de la clinica dental?", hubspot);
    expect(step).toMatchObject({ toolName: "hubspot_search_contacts", input: { query: "clinica dental" } });
    const searched = [
      { toolName: "hubspot_search_contacts", input: { query: "pepe gotera" }, result: listResult([], "contact") },
    ];
    // A name the search cannot find may be one with a slip: the listed contacts are ranked by it, then it is said.
    const listed = await runEngineStep(promptWithToolResult("quien es pepe gotera", searched), hubspot);
    expect(listed.toolName).toBe("hubspot_list_recent_contacts");
    const none = await runEngineStep(
      promptWithToolResult("quien es pepe gotera", [
        ...searched,
        {
          toolName: "hubspot_list_recent_contacts",
          input: listed.input ?? {},
          result: listResult([{ id: "c1", title: "Tomás Fuentes" }], "contact"),
        },
      ]),
      hubspot,
    );
    expect(none.text).toContain("«pepe gotera»");
  });
});
