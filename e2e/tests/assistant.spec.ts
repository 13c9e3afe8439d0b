import { expect, type Page, test } from "@playwright/test";
import { chatList, connectService, openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

type GmailData = {
  gmail: {
    labels: { id: string; name: string }[];
    messages: {
      id: string;
      labelIds: string[];
      internalDate: string;
      payload: { headers: { name: string; value: string }[] };
    }[];
  };
};

/** The user's own sandbox mailbox: each Shifu user connects a sandbox account of their own. */
async function readGmail(page: Page, account: string): Promise<GmailData["gmail"]> {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/__sandbox/data/google`, { params: { account } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as GmailData).gmail;
}

function readSubject(message: GmailData["gmail"]["messages"][number]): string {
  return message.payload.headers.find((header) => header.name.toLowerCase() === "subject")?.value ?? "";
}

function messageList(page: Page) {
  return page.getByRole("region", { name: "Mensajes" });
}

function approvalCard(page: Page, summary: string) {
  return messageList(page)
    .getByRole("region", { name: "Acción propuesta por el asistente" })
    .filter({ hasText: summary });
}

/** Sends once the previous reply has finished, as a person waits for it. */
async function ask(page: Page, text: string) {
  await expect(page.getByRole("button", { name: "Detener" })).toBeHidden();
  const input = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await input.fill(text);
  await input.press("Enter");
  await expect(input).toHaveValue("");
}

test.describe("the Gmail assistant on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists the latest mails as they stream, creates a label on 'Confirmar', and does nothing on 'Cancelar'", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Gmail");
    await chatList(page)
      .getByRole("button", { name: /^Gmail/ })
      .click();

    const inbox = (await readGmail(page, sandboxAccount)).messages
      .filter((message) => message.labelIds.includes("INBOX"))
      .toSorted((a, b) => Number(b.internalDate) - Number(a.internalDate));
    const streamed = page.waitForResponse((response) => response.url().endsWith("/api/chat/gmail"));
    await ask(page, "¿cuáles son mis últimos correos?");
    expect((await streamed).headers()["content-type"]).toContain("text/event-stream");
    for (const message of inbox.slice(0, 3)) {
      await expect(messageList(page)).toContainText(readSubject(message));
    }

    await ask(page, "crea la etiqueta Facturas");
    const labelCard = approvalCard(page, "Crear la etiqueta «Facturas» en Gmail");
    await expect(labelCard).toBeVisible();
    expect((await readGmail(page, sandboxAccount)).labels.map((label) => label.name)).not.toContain("Facturas");
    await labelCard.getByRole("button", { name: "Confirmar" }).click();
    await expect(messageList(page)).toContainText("Etiqueta «Facturas» creada en Gmail.");
    await expect(labelCard.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
    expect((await readGmail(page, sandboxAccount)).labels.map((label) => label.name)).toContain("Facturas");

    const offer = inbox.find((message) => readSubject(message) === "Oferta de verano");
    expect(offer).toBeDefined();
    await ask(page, "mueve a la papelera el correo de Tienda XYZ");
    const trashCard = approvalCard(page, "Mover a la papelera el correo «Oferta de verano» de Tienda XYZ");
    await expect(trashCard).toBeVisible();
    await trashCard.getByRole("button", { name: "Cancelar" }).click();
    await expect(messageList(page)).toContainText("Cancelado: no he hecho nada.");
    const after = (await readGmail(page, sandboxAccount)).messages.find((message) => message.id === offer?.id);
    expect(after?.labelIds).toContain("INBOX");
    expect(after?.labelIds).not.toContain("TRASH");

    await page.reload();
    await chatList(page)
      .getByRole("button", { name: /^Gmail/ })
      .click();
    await expect(messageList(page)).toContainText("Etiqueta «Facturas» creada en Gmail.");
    await expect(approvalCard(page, "Mover a la papelera el correo «Oferta de verano»")).toContainText("Cancelado");
  });

  test("reads a request typed in a hurry, in voseo, with a typo and thanks, as the request it is", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Gmail");
    await chatList(page)
      .getByRole("button", { name: /^Gmail/ })
      .click();
    const inbox = (await readGmail(page, sandboxAccount)).messages.filter((message) =>
      message.labelIds.includes("INBOX"),
    );
    const unread = inbox.filter((message) => message.labelIds.includes("UNREAD")).length;
    const linkedIn = inbox.find((message) => readSubject(message) === "Tienes 3 invitaciones nuevas");
    expect(linkedIn).toBeDefined();

    await ask(page, "decime cuantos sin leer tengo");
    await expect(messageList(page)).toContainText(`Tienes ${unread} correos sin leer.`);

    await ask(page, "arhciva el correo de linkedin, gracias");
    const archiveCard = approvalCard(page, "Archivar (sacar de Recibidos) el correo «Tienes 3 invitaciones nuevas»");
    await expect(archiveCard).toBeVisible();
    await archiveCard.getByRole("button", { name: "Confirmar" }).click();
    await expect(archiveCard.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
    await expect
      .poll(async () => (await readGmail(page, sandboxAccount)).messages.find((m) => m.id === linkedIn?.id)?.labelIds)
      .not.toContain("INBOX");
  });

  test("does a change and answers a question about the same mail, said in one sentence", async ({ page }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Gmail");
    await chatList(page)
      .getByRole("button", { name: /^Gmail/ })
      .click();
    const bill = (await readGmail(page, sandboxAccount)).messages.find(
      (message) => readSubject(message) === "Factura de electricidad de octubre",
    );
    expect(bill).toBeDefined();

    await ask(page, "Ponle la etiqueta Proveedores al correo de la factura de la luz y dime de cuánto es");
    const labelCard = approvalCard(
      page,
      "Poner la etiqueta «Proveedores» al correo «Factura de electricidad de octubre»",
    );
    await expect(labelCard).toBeVisible();
    await expect(messageList(page)).toContainText("342,18");
    await labelCard.getByRole("button", { name: "Confirmar" }).click();
    await expect(labelCard.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
    const labelled = async () => {
      const gmail = await readGmail(page, sandboxAccount);
      const proveedores = gmail.labels.find((label) => label.name === "Proveedores");
      return gmail.messages.find((message) => message.id === bill?.id)?.labelIds.some((id) => id === proveedores?.id);
    };
    await expect.poll(labelled).toBe(true);
  });
  test("offers what comes close when nothing fits a change in full, changes nothing, and goes on with the one chosen", async ({
    page,
  }) => {
    await openWorkspaceAsNewUser(page);
    const { sandboxAccount } = await connectService(page, "Gmail");
    await chatList(page)
      .getByRole("button", { name: /^Gmail/ })
      .click();
    const bill = (await readGmail(page, sandboxAccount)).messages.find(
      (message) => readSubject(message) === "Factura de electricidad de octubre",
    );
    expect(bill).toBeDefined();

    await ask(page, "borra el correo de la factura del gas");
    await expect(messageList(page)).toContainText(
      "No he encontrado nada que coincida del todo con «factura del gas» en Gmail, así que no he hecho nada.",
    );
    await expect(messageList(page)).toContainText("Factura de electricidad de octubre");
    await expect(messageList(page).getByRole("region", { name: "Acción propuesta por el asistente" })).toHaveCount(0);

    await ask(page, "el primero");
    const trashCard = approvalCard(page, "Mover a la papelera el correo «Factura de electricidad de octubre»");
    await expect(trashCard).toBeVisible();
    await trashCard.getByRole("button", { name: "Cancelar" }).click();
    await expect(messageList(page)).toContainText("Cancelado: no he hecho nada.");
    const after = (await readGmail(page, sandboxAccount)).messages.find((message) => message.id === bill?.id);
    expect(after?.labelIds).toContain("INBOX");
  });
});
