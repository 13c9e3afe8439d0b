import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite, PGLITE_SETTINGS } from "./open-pglite";

describe("openPglite", () => {
  it("creates a new data directory in a child process, then opens it with the memory settings", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shifu-open-pglite-"));
    try {
      const client = openPglite(dataDir);
      // The child has already run initdb by the time openPglite returns.
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      try {
        const settings = await client.query<{ name: string; setting: string }>(
          "select name, current_setting(name) as setting from pg_settings where name = any($1)",
          [Object.keys(PGLITE_SETTINGS)],
        );
        expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting]))).toEqual(PGLITE_SETTINGS);
      } finally {
        await client.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
