import { demoAccounts } from "@shifu/sandbox";
import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { gmail } from ".";
import { gmailNotifications } from "./notifications";
import { gmailArchiveMessage } from "./tools/archive-message";
import { gmailCreateLabel } from "./tools/create-label";
import { gmailForwardMessage } from "./tools/forward-message";
import { gmailLabelMessage } from "./tools/label-message";
import { gmailListRecentMessages } from "./tools/list-recent-messages";
import { gmailMarkRead } from "./tools/mark-read";
import { gmailReadMessage } from "./tools/read-message";
import { gmailReplyMessage } from "./tools/reply-message";
import { gmailSearchMessages } from "./tools/search-messages";
import { gmailSendMessage } from "./tools/send-message";
import { gmailTrashMessage } from "./tools/trash-message";

describeOAuthService(
  createGoogleServiceSpec({
    definition: gmail,
    name: "Gmail",
    apiScope: "https://www.googleapis.com/auth/gmail.modify",
  }),
);

type SandboxMessage = {
  id: string;
  threadId: string;
  labelIds: string[];
  internalDate: string;
  payload: { headers: { name: string; value: string }[]; body: { data?: string } };
};
type SandboxMailbox = {
  gmail: { labels: { id: string; name: string }[]; messages: SandboxMessage[]; drafts: { id: string }[] };
};

function readSubject(message: SandboxMessage): string {
  return message.payload.headers.find((header) => header.name === "Subject")?.value ?? "";
}

