import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { SANDBOX_PORT } from "../support/ports";
import { chatList, nav, openAddServices, openWorkspaceAsNewUser } from "../support/workspace";

function messageInput(page: Page) {
  return page.getByRole("textbox", { name: "Escribe un mensaje" });
}

async function sendMessage(page: Page, text: string) {
  await messageInput(page).fill(text);
  await messageInput(page).press("Enter");
}

/**
 * An invoice of this journey's own at the sandbox's 'Facturación': the demo's invoices are shared by every client of
 * one sandbox, so a journey that voided a demo invoice would fail when run again against the same server.
 */
async function issueInvoice(request: APIRequestContext, cliente: string): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/mcp/facturacion/invoices`, {
    data: { cliente, concepto: "Revisión de la campaña", importe: 240 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { factura: { numero: string } }).factura.numero;
}

test.describe("an MCP server as an app on a 1440 × 900 desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Facturación with a bearer token: connected from 'Agregar servicios', a read answers, a destructive write waits for 'Confirmar'", async ({
    page,
    request,
  }) => {
    const numero = await issueInvoice(request, "Estudio Bravo");
    await openWorkspaceAsNewUser(page);
    await openAddServices(page);
    await page.getByRole("button", { name: /Servidor MCP/ }).click();
    const form = page.getByRole("dialog", { name: "Conectar un servidor MCP" });
    await form.getByLabel("Nombre").fill("Facturación");
    await form.getByLabel("URL del servidor").fill(`http://127.0.0.1:${SANDBOX_PORT}/mcp/facturacion`);
    await form.getByRole("radio", { name: "Token (Bearer)" }).check();
    await form.getByRole("textbox", { name: "Token" }).fill("demo-facturacion-2026");
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
    await form.getByRole("button", { name: "Conectar" }).click();
    await expect(form).toBeHidden();

    // Its chat opens at once, and the list holds it as a connected app.
    await expect(page.getByRole("heading", { name: "Facturación" }).first()).toBeVisible();
    await nav(page).getByRole("button", { name: "Chats" }).click();
    const entry = chatList(page).getByRole("button", { name: /^Facturación/ });
    await expect(entry).toContainText("Conectado");
    await entry.click();

    await sendMessage(page, "usa la herramienta buscar_facturas de Facturación con cliente Acme");
    const messages = page.getByRole("region", { name: "Mensajes" });
    await expect(messages.getByText(/F-2026-003/)).toBeVisible();

    await sendMessage(page, `usa la herramienta anular_factura con numero ${numero}`);
    const card = page.getByRole("region", { name: "Acción propuesta por el asistente" }).last();
    await expect(card).toContainText(`Anular factura («anular_factura») en Facturación con numero: «${numero}»`);
    await expect(card.getByText(/Esta acción es destructiva/)).toHaveClass(/text-red-700/);
    await card.getByRole("button", { name: "Confirmar" }).click();
    await expect(messages.getByText(`Factura anulada: ${numero}`, { exact: false })).toBeVisible();
    await expect(card.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
  });

  test("the demo's Facturación with OAuth: sign-in and consent in the sandbox, back to Shifu, a read answers, a destructive write runs once on 'Confirmar'", async ({
    page,
    request,
  }) => {
    const numero = await issueInvoice(request, "Panadería Ruiz");
    await openWorkspaceAsNewUser(page);
    await openAddServices(page);
    await page.getByRole("button", { name: /Servidor MCP/ }).click();
    const form = page.getByRole("dialog", { name: "Conectar un servidor MCP" });
    await form.getByRole("button", { name: "Usar el servidor de demostración «Facturación»" }).click();
    await expect(form.getByLabel("Nombre")).toHaveValue("Facturación");
    await expect(form.getByRole("radio", { name: /OAuth/ })).toBeChecked();
    await form.getByRole("button", { name: "Conectar" }).click();

    // The sandbox's own consent page, reached through discovery, registration and PKCE.
    await expect(page.getByRole("heading", { name: "«Shifu» quiere acceder a tu Facturación" })).toBeVisible();
    await page.getByRole("button", { name: "Permitir" }).click();

    const done = page.getByRole("alertdialog", { name: "¡Éxito!" });
    await expect(done).toContainText("Se conectó Facturación con 3 herramientas.");
    await done.getByRole("button", { name: "Aceptar" }).click();
    await expect(page).toHaveURL(/\/chat$/);

    await nav(page).getByRole("button", { name: "Chats" }).click();
    const entry = chatList(page).getByRole("button", { name: /^Facturación/ });
    await expect(entry).toContainText("Conectado");
    await entry.click();

    await sendMessage(page, "usa la herramienta buscar_facturas con cliente Panadería");
    const messages = page.getByRole("region", { name: "Mensajes" });
    await expect(messages.getByText(/F-2026-004/).first()).toBeVisible();

    await sendMessage(page, `usa la herramienta anular_factura con numero ${numero}`);
    const card = page.getByRole("region", { name: "Acción propuesta por el asistente" }).last();
    await expect(card).toContainText(`Anular factura («anular_factura») en Facturación con numero: «${numero}»`);
    await expect(card.getByText("F", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Confirmar" }).click();
    await expect(messages.getByText(`Factura anulada: ${numero}`, { exact: false })).toBeVisible();
    await expect(card.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
    await expect(messages.getByText(`Factura anulada: ${numero}`, { exact: false })).toHaveCount(1);
  });
});
