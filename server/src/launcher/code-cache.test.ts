import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Script } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCodeCache, writeCodeCache } from "./code-cache";

const HASH = "a".repeat(64);
const OTHER_HASH = "b".repeat(64);

describe("the launcher's code cache file", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shifu-code-cache-"));
    file = path.join(dir, "server.cjs.v8-cache");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives back the bytes written for the same bundle", () => {
    const data = Buffer.from("compiled code of some functions");
    expect(writeCodeCache(file, HASH, data)).toBe(true);
    expect(readCodeCache(file, HASH)).toEqual(data);
    // Written through a file of its own and renamed: nothing else is left in the folder.
    expect(readdirSync(dir)).toEqual(["server.cjs.v8-cache"]);
  });

  it("ignores a cache written for another build of the bundle", () => {
    writeCodeCache(file, OTHER_HASH, Buffer.from("compiled code"));
    expect(readCodeCache(file, HASH)).toBeUndefined();
  });

  it("ignores a cache whose bytes do not match its CRC-32", () => {
    writeCodeCache(file, HASH, Buffer.from("compiled code"));
    const contents = readFileSync(file);
    contents.writeUInt8(contents.readUInt8(contents.length - 1) ^ 0xff, contents.length - 1);
    writeFileSync(file, contents);
    expect(readCodeCache(file, HASH)).toBeUndefined();
  });

  it("ignores a torn file, a missing one and one of another format", () => {
    writeCodeCache(file, HASH, Buffer.from("compiled code"));
    writeFileSync(file, readFileSync(file).subarray(0, -3));
    expect(readCodeCache(file, HASH)).toBeUndefined();
    writeFileSync(file, "not a cache at all");
    expect(readCodeCache(file, HASH)).toBeUndefined();
    rmSync(file);
    expect(readCodeCache(file, HASH)).toBeUndefined();
  });

  it("overwrites an older cache, and fails quietly where it cannot write", () => {
    writeCodeCache(file, OTHER_HASH, Buffer.from("old"));
    writeCodeCache(file, HASH, Buffer.from("new"));
    expect(readCodeCache(file, HASH)?.toString()).toBe("new");
    expect(writeCodeCache(path.join(dir, "missing", "server.cjs.v8-cache"), HASH, Buffer.from("x"))).toBe(false);
    expect(writeCodeCache(file, "", Buffer.from("x"))).toBe(false);
  });

  it("holds a cache that V8 accepts for the same source", () => {
    const source = "(function () { return [1, 2, 3].map((n) => n * 2); })";
    const first = new Script(source, { filename: "bundle.cjs" });
    first.runInThisContext()();
    writeCodeCache(file, HASH, first.createCachedData());
    const second = new Script(source, { filename: "bundle.cjs", cachedData: readCodeCache(file, HASH) });
    expect(second.cachedDataRejected).toBe(false);
    expect(second.runInThisContext()()).toEqual([2, 4, 6]);
  });
});
