import { expect, test } from "@playwright/test";

// Issue 25: the chat opens on what it needs to draw. zod (about 110 kB of script) comes only with a form or a streamed
// reply (decision 36), and the page asks for the signed-in user once.
test("the chat draws without zod and asks for the user once", async ({ page }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    nombre: "Ana",
    apellido: "García",
    correo: `draw-${unique}@example.com`,
    password: "clave-segura-1",
  };
  expect((await page.request.post("/register", { multipart: account })).status()).toBe(200);
  const login = await page.request.post("/login", { data: { correo: account.correo, password: account.password } });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/set_step_by_step", { data: {} })).status()).toBe(200);

  const scripts: string[] = [];
  const userCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
    if (pathname === "/get_user") userCalls.push(pathname);
  });
  await page.goto("/chat");
  await expect(page.getByRole("textbox", { name: "Escribe un mensaje" })).toBeEditable();
  const drawnWith = [...scripts];
  expect(drawnWith.length).toBeGreaterThan(0);
  for (const script of drawnWith) {
    const source = await (await page.request.get(script)).text();
    expect(source, `${script} lleva zod`).not.toContain("$ZodType");
  }
  expect(userCalls).toHaveLength(1);
});
