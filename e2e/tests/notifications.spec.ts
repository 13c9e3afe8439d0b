import { expect, type Page, test } from "@playwright/test";
import { chatList, connectService, openWorkspaceAsNewUser, SANDBOX_ORIGIN } from "../support/workspace";

type GmailData = {
  gmail: {
    labels: { id: string; name: string }[];
    messages: { id: string; labelIds: string[] }[];
  };
};

/** The user's own sandbox mailbox: each Shifu user connects a sandbox account of their own. */
async function readGmail(page: Page, account: string): Promise<GmailData["gmail"]> {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/__sandbox/data/google`, { params: { account } });
  return ((await response.json()) as GmailData).gmail;
}

/** A new mail in the user's sandbox Gmail, as if someone had just written. */
async function receiveMail(page: Page, account: string, subject: string): Promise<string> {
  const response = await page.request.post(`${SANDBOX_ORIGIN}/__sandbox/items/google`, {
    params: { account },
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
async function receiveMailInGmailChat(page: Page): Promise<{ subject: string; mailId: string; account: string }> {
  await openWorkspaceAsNewUser(page);
  const { sandboxAccount: account } = await connectService(page, "Gmail");
  const subject = `Factura ${Date.now()}`;
  const mailId = await receiveMail(page, account, subject);
  await waitForSync(page, subject);
  await chatList(page)
    .getByRole("button", { name: /^Gmail/ })
    .click();
  return { subject, mailId, account };
}

test.describe("notifications from Gmail on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a new mail shows as a card in the Gmail chat, and 'Eliminar' moves it to Gmail's trash", async ({ page }) => {
    const { subject, mailId, account } = await receiveMailInGmailChat(page);

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
    expect((await readGmail(page, account)).messages.find((message) => message.id === mailId)?.labelIds).not.toContain(
      "TRASH",
    );

    await card.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("alertdialog", { name: "¡Éxito!" })).toBeVisible();
    await expect(card).toHaveCount(0, { timeout: 10_000 });
    expect((await readGmail(page, account)).messages.find((message) => message.id === mailId)?.labelIds).toContain(
      "TRASH",
    );
  });

  test("a custom action asks for a real instruction, then labels the mail once confirmed", async ({ page }) => {
    const { subject, mailId, account } = await receiveMailInGmailChat(page);

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
    const proposal = `Poner la etiqueta «Facturas» al correo «${subject}»`;
    const approval = page
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: proposal });
    await expect(approval).toBeVisible({ timeout: 15_000 });

    // After a reload the proposal still waits under its card in Notificaciones, not only in the Gmail chat.
    await page.reload();
    await chatList(page)
      .getByRole("button", { name: /^Notificaciones/ })
      .click();
    const view = page.getByRole("region", { name: /^Notificaciones · / });
    await expect(view.getByRole("article").filter({ hasText: subject })).toBeVisible({ timeout: 15_000 });
    const waiting = view
      .getByRole("region", { name: "Acción propuesta por el asistente" })
      .filter({ hasText: proposal });
    await expect(waiting).toBeVisible();
    await waiting.getByRole("button", { name: "Confirmar" }).click();
    await expect
      .poll(async () => {
        const gmail = await readGmail(page, account);
        const label = gmail.labels.find((candidate) => candidate.name === "Facturas");
        return Boolean(label && gmail.messages.find((message) => message.id === mailId)?.labelIds.includes(label.id));
      })
      .toBe(true);
    await expect(card).toHaveCount(0, { timeout: 10_000 });
  });
});
