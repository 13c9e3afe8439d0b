import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { describeWatermarkSource } from "../test-support/describe-watermark-source";
import { useSandbox } from "../test-support/use-sandbox";
import { hubspot } from ".";
import { hubspotNotifications } from "./notifications";
import { hubspotAddNote } from "./tools/add-note";
import { hubspotCreateContact } from "./tools/create-contact";
import { hubspotListOpenDeals } from "./tools/list-open-deals";
import { hubspotListRecentContacts } from "./tools/list-recent-contacts";
import { hubspotSearchContacts } from "./tools/search-contacts";

describeOAuthService({
  definition: hubspot,
  name: "HubSpot",
  family: "hubspot",
  authorize: {
    test: "asks for the contacts scopes, space-separated, without PKCE",
    path: "app.hubspot.com/oauth/authorize",
    scope: "crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.owners.read oauth",
    pkce: false,
  },
  connect: {
    // HubSpot's fetchAccount puts the access token in the path of its token info call, so this covers that call too.
    test: "connects through the sandbox, reads the token's user, refreshes and revokes",
    expiresIn: 1800,
    account: demoAccounts.hubspot.email,
    refresh: "same",
    revokes: true,
  },
});

type SeededRecord = { id: string; properties: Record<string, string | null>; contactIds: string[] };
type SeededHubSpot = {
  contacts: SeededRecord[];
  deals: SeededRecord[];
  notes: SeededRecord[];
  tasks: (SeededRecord & { archived: boolean })[];
};

