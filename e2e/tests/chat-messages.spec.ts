import { expect, type Page, test } from "@playwright/test";

/**
 * Signs a new user up and in through the API, finishes their tour so it cannot cover the chat, and opens /chat. Its
 * greeting shows once the (empty) history has loaded; sending waits for that.
 */
async function openChatAsNewUser(page: Page) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { nombre: "Ana", apellido: "Chat", correo: `chat-${unique}@example.com`, password: "clave-segura-1" };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);
  const login = await page.request.post("/login", { data: { correo: account.correo, password: account.password } });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/set_step_by_step", { data: {} })).status()).toBe(200);
  await page.goto("/chat");
  await expect(page.getByRole("heading", { name: "¡Hola! 👋" })).toBeVisible();
}

function messageInput(page: Page) {
  return page.getByRole("textbox", { name: "Escribe un mensaje" });
}

function messageList(page: Page) {
  return page.getByRole("region", { name: "Mensajes" });
}

async function sendMessage(page: Page, text: string) {
  await messageInput(page).fill(text);
  await messageInput(page).press("Enter");
}

test("Escape opens the welcome screen and 'Volver a Chats' closes it", async ({ page }) => {
  await openChatAsNewUser(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Bienvenido a Shifu" })).toBeVisible();
  // 'Conectar Apps' is for phones only.
  await expect(page.getByRole("button", { name: "Conectar Apps" })).toBeHidden();
  await page.getByRole("button", { name: "Volver a Chats" }).click();
  await expect(page.getByRole("heading", { name: "Bienvenido a Shifu" })).toBeHidden();
  await expect(messageInput(page)).toBeFocused();
});

test("a sent message is delivered, answered by the assistant and both are still there after a reload", async ({
  page,
}) => {
  await openChatAsNewUser(page);
  const text = "¿Cuáles son mis últimos correos recibidos?";
  await sendMessage(page, text);
  await expect(messageInput(page)).toHaveValue("");

  const sent = messageList(page).getByRole("article").filter({ hasText: text });
  await expect(sent).toContainText("Entregado");
  // No mail app is connected yet: the assistant says how to connect one instead of failing.
  const invitation = /Aún no has conectado .*(Gmail|Outlook).*Agregar servicio/;
  await expect(messageList(page).getByText(invitation)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Shifu/ })).toContainText("Aún no has conectado");

  await page.reload();
  await expect(messageList(page).getByRole("article").filter({ hasText: text })).toContainText("Entregado");
  await expect(messageList(page).getByText(invitation)).toBeVisible();
});

test.describe("with clipboard access", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copying a message puts its text on the clipboard", async ({ page }) => {
    await openChatAsNewUser(page);
    const text = "Crea una etiqueta llamada Clientes\ny otra llamada Proveedores";
    await messageInput(page).fill(text);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const sent = messageList(page).getByRole("article").filter({ hasText: "Proveedores" });
    await expect(sent).toContainText("Entregado");
    await sent.getByRole("button", { name: "Copiar mensaje" }).click();
    await expect(sent.getByText("Copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });
});

test("the arrow brings a scrolled-up chat back to its latest message", async ({ page }) => {
  await openChatAsNewUser(page);
  for (let index = 1; index <= 6; index++) {
    const text = `Mensaje de prueba número ${index}`;
    await sendMessage(page, text);
    // Delivered, then answered in full, before the next one.
    await expect(messageList(page).getByRole("article").filter({ hasText: text })).toContainText("Entregado");
    await expect(page.getByRole("button", { name: "Detener" })).toBeHidden();
  }
  const jump = page.getByRole("button", { name: "Ir al último mensaje" });
  await expect(jump).toBeHidden();

  await messageList(page).hover();
  await page.mouse.wheel(0, -5000);
  await expect(jump).toBeVisible();
  await expect(messageList(page).getByText("Mensaje de prueba número 1")).toBeInViewport();

  await jump.click();
  await expect(messageList(page).getByRole("article").last()).toBeInViewport();
  await expect(jump).toBeHidden();
});