describe("Gmail tools against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  let mailbox: SandboxMailbox["gmail"];

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(gmail, sandbox.modes);
    mailbox = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
  });

  function findBySubject(subject: string): SandboxMessage {
    const message = mailbox.messages.find((candidate) => readSubject(candidate) === subject);
    if (!message) throw new Error(`no seeded mail «${subject}»`);
    return message;
  }

  async function runList(tool: typeof gmailListRecentMessages, input: Record<string, unknown>) {
    const output = await tool.execute(context, input);
    if (output.kind !== "list") throw new Error(`expected a list, got ${output.kind}`);
    return output.items;
  }

  it("lists the newest inbox mails first, five unless told, with sender, date and link", async () => {
    const inbox = mailbox.messages
      .filter((message) => message.labelIds.includes("INBOX"))
      .sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
    const items = await runList(gmailListRecentMessages, gmailListRecentMessages.argsFromRequest({ text: "" }) ?? {});
    expect(items.map((item) => item.title)).toEqual(inbox.slice(0, 5).map(readSubject));
    expect(items[0]).toMatchObject({
      title: "Oferta de verano",
      from: "Tienda XYZ",
      link: `https://mail.google.com/mail/u/0/#inbox/${inbox[0]?.id}`,
      details: expect.arrayContaining(["Sin leer"]),
    });
    expect(items[0]?.date).toBe(new Date(Number(inbox[0]?.internalDate)).toISOString());
    expect(items[0]?.snippet?.length).toBeLessThanOrEqual(200);
  });

  it("lists only the unread ones when asked, honouring the count", async () => {
    const unread = mailbox.messages.filter((message) => message.labelIds.includes("UNREAD"));
    const items = await runList(gmailListRecentMessages, { count: 20, unreadOnly: true });
    expect(items).toHaveLength(unread.length);
    expect(items.every((item) => item.details?.includes("Sin leer"))).toBe(true);
    expect(await runList(gmailListRecentMessages, { count: 2, unreadOnly: true })).toHaveLength(2);
  });

  it("searches by sender, words and dates in Gmail's q syntax", async () => {
    const fromLaura = await runList(gmailSearchMessages, { from: "Laura Gómez", count: 20 });
    expect(fromLaura.map((item) => item.title)).toEqual([
      "Revisión del presupuesto 2026",
      "Fotos de la cena de equipo",
    ]);
    const invoices = await runList(gmailSearchMessages, { words: "factura", count: 20 });
    expect(invoices.map((item) => item.title)).toContain("Tu factura de noviembre ya está disponible");
    expect(invoices.map((item) => item.title)).toContain("Factura de electricidad de octubre");

    const dayAgo = new Date(context.now.getTime() - 24 * 3_600_000).toISOString();
    const recent = await runList(gmailSearchMessages, { after: dayAgo, count: 20 });
    const expected = mailbox.messages.filter(
      (message) => Number(message.internalDate) >= Date.parse(dayAgo) && !message.labelIds.includes("TRASH"),
    );
    expect(recent.map((item) => item.id).sort()).toEqual(expected.map((message) => message.id).sort());
    const older = await runList(gmailSearchMessages, { from: "Laura", before: dayAgo, count: 20 });
    expect(older.map((item) => item.title)).toEqual(["Fotos de la cena de equipo"]);
  });

  it("maps a parsed request to a search, and refuses one with nothing to search for", () => {
    expect(
      gmailSearchMessages.argsFromRequest({ text: "correos de Laura sin leer", person: "Laura", unreadOnly: true }),
    ).toEqual({ from: "Laura", unreadOnly: true, count: 5 });
    expect(
      gmailSearchMessages.argsFromRequest({ text: "busca «Oferta de verano»", quoted: "Oferta de verano" }),
    ).toEqual({ words: "Oferta de verano", count: 5 });
    expect(gmailSearchMessages.argsFromRequest({ text: "busca" })).toBeNull();
    expect(
      gmailListRecentMessages.argsFromRequest({ text: "mis 3 últimos correos sin leer", count: 3, unreadOnly: true }),
    ).toEqual({ count: 3, unreadOnly: true });
  });

  it("reads one mail: headers and the text part of a multipart/alternative body", async () => {
    const offer = findBySubject("Oferta de verano");
    const output = await gmailReadMessage.execute(context, { messageId: offer.id });
    if (output.kind !== "document") throw new Error("expected a document");
    expect(output.item.title).toBe("Oferta de verano");
    expect(output.text).toContain("De: Tienda XYZ <novedades@tiendaxyz.es>");
    expect(output.text).toContain("hasta un 40 % de descuento");
    expect(output.text).not.toContain("<b>");
    expect(gmailReadMessage.argsFromRequest({ text: "" }, { id: offer.id, title: "Oferta de verano" })).toEqual({
      messageId: offer.id,
    });
  });

  it("creates a label that Gmail then lists, and says so when it already exists", async () => {
    const input = gmailCreateLabel.argsFromRequest({ text: "crea la etiqueta Facturas", name: "Facturas" });
    expect(input).toEqual({ name: "Facturas" });
    expect(await gmailCreateLabel.describe?.(context, { name: "Facturas" })).toBe(
      "Crear la etiqueta «Facturas» en Gmail",
    );
    const output = await gmailCreateLabel.execute(context, { name: "Facturas" });
    expect(output).toMatchObject({ kind: "done", message: "Etiqueta «Facturas» creada en Gmail." });
    const after = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    expect(after.labels.filter((label) => label.name === "Facturas")).toHaveLength(1);

    const again = await gmailCreateLabel.execute(context, { name: "facturas" });
    expect(again.kind === "done" && again.message).toContain("ya existía");
    expect(gmailCreateLabel.argsFromRequest({ text: "crea una etiqueta" })).toBeNull();
  });

  it("labels one mail, creating the label when it is new", async () => {
    const invoice = findBySubject("Tu factura de noviembre ya está disponible");
    const proposed = { messageId: invoice.id, labelName: "Facturas" };
    expect(await gmailLabelMessage.resolve?.(context, proposed)).toEqual(proposed);
    expect(await gmailLabelMessage.describe?.(context, proposed)).toBe(
      "Poner la etiqueta «Facturas» al correo «Tu factura de noviembre ya está disponible» de Banco Santander " +
        "(la etiqueta no existe y se creará)",
    );
    await gmailLabelMessage.execute(context, { messageId: invoice.id, labelName: "Facturas" });
    const after = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    const label = after.labels.find((candidate) => candidate.name === "Facturas");
    expect(after.messages.find((message) => message.id === invoice.id)?.labelIds).toContain(label?.id);

    const clients = after.labels.find((candidate) => candidate.name === "Clientes");
    const resolved = await gmailLabelMessage.resolve?.(context, { messageId: invoice.id, labelName: "clientes" });
    expect(resolved).toEqual({ messageId: invoice.id, labelName: "Clientes", labelId: clients?.id });
    await gmailLabelMessage.execute(context, resolved ?? proposed);
    const final = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    expect(final.labels).toHaveLength(after.labels.length);
    expect(final.messages.find((message) => message.id === invoice.id)?.labelIds).toContain(clients?.id);
    expect(
      gmailLabelMessage.argsFromRequest({ text: "", name: "Facturas" }, { id: invoice.id, title: "Factura" }),
    ).toEqual({ messageId: invoice.id, labelName: "Facturas" });
  });

  it("moves one mail to the trash, which then leaves it out of the inbox", async () => {
    const offer = findBySubject("Oferta de verano");
    expect(await gmailTrashMessage.describe?.(context, { messageId: offer.id })).toBe(
      "Mover a la papelera el correo «Oferta de verano» de Tienda XYZ",
    );
    const output = await gmailTrashMessage.execute(context, { messageId: offer.id });
    expect(output.kind === "done" && output.message).toContain("«Oferta de verano»");
    const after = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    const trashed = after.messages.find((message) => message.id === offer.id);
    expect(trashed?.labelIds).toContain("TRASH");
    expect(trashed?.labelIds).not.toContain("INBOX");
    expect(after.messages.filter((message) => message.labelIds.includes("TRASH"))).toHaveLength(1);
    const inbox = await runList(gmailListRecentMessages, { count: 20 });
    expect(inbox.map((item) => item.id)).not.toContain(offer.id);
    expect(gmailTrashMessage.argsFromRequest({ text: "borra ese correo" })).toBeNull();
  });

  it("replies in the thread: sends with In-Reply-To, or saves a draft", async () => {
    const budget = findBySubject("Revisión del presupuesto 2026");
    const input = gmailReplyMessage.argsFromRequest(
      { text: "", body: "Perfecto, mañana a las 10:00 lo vemos." },
      { id: budget.id, title: "Revisión del presupuesto 2026" },
    );
    expect(input).toEqual({ messageId: budget.id, body: "Perfecto, mañana a las 10:00 lo vemos." });
    const resolved = await gmailReplyMessage.resolve?.(context, { messageId: budget.id, body: "De acuerdo." });
    expect(resolved?.to).toBe("Laura Gómez <laura.gomez@ejemplo.com>");
    expect(await gmailReplyMessage.describe?.(context, resolved ?? { messageId: "", body: "" })).toBe(
      "Enviar una respuesta a Laura Gómez <laura.gomez@ejemplo.com> al correo «Revisión del presupuesto 2026»: " +
        "«De acuerdo.»",
    );
    await expect(gmailReplyMessage.execute(context, { messageId: budget.id, body: "Hola" })).rejects.toThrow(
      "Falta la dirección exacta",
    );
    const to = "Laura Gómez <laura.gomez@ejemplo.com>";
    await gmailReplyMessage.execute(context, {
      messageId: budget.id,
      body: "Perfecto, mañana a las 10:00 lo vemos.",
      to,
    });
    const after = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    const sent = after.messages.find(
      (message) => message.labelIds.includes("SENT") && message.threadId === budget.threadId,
    );
    const header = (name: string) => sent?.payload.headers.find((candidate) => candidate.name === name)?.value;
    const originalId = budget.payload.headers.find((candidate) => candidate.name === "Message-ID")?.value;
    expect(header("Subject")).toBe("Re: Revisión del presupuesto 2026");
    expect(header("To")).toBe("Laura Gómez <laura.gomez@ejemplo.com>");
    expect(header("In-Reply-To")).toBe(originalId);
    expect(Buffer.from(sent?.payload.body.data ?? "", "base64url").toString()).toBe(
      "Perfecto, mañana a las 10:00 lo vemos.",
    );

    const draft = await gmailReplyMessage.execute(context, { messageId: budget.id, body: "Borrador", draft: true, to });
    expect(draft.kind === "done" && draft.message).toContain("Borradores");
    const final = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    expect(final.drafts).toHaveLength(1);
    expect(final.messages.filter((message) => message.labelIds.includes("SENT"))).toHaveLength(
      after.messages.filter((message) => message.labelIds.includes("SENT")).length,
    );
  });
});

