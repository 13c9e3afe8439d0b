// Records the landing page's demo video: a scripted visit to a running Shifu that creates a demo account through the
// register form, signs in and opens the chat workspace. Usage: node scripts/record-demo-video.mjs [url]
// (default http://localhost:3000), against a server on a fresh DATA_DIR: the account is ana.demo@example.com, which
// the viewer reads, so it must not exist yet. Rebuild afterwards (`npm run build`): the server only serves files that were in
// web/dist when it started. Frames come from Chromium's screencast and are encoded to WebM (VP8) by Debian's ffmpeg
// (`apt-get install ffmpeg`); Playwright's own recorder needs an ffmpeg build it would have to download.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium-launch-options.mjs";

const baseUrl = (process.argv[2] ?? "http://localhost:3000").replace(/\/+$/, "");
const target = path.resolve(import.meta.dirname, "../web/public/demo/shifu-demo.webm");
// The poster (web/public/demo/shifu-demo-poster.svg) has this size, so the video replaces it without a jump.
const size = { width: 1280, height: 800 };

const account = {
  nombre: "Ana",
  apellido: "Demo",
  correo: "ana.demo@example.com",
  password: "demo-shifu-2025",
};

const recordingDir = await mkdtemp(path.join(tmpdir(), "shifu-demo-"));
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  baseURL: baseUrl,
  locale: "es-ES",
  viewport: size,
});
const frames = [];
let page;

/** Waits for the app's own font (Inter), so no frame shows the fallback. */
async function waitForFonts() {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Inter Variable"');
  });
}

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
  // The first frame is the register page drawn in its own font.
  await page.goto("/register");
  await waitForFonts();
  const screencast = await context.newCDPSession(page);
  screencast.on("Page.screencastFrame", async ({ data, metadata, sessionId }) => {
    frames.push({ data, timestamp: metadata.timestamp ?? Date.now() / 1000 });
    await screencast.send("Page.screencastFrameAck", { sessionId }).catch(() => {});
  });
  await screencast.send("Page.startScreencast", {
    format: "jpeg",
    quality: 85,
    maxWidth: size.width,
    maxHeight: size.height,
  });

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
  await waitForFonts();
  await type("Correo electrónico", account.correo);
  await type("Contraseña", account.password, { exact: true });
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await acceptSuccessDialog();

  await page.waitForURL("**/chat");
  await page.getByRole("heading", { name: "Chats" }).waitFor();
  await waitForFonts();
  // A new user is greeted by the guided tour: show its first steps, then leave it.
  await page.getByRole("button", { name: "Empezar" }).click();
  for (let step = 0; step < 3; step++) {
    await page.waitForTimeout(1_600);
    await page.getByRole("button", { name: "Siguiente" }).click();
  }
  await page.waitForTimeout(1_600);
  await page.getByRole("button", { name: "Saltar" }).click();
  await page.waitForTimeout(800);
  const input = page.getByLabel("Escribe un mensaje");
  await input.click();
  await input.pressSequentially("Resume los correos importantes de hoy", { delay: 55 });
  await page.waitForTimeout(1_200);
  await page.getByRole("button", { name: "Agregar servicio" }).first().click();
  await page.waitForTimeout(2_500);
  await page.getByRole("button", { name: "Modo oscuro" }).first().click();
  await page.waitForTimeout(2_500);
} catch (error) {
  console.error(`No se pudo grabar la demostración contra ${baseUrl}:`, error);
  process.exitCode = 1;
}

await context.close();
await browser.close();
if (process.exitCode !== 1) {
  await encodeFrames();
  console.log(`Vídeo guardado en ${path.relative(process.cwd(), target)}. Ejecuta npm run build para publicarlo.`);
}
await rm(recordingDir, { recursive: true, force: true });

/** The screencast sends a frame only when the page changes, so each frame lasts until the next one arrives. */
async function encodeFrames() {
  if (frames.length < 2) throw new Error("La grabación no capturó fotogramas.");
  const lines = ["ffconcat version 1.0"];
  for (const [index, frame] of frames.entries()) {
    const file = path.join(recordingDir, `frame-${String(index).padStart(5, "0")}.jpg`);
    await writeFile(file, Buffer.from(frame.data, "base64"));
    const next = frames[index + 1];
    const duration = next ? Math.max(next.timestamp - frame.timestamp, 0.01) : 1;
    lines.push(`file '${file}'`, `duration ${duration.toFixed(3)}`);
  }
  const list = path.join(recordingDir, "frames.ffconcat");
  await writeFile(list, `${lines.join("\n")}\n`);
  await mkdir(path.dirname(target), { recursive: true });
  const result = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      list,
      "-vf",
      `fps=25,scale=${size.width}:${size.height}`,
      "-c:v",
      "libvpx",
      "-b:v",
      "900k",
      "-pix_fmt",
      "yuv420p",
      "-an",
      target,
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("ffmpeg no pudo codificar el vídeo (apt-get install ffmpeg).");
}
