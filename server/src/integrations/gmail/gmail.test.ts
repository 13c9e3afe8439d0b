import { beforeEach, describe, expect, it } from "vitest";
import type { ToolContext } from "../app-tool";
import { connectToolContext, readSandboxData } from "../test-support/connect-tool-context";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { useSandbox } from "../test-support/use-sandbox";
import { gmail } from ".";
import { gmailCreateLabel } from "./tools/create-label";
import { gmailLabelMessage } from "./tools/label-message";
import { gmailListRecentMessages } from "./tools/list-recent-messages";
import { gmailReadMessage } from "./tools/read-message";
import { gmailReplyMessage } from "./tools/reply-message";
import { gmailSearchMessages } from "./tools/search-messages";
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
    expect(await gmailLabelMessage.describe?.(context, { messageId: invoice.id, labelName: "Facturas" })).toBe(
      "Poner la etiqueta «Facturas» al correo «Tu factura de noviembre ya está disponible» de Banco Santander " +
        "(la etiqueta no existe y se creará)",
    );
    await gmailLabelMessage.execute(context, { messageId: invoice.id, labelName: "Facturas" });
    const after = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    const label = after.labels.find((candidate) => candidate.name === "Facturas");
    expect(after.messages.find((message) => message.id === invoice.id)?.labelIds).toContain(label?.id);

    const clients = after.labels.find((candidate) => candidate.name === "Clientes");
    await gmailLabelMessage.execute(context, { messageId: invoice.id, labelName: "clientes" });
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
    expect(await gmailReplyMessage.describe?.(context, { messageId: budget.id, body: "De acuerdo." })).toBe(
      "Enviar una respuesta a Laura Gómez al correo «Revisión del presupuesto 2026»: «De acuerdo.»",
    );
    await gmailReplyMessage.execute(context, { messageId: budget.id, body: "Perfecto, mañana a las 10:00 lo vemos." });
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

    const draft = await gmailReplyMessage.execute(context, { messageId: budget.id, body: "Borrador", draft: true });
    expect(draft.kind === "done" && draft.message).toContain("Borradores");
    const final = (await readSandboxData<SandboxMailbox>(sandbox.url, "google")).gmail;
    expect(final.drafts).toHaveLength(1);
    expect(final.messages.filter((message) => message.labelIds.includes("SENT"))).toHaveLength(
      after.messages.filter((message) => message.labelIds.includes("SENT")).length,
    );
  });
});
