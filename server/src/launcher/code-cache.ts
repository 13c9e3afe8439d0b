import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { crc32 } from "node:zlib";

/**
 * The file that keeps V8's code cache of the server's bundle between starts (decision 56). One line of text, then
 * the cache's bytes:
 *
 *     shifu-v8-cache 1 <bundle hash> <CRC-32 of the bytes> <number of bytes>\n
 *
 * The hash is the build's own of the bundle, so a cache left from another build is ignored; the CRC-32 and the length
 * catch a torn or damaged file. V8 checks the rest itself (its version, its flags, the source's length) and rejects a
 * cache it cannot use, which the launcher then writes again.
 */
const MAGIC = "shifu-v8-cache";
const FORMAT = "1";
const NEWLINE = 0x0a;
const MAX_HEADER_BYTES = 512;

/** The cache's bytes if the file holds a whole cache written for this bundle, otherwise undefined. Never throws. */
export function readCodeCache(file: string, bundleHash: string): Buffer | undefined {
  let contents: Buffer;
  try {
    contents = readFileSync(file);
  } catch {
    return undefined;
  }
  const headerEnd = contents.subarray(0, MAX_HEADER_BYTES).indexOf(NEWLINE);
  if (headerEnd === -1) return undefined;
  const [magic, format, hash, checksum, length, ...extra] = contents.toString("latin1", 0, headerEnd).split(" ");
  if (magic !== MAGIC || format !== FORMAT || hash !== bundleHash || extra.length > 0) return undefined;
  const data = contents.subarray(headerEnd + 1);
  if (String(data.length) !== length || String(crc32(data)) !== checksum) return undefined;
  return data;
}

/**
 * Writes the cache for this bundle beside it, whole or not at all: into a file of this process's own, then renamed
 * over the old one, so that another instance starting at the same moment reads either file entire. Returns whether it
 * was written; a failure (a read-only install, a full disk) only means the next start compiles without a cache.
 */
export function writeCodeCache(file: string, bundleHash: string, data: Uint8Array): boolean {
  if (bundleHash === "" || /\s/.test(bundleHash)) return false;
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const header = Buffer.from(`${MAGIC} ${FORMAT} ${bundleHash} ${crc32(data)} ${data.length}\n`, "latin1");
    writeFileSync(temporary, Buffer.concat([header, data]));
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing more to do: the next start compiles without a cache.
    }
    return false;
  }
}
