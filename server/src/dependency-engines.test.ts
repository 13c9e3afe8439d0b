import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type LockedPackage = { version?: string; engines?: { node?: string } | string[]; optional?: boolean };

const readJson = (relativePath: string) => JSON.parse(readFileSync(new URL(relativePath, import.meta.url), "utf8"));
const rootManifest = readJson("../../package.json") as { engines: { node: string } };
const lockfile = readJson("../../package-lock.json") as { packages: Record<string, LockedPackage> };

describe("the Node version the README states", () => {
  const supportedRange = rootManifest.engines.node;
  const oldestSupported = semver.minVersion(supportedRange)?.version ?? "";

  it("is the README's requirement", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(readme).toContain(`Node.js ${oldestSupported.replace(/\.0$/, "")} or newer`);
  });

  // npm warns EBADENGINE for every locked package whose engines exclude the running Node: a person on the oldest
  // version the README promises must get a clean install.
  it("is accepted by every locked package's engines", () => {
    const refusing = Object.entries(lockfile.packages)
      .filter(([, locked]) => {
        const nodeRange = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return nodeRange !== undefined && !semver.satisfies(oldestSupported, nodeRange);
      })
      .map(([name, locked]) => `${name}@${locked.version} wants node ${JSON.stringify(locked.engines)}`);
    expect(refusing).toEqual([]);
  });
});
