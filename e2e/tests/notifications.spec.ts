import { expect, type Page, test } from "@playwright/test";
import { chatList, connectService, openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

type GmailData = {
  gmail: {
    labels: { id: string; name: string }[];
    messages: { id: string; labelIds: string[] }[];
  };
};

async function readGmail(page: Page): Promise<GmailData["gmail"]> {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/__sandbox/data/google`);
  return ((await response.json()) as GmailData).gmail;
}

/** A new mail in the sandbox's Gmail, as if someone had just written; the journeys share the mailbox, so each is unique. */
async function receiveMail(page: Page, subject: string): Promise<string> {
  const response = await page.request.post(`${SANDBOX_ORIGIN}/__sandbox/items/google`, {
    data: {
      kind: "mail",
      subject,
      from: "Contabilidad Acme <facturas@acme.com>",
      body: "<p>Adjuntamos la factura del mes.</p><img src='https://tracker.example/pixel.png' alt='logo'>",
      importance: "high",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits for the background sync (every 10 s in the journeys) to have stored it for this user. */
async function waitForSync(page: Page, subject: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.post("/api/gmail/notification", { data: {} });
        return JSON.stringify(await response.json()).includes(subject);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

function pendingCard(page: Page, subject: string) {
  return page.getByRole("region", { name: "Pendientes" }).getByRole("article").filter({ hasText: subject });
}

/** A pending card is one line until it is opened; opening it shows its reason, snippet and actions. */
async function openPendingCard(page: Page, subject: string) {
  const card = pendingCard(page, subject);
  await card.getByRole("button", { expanded: false }).click();
  return card;
}

/** A new user with Gmail connected receives a mail, which the sync stores, and opens the Gmail chat. */
async function receiveMailInGmailChat(page: Page): Promise<{ subject: string; mailId: string }> {
  await openWorkspaceAsNewUser(page);
  await connectService(page, "Gmail");
  const subject = `Factura ${Date.now()}`;
  const mailId = await receiveMail(page, subject);
  await waitForSync(page, subject);
  await chatList(page)
    .getByRole("button", { name: /^Gmail/ })
    .click();
  return { subject, mailId };
}

test.describe("notifications from Gmail on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // Each journey waits for a background sync (every 10 s) before it starts; the first also waits out an undo window twice.
  test.describe.configure({ timeout: 60_000 });

  test("a new mail shows as a card in the Gmail chat, and 'Eliminar' moves it to Gmail's trash", async ({ page }) => {
    const { subject, mailId } = await receiveMailInGmailChat(page);

    const card = pendingCard(page, subject);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Contabilidad Acme");
    await expect(card.getByRole("img", { name: "Importante" })).toBeVisible();
    await openPendingCard(page, subject);
    await expect(card).toContainText("Marcado como importante");
    await expect(chatList(page).getByRole("button", { name: /^Gmail/ })).toContainText(
      /notificaci(ón|ones) pendientes?/,
    );

    // A few seconds of 'Deshacer' first: taken back, nothing reaches Gmail.
    await card.getByRole("button", { name: "Eliminar" }).click();
    await expect(card.getByRole("status")).toContainText(/Se eliminará en \d s\./);
    await card.getByRole("button", { name: "Deshacer" }).click();
    await expect(card.getByRole("status")).toHaveCount(0);
    await page.waitForTimeout(6_000);
    expect((await readGmail(page)).messages.find((message) => message.id === mailId)?.labelIds).not.toContain("TRASH");

    await card.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("alertdialog", { name: "¡Éxito!" })).toBeVisible();
    await expect(card).toHaveCount(0, { timeout: 10_000 });
    expect((await readGmail(page)).messages.find((message) => message.id === mailId)?.labelIds).toContain("TRASH");
  });

  test("a custom action asks for a real instruction, then labels the mail once confirmed", async ({ page }) => {
    const { subject, mailId } = await receiveMailInGmailChat(page);

    const card = await openPendingCard(page, subject);
    await card.getByRole("button", { name: "Acción personalizada" }).click();
    const dialog = page.getByRole("dialog", { name: /Acción personalizada/ });
    const input = dialog.getByRole("textbox", { name: "Acción a realizar" });
    await input.fill("   ");
    await input.press("Enter");
    await expect(page.getByText("Por favor, ingresa una acción válida")).toBeVisible();
    await page.getByRole("button", { name: "Entendido" }).click();

    await input.fill("etiquétalo como Facturas");
    await input.press("Enter");
    const awaiting = page.getByRole("alertdialog", { name: "Falta tu confirmación" });
    await expect(awaiting).toContainText(`Poner la etiqueta «Facturas» al correo «${subject}»`, { timeout: 15_000 });
    await expect(awaiting).not.toContainText("**");
    await awaiting.getByRole("button", { name: "Entendido" }).click();
    const approval = page
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: `Poner la etiqueta «Facturas» al correo «${subject}»` });
    await expect(approval).toBeVisible({ timeout: 15_000 });
    await approval.getByRole("button", { name: "Confirmar" }).click();
    await expect
      .poll(async () => {
        const gmail = await readGmail(page);
        const label = gmail.labels.find((candidate) => candidate.name === "Facturas");
        return Boolean(label && gmail.messages.find((message) => message.id === mailId)?.labelIds.includes(label.id));
      })
      .toBe(true);
    await expect(card).toHaveCount(0, { timeout: 10_000 });
  });
});
