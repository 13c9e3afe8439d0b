import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3333";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
const page = await context.newPage();
const unique = Date.now();
const account = { nombre: "Ana", apellido: "García", correo: `shot-${unique}@example.com`, password: "clave-segura-1" };
console.log((await page.request.post("/register", { multipart: account })).status());
console.log((await page.request.post("/login", { data: { correo: account.correo, password: account.password } })).status());
await page.request.post("/set_step_by_step", { data: {} });
for (const service of ["gmail", "drive"]) {
  const started = await page.request.post(`/integrations/${service}/authorize`);
  const { url } = await started.json();
  await page.goto(url);
  const back = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes("/chat?"));
  await page.getByRole("button", { name: "Permitir" }).click();
  await back;
  await page.waitForTimeout(1500);
  const ok = page.getByRole("alertdialog");
  if (await ok.isVisible()) await ok.getByRole("button", { name: "Aceptar" }).click();
}
async function ask(chat, text, file) {
  await page.goto(`/chat`);
  await page.getByRole("link", { name: chat }).first().click().catch(() => {});
  await page.waitForTimeout(1000);
  const box = page.getByRole("textbox", { name: "Escribe un mensaje" });
  await box.fill(text);
  await box.press("Enter");
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `/work/notes/shots/${file}.png` });
}
await ask("GmailChat", "de cuanto es la factura de la luz de octubre?", "gmail-question");
await ask("GmailChat", "Archiva el correo de LinkedIn", "gmail-archive");
await browser.close();
