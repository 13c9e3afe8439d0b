import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");
/** The server as `npm run build` writes it and `npm start` runs it. */
export const builtServerEntry = path.join(repoRoot, "server", "dist", "main.js");
const webDistDir = path.join(repoRoot, "web", "dist");

export function exitUnlessServerIsBuilt(): void {
  for (const required of [builtServerEntry, webDistDir]) {
    if (existsSync(required)) continue;
    console.error(`Falta ${path.relative(repoRoot, required)}: ejecuta \`npm run build\` antes del benchmark.`);
    process.exit(1);
  }
}

const READY_TIMEOUT_MS = 30_000;
// Short, so the start-up benchmark reads the moment of readiness to within a few milliseconds.
const READY_POLL_MS = 10;
const STOP_TIMEOUT_MS = 20_000;

export type ServerProcess = { baseUrl: string; pid: number | undefined; stop(): Promise<void> };

async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (address === null || typeof address === "string") throw new Error("No se pudo reservar un puerto libre.");
  return address.port;
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`El servidor terminó antes de estar listo (código ${child.exitCode ?? child.signalCode}).`);
    }
    if (await isReady(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`GET ${baseUrl}/readyz no respondió 200 en ${timeoutMs / 1000} s.`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Starts the built server on a free loopback port and resolves once it says its database answers. */
export async function startServer(
  serverEntry: string,
  cwd: string,
  dataDir: string,
  extraEnv: Record<string, string>,
  // Running from source through tsx on a busy machine can take longer than the built server.
  readyTimeoutMs = READY_TIMEOUT_MS,
): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd,
    // The server reads only the variables it is given here, so a DATABASE_URL in the caller's shell cannot leak in.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Newer builds also start the provider sandbox, on 4010 by default; 0 lets the system pick a free port, so a
      // run never collides with another server on this machine.
      SANDBOX_PORT: "0",
      // A bundle built under server/node_modules/.cache would look for the web app beside itself and find none; a
      // server that serves no pages starts faster than the real one, so every run is pointed at the real build.
      WEB_DIST_DIR: webDistDir,
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitUntilReady(child, baseUrl, readyTimeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, pid: child.pid, stop: () => stopChild(child) };
}