describe("Gmail writes that name people, against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(gmail, sandbox.modes);
  });

  async function addMail(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "Hola", body: "Un saludo.", ...body }),
    });
    if (response.status !== 201) throw new Error(`addItem answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  async function readMailbox() {
    return (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
  }

  function readHeader(message: SandboxMessage | undefined, name: string): string | undefined {
    return message?.payload.headers.find((header) => header.name === name)?.value;
  }

  function readBody(message: SandboxMessage | undefined): string {
    return Buffer.from(message?.payload.body.data ?? "", "base64url").toString();
  }

  it("counts the unread inbox exactly, past the page it shows, and a search's matches", async () => {
    const mailbox = await readMailbox();
    const unread = mailbox.messages.filter(
      (message) => message.labelIds.includes("INBOX") && message.labelIds.includes("UNREAD"),
    );
    await addMail({ from: "Viajes Zafiro <ofertas@zafiro.es>", subject: "Vuela a Lisboa" });
    await addMail({ from: "Viajes Zafiro <ofertas@zafiro.es>", subject: "Tu tarjeta de embarque" });
    const output = await gmailListRecentMessages.execute(context, { count: 2, unreadOnly: true });
    expect(output).toMatchObject({ kind: "list", total: unread.length + 2 });
    expect(output.kind === "list" && output.items).toHaveLength(2);
    const all = await gmailListRecentMessages.execute(context, { count: 1 });
    const inbox = mailbox.messages.filter((message) => message.labelIds.includes("INBOX"));
    expect(all).toMatchObject({ kind: "list", total: inbox.length + 2 });
    const search = await gmailSearchMessages.execute(context, { from: "Zafiro", count: 1 });
    expect(search).toMatchObject({ kind: "list", total: 2 });
  });

  it("sends a new mail, never a reply, to the exact addresses its card showed", async () => {
    const request = {
      text: "escribe un correo a Laura y a pedro.sanchez@ejemplo.com con asunto «Viaje» diciéndole que salimos el lunes",
      recipients: ["Laura", "pedro.sanchez@ejemplo.com"],
      subject: "Viaje",
      body: "Salimos el lunes.",
    };
    const input = gmailSendMessage.argsFromRequest(request);
    expect(input).toEqual({ to: ["Laura", "pedro.sanchez@ejemplo.com"], subject: "Viaje", body: "Salimos el lunes." });
    if (!input) throw new Error("no input");
    const resolved = await gmailSendMessage.resolve?.(context, input);
    expect(resolved).toEqual({ ...input, to: ["Laura Gómez <laura.gomez@ejemplo.com>", "pedro.sanchez@ejemplo.com"] });
    if (!resolved) throw new Error("no resolve");
    expect(await gmailSendMessage.describe?.(context, resolved)).toBe(
      "Enviar un correo nuevo a Laura Gómez <laura.gomez@ejemplo.com>, pedro.sanchez@ejemplo.com con asunto " +
        "«Viaje»: «Salimos el lunes.»",
    );
    await gmailSendMessage.execute(context, { ...resolved, cc: ["javier.ruiz@gruponorte.es"] });
    const sent = (await readMailbox()).messages.find((message) => readHeader(message, "Subject") === "Viaje");
    expect(sent?.labelIds).toEqual(["SENT"]);
    expect(sent?.threadId).toBe(sent?.id);
    expect(readHeader(sent, "To")).toBe("Laura Gómez <laura.gomez@ejemplo.com>, pedro.sanchez@ejemplo.com");
    expect(readHeader(sent, "Cc")).toBe("javier.ruiz@gruponorte.es");
    expect(readHeader(sent, "In-Reply-To")).toBeUndefined();
    expect(readBody(sent)).toBe("Salimos el lunes.");
  });

  it("refuses a name it cannot tie to one address, and a name that reached execute unresolved", async () => {
    await expect(gmailSendMessage.resolve?.(context, { to: ["Zacarías"], subject: "x", body: "y" })).rejects.toThrow(
      "No encuentro la dirección de correo de «Zacarías» en tus correos de Gmail",
    );
    await expect(gmailSendMessage.execute(context, { to: ["Laura"], subject: "x", body: "y" })).rejects.toThrow(
      "Falta la dirección exacta de «Laura»",
    );
  });

  it("keeps the address the card showed when a newer mail from the same name and another address arrives", async () => {
    await addMail({ from: "Pablo Moreno <pablo.moreno@ejemplo.com>", subject: "Presupuesto" });
    const input = { to: ["Pablo Moreno"], subject: "Re presupuesto", body: "Te lo mando mañana." };
    const resolved = await gmailSendMessage.resolve?.(context, input);
    if (!resolved) throw new Error("no resolve");
    expect(resolved.to).toEqual(["Pablo Moreno <pablo.moreno@ejemplo.com>"]);
    await addMail({ from: "Pablo Moreno <pablo.moreno@competidor-externo.com>", subject: "Urgente" });
    await gmailSendMessage.execute(context, resolved);
    const sent = (await readMailbox()).messages.find((message) => readHeader(message, "Subject") === "Re presupuesto");
    expect(readHeader(sent, "To")).toBe("Pablo Moreno <pablo.moreno@ejemplo.com>");
    // Asked again now, the name fits two addresses: a question with both, never a guess.
    await expect(gmailSendMessage.resolve?.(context, input)).rejects.toThrow(
      "Hay 2 direcciones que encajan con «Pablo Moreno»: 1. Pablo Moreno <pablo.moreno@competidor-externo.com>; " +
        "2. Pablo Moreno <pablo.moreno@ejemplo.com>. ¿A cuál te refieres?",
    );
  });

  it("archives a mail out of the inbox, neither trashing nor deleting it", async () => {
    const mailbox = await readMailbox();
    const offer = mailbox.messages.find((message) => readHeader(message, "Subject") === "Oferta de verano");
    if (!offer) throw new Error("no offer");
    expect(gmailArchiveMessage.intent).toEqual({ action: "archive", objects: ["email"] });
    expect(await gmailArchiveMessage.describe?.(context, { messageId: offer.id })).toBe(
      "Archivar (sacar de Recibidos) el correo «Oferta de verano» de Tienda XYZ",
    );
    await gmailArchiveMessage.execute(context, { messageId: offer.id });
    const archived = (await readMailbox()).messages.find((message) => message.id === offer.id);
    expect(archived?.labelIds).not.toContain("INBOX");
    expect(archived?.labelIds).not.toContain("TRASH");
    expect(archived?.labelIds).toContain("CATEGORY_PROMOTIONS");
  });

  it("marks a mail read, leaving it in the inbox", async () => {
    const unread = (await readMailbox()).messages.find(
      (message) => message.labelIds.includes("UNREAD") && message.labelIds.includes("INBOX"),
    );
    if (!unread) throw new Error("no unread mail");
    expect(gmailMarkRead.intent).toEqual({ action: "markRead", objects: ["email"] });
    const done = await gmailMarkRead.execute(context, { messageId: unread.id });
    expect(done).toMatchObject({ kind: "done", message: expect.stringMatching(/^He marcado como leído el correo «/) });
    const after = (await readMailbox()).messages.find((message) => message.id === unread.id);
    expect(after?.labelIds).not.toContain("UNREAD");
    expect(after?.labelIds).toContain("INBOX");
  });

  it("forwards a mail with its text and a note to the resolved addresses", async () => {
    const id = await addMail({
      from: "Iberia <reservas@iberia.com>",
      subject: "Tu reserva a Lisboa",
      body: "Localizador X7K2P.",
    });
    const input = gmailForwardMessage.argsFromRequest(
      { text: "reenvía a Pedro el correo de Iberia", recipients: ["Pedro"] },
      { id, title: "Tu reserva a Lisboa" },
    );
    expect(input).toEqual({ messageId: id, to: ["Pedro"] });
    if (!input) throw new Error("no input");
    const resolved = await gmailForwardMessage.resolve?.(context, { ...input, note: "Para que lo tengas." });
    if (!resolved) throw new Error("no resolve");
    expect(resolved.to).toEqual(["Pedro Sánchez <pedro.sanchez@ejemplo.com>"]);
    expect(await gmailForwardMessage.describe?.(context, resolved)).toBe(
      "Reenviar a Pedro Sánchez <pedro.sanchez@ejemplo.com> el correo «Tu reserva a Lisboa» de Iberia con la nota " +
        "«Para que lo tengas.»",
    );
    await gmailForwardMessage.execute(context, resolved);
    const sent = (await readMailbox()).messages.find(
      (message) => readHeader(message, "Subject") === "Fwd: Tu reserva a Lisboa",
    );
    expect(sent?.labelIds).toEqual(["SENT"]);
    expect(readHeader(sent, "To")).toContain("<pedro.sanchez@ejemplo.com>");
    expect(readBody(sent)).toContain("Para que lo tengas.");
    expect(readBody(sent)).toContain("De: Iberia <reservas@iberia.com>");
    expect(readBody(sent)).toContain("Localizador X7K2P.");
  });
});

describe("Gmail notifications against the sandbox", () => {
  const sandbox = useSandbox();
  let context: ToolContext;
  const account = demoAccounts.google.email;

  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    context = await connectToolContext(gmail, sandbox.modes);
  });

  async function addMail(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "Ana Torres <ana@acme.com>", body: "¿Lo vemos mañana?", ...body }),
    });
    if (response.status !== 201) throw new Error(`addItem answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  function readChanges(cursor: string | null) {
    return gmailNotifications.readChanges(context.api, { cursor, now: new Date(), account, pendingIds: [] });
  }

  async function syncFromNow(): Promise<string> {
    return (await readChanges(null)).cursor;
  }

  it("first syncs the last week's inbox, newest first, with the card fields and the historyId as cursor", async () => {
    const mailbox = (await readSandboxData<SandboxMailbox & { gmail: { historyId: number } }>(sandbox.url, "google"))
      .gmail;
    const weekAgo = Date.now() - 7 * 86_400_000;
    const recent = mailbox.messages
      .filter((message) => message.labelIds.includes("INBOX") && Number(message.internalDate) >= weekAgo)
      .sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
    const page = await readChanges(null);
    expect(page.items.map((item) => item.providerItemId)).toEqual(recent.slice(0, 20).map((message) => message.id));
    expect(page.deletedIds).toEqual([]);
    expect(page.cursor).toBe(String(mailbox.historyId));
    const budget = page.items.find((item) => item.subject === "Revisión del presupuesto 2026");
    expect(budget).toMatchObject({
      title: "Nuevo correo de Laura Gómez",
      senderFull: "Laura Gómez <laura.gomez@ejemplo.com>",
      snippet: expect.stringContaining("desviación de 12.000 €"),
      actionUrl: `https://mail.google.com/mail/u/0/#inbox/${budget?.providerItemId}`,
      importance: "normal",
      hasAttachments: false,
      signals: {
        directToUser: true,
        mentionsUser: false,
        bulk: false,
        byUser: false,
        senderAddress: "laura.gomez@ejemplo.com",
      },
    });
    const source = recent.find((message) => readSubject(message) === "Revisión del presupuesto 2026");
    expect(budget?.date.getTime()).toBe(Number(source?.internalDate));
  });

  it("brings a mail added after the cursor once, with its importance, attachments and signals", async () => {
    const cursor = await syncFromNow();
    const id = await addMail({
      subject: "Presupuesto 2027",
      importance: "high",
      attachments: [{ filename: "Presupuesto 2027.pdf" }],
    });
    const page = await readChanges(cursor);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      providerItemId: id,
      title: "Nuevo correo de Ana Torres",
      subject: "Presupuesto 2027",
      senderFull: "Ana Torres <ana@acme.com>",
      body: "¿Lo vemos mañana?",
      importance: "high",
      hasAttachments: true,
      signals: { directToUser: true, bulk: false, byUser: false, senderAddress: "ana@acme.com" },
    });
    expect(page.cursor).not.toBe(cursor);
    const again = await readChanges(page.cursor);
    expect(again).toEqual({ items: [], deletedIds: [], cursor: page.cursor });
  });

  it("reads bulk mail, mail to others and the user's own mail from the headers", async () => {
    const cursor = await syncFromNow();
    const newsletter = await addMail({ subject: "Novedades", from: "Boletín <noreply@boletin.es>" });
    const team = await addMail({ subject: "Para el equipo", to: "equipo@ejemplo.com" });
    const own = await addMail({ subject: "Nota para mí", from: `Ana García <${account}>` });
    const signals = Object.fromEntries(
      (await readChanges(cursor)).items.map((item) => [item.providerItemId, item.signals]),
    );
    expect(signals[newsletter]).toMatchObject({ bulk: true, directToUser: true });
    expect(signals[team]).toMatchObject({ bulk: false, directToUser: false });
    expect(signals[own]).toMatchObject({ byUser: true });
  });

  it("takes Gmail's promotions, social and automated updates as bulk mail", async () => {
    const page = await readChanges(null);
    const bySubject = (subject: RegExp) => page.items.find((item) => subject.test(item.subject ?? ""));
    expect(bySubject(/Oferta de verano/)?.signals.bulk).toBe(true);
    expect(bySubject(/Tu factura de noviembre ya está disponible/)?.signals.bulk).toBe(true);
    expect(bySubject(/Invitación: Reunión de seguimiento/)?.signals.bulk).toBe(true);
    expect(bySubject(/Revisión del presupuesto 2026/)?.signals.bulk).toBe(false);
  });

  it("moves a mail to Gmail's trash on deleteItem, and the next sync reports it gone", async () => {
    const cursor = await syncFromNow();
    const kept = await addMail({ subject: "Se queda" });
    const brief = await addMail({ subject: "Llega y se va" });
    const first = await readChanges(cursor);
    await gmailNotifications.deleteItem(context.api, kept);
    await gmailNotifications.deleteItem(context.api, brief);
    const mailbox = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    const trashed = mailbox.messages.find((message) => message.id === kept);
    expect(trashed?.labelIds).toContain("TRASH");
    expect(trashed?.labelIds).not.toContain("INBOX");
    const next = await readChanges(first.cursor);
    expect(next.items).toEqual([]);
    expect(next.deletedIds.sort()).toEqual([kept, brief].sort());

    const gone = await addMail({ subject: "Ni la ves" });
    await gmailNotifications.deleteItem(context.api, gone);
    const last = await readChanges(next.cursor);
    expect(last.items).toEqual([]);
    expect(last.deletedIds).toEqual([gone]);
  });

  it("brings a mail dated before the newest one seen, and keeps going past a future-dated one", async () => {
    const cursor = await syncFromNow();
    const newer = await addMail({ subject: "Reciente" });
    const first = await readChanges(cursor);
    const late = await addMail({ subject: "Llega tarde", date: new Date(Date.now() - 3_600_000).toISOString() });
    const future = await addMail({ subject: "Del futuro", date: new Date(Date.now() + 86_400_000).toISOString() });
    const second = await readChanges(first.cursor);
    const after = await addMail({ subject: "Después del futuro" });
    const third = await readChanges(second.cursor);
    expect(first.items.map((item) => item.providerItemId)).toEqual([newer]);
    expect(second.items.map((item) => item.providerItemId)).toEqual([late, future]);
    expect(second.items[0]?.date.getTime()).toBeLessThan(first.items[0]?.date.getTime() ?? 0);
    expect(third.items.map((item) => item.providerItemId)).toEqual([after]);
  });

  it("falls back to a first sync when Gmail no longer keeps the cursor's history (its 404)", async () => {
    const fresh = await readChanges(null);
    const fallback = await readChanges("1");
    expect(fallback.items.map((item) => item.providerItemId)).toEqual(fresh.items.map((item) => item.providerItemId));
    expect(fallback.cursor).toBe(fresh.cursor);
  });

  it("refuses a sandbox mail without a subject with a 400 that says so", async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/items/google`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "Ana Torres <ana@acme.com>", body: "Hola" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("subject");
  });
});
