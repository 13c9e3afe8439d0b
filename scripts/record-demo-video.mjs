// Records the landing page's demo video: a scripted visit to a running Shifu that creates a demo account through the
// register form, signs in and opens the chat workspace. Usage: node scripts/record-demo-video.mjs [url]
// (default http://localhost:3000). Rebuild afterwards (`npm run build`): the server only serves files that were in
// web/dist when it started. Playwright encodes the video with its own ffmpeg build, which Debian's Chromium does not
// bring: install it once with `npx playwright install ffmpeg`.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseUrl = (process.argv[2] ?? "http://localhost:3000").replace(/\/+$/, "");
const target = path.resolve(import.meta.dirname, "../web/public/demo/shifu-demo.webm");
// The poster (web/public/demo/shifu-demo-poster.svg) has this size, so the video replaces it without a jump.
const size = { width: 1280, height: 800 };

const account = {
  nombre: "Ana",
  apellido: "Demo",
  correo: `ana.demo+${Date.now()}@example.com`,
  password: "demo-shifu-2025",
};

const recordingDir = await mkdtemp(path.join(tmpdir(), "shifu-demo-"));
// Debian's Chromium, as in e2e/playwright.config.ts; the background-networking flags keep it off Google's hosts.
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const context = await browser.newContext({
  baseURL: baseUrl,
  locale: "es-ES",
  viewport: size,
  recordVideo: { dir: recordingDir, size },
});
let page;

/** Types like a person, so the viewer can follow what is entered. */
async function type(label, text, options = {}) {
  const field = page.getByLabel(label, options);
  await field.click();
  await field.pressSequentially(text, { delay: 45 });
}

async function acceptSuccessDialog() {
  const dialog = page.getByRole("alertdialog", { name: "¡Éxito!" });
  await dialog.waitFor();
  await page.waitForTimeout(1_200);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
}

try {
  page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await page.goto("/register");
  await page.waitForTimeout(800);
  await type("Nombre", account.nombre, { exact: true });
  await type("Apellido", account.apellido, { exact: true });
  await type("Correo electrónico", account.correo);
  await type("Contraseña", account.password, { exact: true });
  await type("Confirmar contraseña", account.password);
  await page.getByRole("checkbox", { name: /Acepto los términos de uso/ }).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await acceptSuccessDialog();

  await page.waitForURL("**/login");
  await type("Correo electrónico", account.correo);
  await type("Contraseña", account.password, { exact: true });
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await acceptSuccessDialog();

  await page.waitForURL("**/chat");
  await page.getByRole("heading", { name: "Chats" }).waitFor();
  await page.waitForTimeout(4_000);
} catch (error) {
  console.error(`No se pudo grabar la demostración contra ${baseUrl}:`, error);
  process.exitCode = 1;
}

// The recording is complete only once its context has closed.
await context.close();
const video = page?.video();
if (video && process.exitCode !== 1) {
  await mkdir(path.dirname(target), { recursive: true });
  await video.saveAs(target);
  console.log(`Vídeo guardado en ${path.relative(process.cwd(), target)}. Ejecuta npm run build para publicarlo.`);
}
await browser.close();
await rm(recordingDir, { recursive: true, force: true });