describe("HubSpot tools", () => {
  const sandbox = useSandbox();
  const readData = () => readSandboxData<SeededHubSpot>(sandbox.url, "hubspot");
  const fullName = (record: SeededRecord) => `${record.properties.firstname} ${record.properties.lastname}`;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("lists the newest contacts first, as many as asked, with their company and a link to the record", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const output = await hubspotListRecentContacts.execute(context, { count: 3 });
    if (output.kind !== "list") throw new Error("expected a list");
    const newest = [...(await readData()).contacts]
      .sort((a, b) => Date.parse(b.properties.createdate ?? "") - Date.parse(a.properties.createdate ?? ""))
      .slice(0, 3);
    expect(output.items.map((item) => item.title)).toEqual(newest.map(fullName));
    expect(output.items[0]).toMatchObject({
      place: newest[0]?.properties.company,
      link: `https://app-eu1.hubspot.com/contacts/${demoAccounts.hubspot.hubId}/record/0-1/${newest[0]?.id}`,
      details: expect.arrayContaining([`Correo: ${newest[0]?.properties.email}`]),
    });
    const fallback = await hubspotListRecentContacts.execute(context, {});
    expect(fallback.kind === "list" && fallback.items.length).toBe(5);
    // The count is HubSpot's total, not the length of the page shown.
    expect(fallback).toMatchObject({ total: (await readData()).contacts.length });
  });

  it("searches contacts by name, company or e-mail, without accents", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const byName = await hubspotSearchContacts.execute(context, { query: "inigo" });
    expect(byName.kind === "list" && byName.items.map((item) => item.title)).toEqual(["Íñigo Etxeberria"]);
    const byCompany = await hubspotSearchContacts.execute(context, { query: "Hoteles Mediterráneo" });
    expect(byCompany.kind === "list" && byCompany.items.map((item) => item.title)).toEqual(["Jorge Castillo"]);
    const none = await hubspotSearchContacts.execute(context, { query: "Zacarías" });
    expect(none).toEqual({ kind: "list", object: "contact", items: [], total: 0 });
  });

  it("answers who a person is: company, role, e-mail and phone of the contact found by full name", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const input = hubspotSearchContacts.argsFromRequest({ text: "¿Quién es Marta Vidal?", person: "Marta Vidal" });
    expect(input).toEqual({ query: "Marta Vidal" });
    const output = await hubspotSearchContacts.execute(context, input ?? { query: "" });
    const marta = (await readData()).contacts.find((contact) => fullName(contact) === "Marta Vidal");
    expect(output).toMatchObject({
      kind: "list",
      total: 1,
      items: [
        {
          title: "Marta Vidal",
          details: [
            "Empresa: Construcciones Ibéricas",
            "Cargo: Directora de Compras",
            `Correo: ${marta?.properties.email}`,
            "Teléfono: +34 912 345 671",
          ],
        },
      ],
    });
  });

  it("lists only open deals, closing soonest first, with amount in euros and stage", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const output = await hubspotListOpenDeals.execute(context, {});
    if (output.kind !== "list") throw new Error("expected a list");
    const open = (await readData()).deals
      .filter((deal) => !["closedwon", "closedlost"].includes(deal.properties.dealstage ?? ""))
      .sort((a, b) => Date.parse(a.properties.closedate ?? "") - Date.parse(b.properties.closedate ?? ""));
    expect(output.items.map((item) => item.title)).toEqual(open.map((deal) => deal.properties.dealname));
    expect(output.items[0]).toMatchObject({
      title: "Reforma de oficinas centrales — Construcciones Ibéricas",
      details: ["Importe: 48.000\u00a0€", "Etapa: Contrato enviado"],
      link: expect.stringContaining("/record/0-3/"),
      amount: { value: 48_000, currency: "EUR" },
    });
    const sum = open.reduce((total, deal) => total + Number(deal.properties.amount ?? 0), 0);
    expect(output.items.reduce((total, item) => total + (item.amount?.value ?? 0), 0)).toBe(sum);
    const page = await hubspotListOpenDeals.execute(context, { count: 2 });
    expect(page).toMatchObject({ kind: "list", total: open.length });
    expect(page.kind === "list" && page.items).toHaveLength(2);
  });

  it("creates a contact after stating it, and refuses a duplicate e-mail", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const input = hubspotCreateContact.argsFromRequest({
      text: "crea un contacto Lorena Benítez lorena@cafesbenitez.es de la empresa Cafés Benítez, jefa de compras, 600 123 456",
      name: "Lorena Benítez",
      email: "lorena@cafesbenitez.es",
      company: "Cafés Benítez",
      jobTitle: "Jefa de compras",
      phone: "600 123 456",
    });
    if (!input) throw new Error("no input");
    expect(input).toEqual({
      firstname: "Lorena",
      lastname: "Benítez",
      email: "lorena@cafesbenitez.es",
      company: "Cafés Benítez",
      jobtitle: "Jefa de compras",
      phone: "600 123 456",
    });
    await expect(hubspotCreateContact.describe?.(context, input)).resolves.toBe(
      "Crear en HubSpot el contacto «Lorena Benítez» (lorena@cafesbenitez.es) (cargo: Jefa de compras, empresa: " +
        "Cafés Benítez, teléfono: 600 123 456)",
    );
    const output = await hubspotCreateContact.execute(context, input);
    expect(output).toMatchObject({ kind: "done", message: "He creado en HubSpot el contacto «Lorena Benítez»." });
    const created = (await readData()).contacts.find((contact) => contact.properties.email === input.email);
    expect(created?.properties).toMatchObject({
      firstname: "Lorena",
      lastname: "Benítez",
      company: "Cafés Benítez",
      jobtitle: "Jefa de compras",
      phone: "600 123 456",
    });
    await expect(hubspotCreateContact.execute(context, input)).rejects.toMatchObject({ status: 409 });
  });

  it("adds a note associated with the contact, naming the contact in the approval", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const contact = (await readData()).contacts[2];
    if (!contact) throw new Error("no contact seeded");
    const input = { contactId: contact.id, body: "Pide presupuesto para 3 camiones más" };
    await expect(hubspotAddNote.describe?.(context, input)).resolves.toBe(
      `Añadir en HubSpot una nota al contacto «${fullName(contact)}»: «Pide presupuesto para 3 camiones más»`,
    );
    await hubspotAddNote.execute(context, input);
    const note = (await readData()).notes.find((candidate) => candidate.properties.hs_note_body === input.body);
    expect(note).toMatchObject({ contactIds: [contact.id], properties: { hs_timestamp: context.now.toISOString() } });
    await expect(hubspotAddNote.execute(context, { ...input, contactId: "999" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("reads its arguments from a parsed request", () => {
    expect(
      hubspotCreateContact.argsFromRequest({
        text: "crea el contacto Lorena Benítez lorena@cafesbenitez.es",
        name: "Lorena Benítez",
        email: "lorena@cafesbenitez.es",
      }),
    ).toEqual({ firstname: "Lorena", lastname: "Benítez", email: "lorena@cafesbenitez.es" });
    expect(hubspotCreateContact.argsFromRequest({ text: "crea un contacto" })).toBeNull();
    expect(hubspotSearchContacts.argsFromRequest({ text: "busca a Marta", person: "Marta" })).toEqual({
      query: "Marta",
    });
    expect(
      hubspotAddNote.argsFromRequest(
        { text: "añade una nota a Marta: llamar el lunes", body: "llamar el lunes" },
        {
          id: "51001",
          title: "Marta Vidal",
        },
      ),
    ).toEqual({ contactId: "51001", body: "llamar el lunes" });
    expect(
      hubspotAddNote.argsFromRequest({ text: "añade una nota" }, { id: "51001", title: "Marta Vidal" }),
    ).toBeNull();
    expect(hubspotListOpenDeals.argsFromRequest({ text: "mis 3 negocios abiertos", count: 3 })).toEqual({ count: 3 });
  });
});

describeWatermarkSource({
  name: "HubSpot notifications",
  definition: hubspot,
  source: hubspotNotifications,
  account: demoAccounts.hubspot.email,
  itemBody: (label, date) => ({ subject: label, ...(date ? { date: date.toISOString() } : {}) }),
  expectedTitle: (label) => `Tarea asignada: ${label}`,
  isLive: (data, id) => (data as SeededHubSpot).tasks.some((task) => task.id === id && !task.archived),
  badBody: { subject: "Llamar", priority: "URGENTE" },
});

describe("HubSpot notification items", () => {
  const sandbox = useSandbox();

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  });

  it("takes the open tasks owned by the account, with due date, priority, who changed them and a link", async () => {
    const context = await connectToolContext(hubspot, sandbox.modes);
    const read = (cursor: string | null, account: string | null = demoAccounts.hubspot.email) =>
      hubspotNotifications.readChanges(context.api, { cursor, now: new Date(), account, pendingIds: [] });
    const first = await read(null);
    expect(first.items.map((item) => item.subject)).toEqual([
      "Llamar a Marta Vidal por el contrato de la reforma",
      "Enviar la propuesta a Hoteles Mediterráneo",
      "Preparar la auditoría de Grupo Norte",
    ]);
    expect(first.items[0]).toMatchObject({
      title: "Tarea asignada: Llamar a Marta Vidal por el contrato de la reforma",
      importance: "high",
      senderFull: "Raúl Medina",
      actionUrl: `https://app-eu1.hubspot.com/contacts/${demoAccounts.hubspot.hubId}/record/0-27/${first.items[0]?.providerItemId}`,
      signals: { directToUser: true, byUser: false, senderAddress: "raul.medina@ejemplo.com", dueAt: expect.any(Date) },
    });
    expect(first.items[1]?.signals.byUser).toBe(true);
    const due = "2026-12-01T09:00:00.000Z";
    const answer = await fetch(`${sandbox.url}/__sandbox/items/hubspot`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "Revisar el presupuesto", priority: "LOW", due }),
    });
    const { id } = (await answer.json()) as { id: string };
    const next = await read(first.cursor);
    expect(next.items).toEqual([
      expect.objectContaining({
        providerItemId: id,
        importance: "normal",
        signals: expect.objectContaining({ dueAt: new Date(due) }),
      }),
    ]);
    expect((await read(null, "otra.persona@ejemplo.com")).items).toEqual([]);
  });
});
