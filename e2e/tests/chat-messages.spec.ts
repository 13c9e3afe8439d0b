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

/** At several scroll positions, the arrow's box meets no bubble, time or copy control of any message on screen. */
async function expectArrowClearOfMessages(page: Page) {
  const overlaps = await messageList(page).evaluate(async (list) => {
    const found: string[] = [];
    let checked = 0;
    const end = list.scrollHeight - list.clientHeight;
    for (let offset = 150; offset <= Math.min(end, 1500); offset += 37) {
      list.scrollTop = end - offset;
      // The arrow shows once the list has handled the scroll; a busy machine may take a few frames.
      let arrow: Element | null | undefined;
      for (let wait = 0; wait < 40 && !arrow; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        arrow = list.parentElement?.querySelector('button[aria-label="Ir al último mensaje"]');
      }
      // Right after a resize the list may still be following its end as rows are measured again: no arrow to check.
      if (!arrow) continue;
      checked += 1;
      const box = arrow.getBoundingClientRect();
      for (const part of Array.from(list.querySelectorAll("article > *"))) {
        const rect = part.getBoundingClientRect();
        const meets = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
        if (meets) found.push(`${offset}: ${part.textContent?.slice(0, 30)}`);
      }
    }
    return { found, checked };
  });
  expect(overlaps.found).toEqual([]);
  expect(overlaps.checked).toBeGreaterThanOrEqual(5);
}

test("the arrow brings a scrolled-up chat back to its latest message", async ({ page }) => {
  await openChatAsNewUser(page);
  for (let index = 1; index <= 6; index++) {
    const text = `Mensaje de prueba número ${index}, largo para que la burbuja llegue hasta el borde derecho`;
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
  await expect(messageList(page).getByText("Mensaje de prueba número 1,", { exact: false })).toBeInViewport();
  await expectArrowClearOfMessages(page);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    // Rows are measured again at the new width; scrolled away from the end, the arrow is back.
    await page.waitForTimeout(500);
    await messageList(page).hover();
    await page.mouse.wheel(0, -600);
    await expect(jump).toBeVisible();
    await expectArrowClearOfMessages(page);
  }
  await page.mouse.wheel(0, -5000);

  await jump.click();
  await expect(messageList(page).getByRole("article").last()).toBeInViewport();
  await expect(jump).toBeHidden();
});

test("a chat longer than a page opens on its newest messages and loads older ones on scrolling up, without a jump", async ({
  page,
}) => {
  await openChatAsNewUser(page);
  // 30 exchanges through the app's own call: 60 stored messages, more than the first page's 50.
  const label = (index: number) => `Mensaje antiguo ${String(index).padStart(2, "0")}`;
  for (let index = 1; index <= 30; index++) {
    const response = await page.request.post("/api/chatAi", {
      data: { messages: [{ role: "user", content: label(index), timestamp: new Date().toISOString() }] },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await expect(messageList(page).getByText(label(30), { exact: true })).toBeInViewport();
  // The first exchanges are on the server only until the list is scrolled up to them.
  await expect(messageList(page).getByText(label(1), { exact: true })).toHaveCount(0);

  // The earlier page is held back until the row at the top has been read, so it is read before the page lands.
  let releaseOlderPage = () => {};
  const olderPageHeld = new Promise<void>((resolve) => {
    releaseOlderPage = resolve;
  });
  await page.route(/\/get_shifu_chat\?.*before=/, async (route) => {
    await olderPageHeld;
    await route.continue();
  });
  const olderPage = page.waitForResponse((response) => /\/get_shifu_chat\?.*before=/.test(response.url()));
  await messageList(page).evaluate((list) => {
    list.scrollTop = 0;
  });
  await expect(page.getByText("Cargando mensajes anteriores...")).toBeVisible();
  const before = await messageList(page).evaluate((list) => {
    const top = list.getBoundingClientRect().top;
    // The user's messages are the ones told apart by their text; the assistant's replies all say the same here.
    const row = Array.from(list.querySelectorAll("article")).find(
      (article) => article.getBoundingClientRect().bottom > top && article.textContent?.includes("Mensaje antiguo"),
    );
    const text = row?.textContent?.match(/Mensaje antiguo \d\d/)?.[0] ?? "";
    return { text, y: row?.getBoundingClientRect().top ?? Number.NaN };
  });
  expect(before.text).not.toBe("");
  releaseOlderPage();
  expect((await olderPage).status()).toBe(200);
  await expect(page.getByText("Cargando mensajes anteriores...")).toBeHidden();
  const after = await messageList(page).evaluate((list, text) => {
    const row = Array.from(list.querySelectorAll("article")).find((article) => article.textContent?.includes(text));
    return { y: row?.getBoundingClientRect().top ?? null, scrollTop: list.scrollTop };
  }, before.text);
  expect(after.scrollTop).toBeGreaterThan(0);
  expect(Math.abs((after.y ?? Number.NaN) - before.y)).toBeLessThanOrEqual(2);

  await messageList(page).hover();
  await page.mouse.wheel(0, -100_000);
  await expect(messageList(page).getByText(label(1), { exact: true })).toBeInViewport();
});
