import { existsSync } from "node:fs";
import { readdir, readlink } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite lets a second process open a directory another process has open, and both then write to it, which corrupts
 * it; so the check is ours. PGlite writes `postmaster.pid` on open and removes it on a clean close. When the file is
 * there, /proc tells a running holder from a crash that left it behind (which PGlite recovers from on the next open).
 * Without /proc (macOS, Windows) the file alone counts as in use, the safe side.
 */
export async function detectEmbeddedDatabaseInUse(pgliteDir: string): Promise<boolean> {
  if (!existsSync(path.join(pgliteDir, "postmaster.pid"))) return false;
  if (!existsSync("/proc/self/fd")) return true;
  return await findOtherProcessHoldingFiles(path.resolve(pgliteDir));
}

async function findOtherProcessHoldingFiles(dir: string): Promise<boolean> {
  const pids = (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid);
  const holds = await Promise.all(pids.map((pid) => checkProcessHoldsFilesIn(pid, dir)));
  return holds.includes(true);
}

async function checkProcessHoldsFilesIn(pid: string, dir: string): Promise<boolean> {
  const fdDir = `/proc/${pid}/fd`;
  // Processes of other users are unreadable and processes may exit mid-scan: neither is a holder we can see.
  const fds = await readdir(fdDir).catch(() => []);
  for (const fd of fds) {
    const target = await readlink(path.join(fdDir, fd)).catch(() => "");
    if (target.startsWith(`${dir}${path.sep}`)) return true;
  }
  return false;
}
