import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { mcpServerTexts } from "@shifu/contract";
import { AppError } from "../../errors/app-error";

/** Loopback, private, link-local, carrier-grade NAT and unspecified ranges: Shifu's own network, never a server's. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return privateRanges.check(mapped[1], "ipv4");
  return privateRanges.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** Parses a server URL the person gave: http or https, no credentials in it. */
export function parseServerUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError("BAD_REQUEST", { message: mcpServerTexts.badUrl, fields: { url: mcpServerTexts.badUrl } });
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) {
    throw new AppError("BAD_REQUEST", { message: mcpServerTexts.badUrl, fields: { url: mcpServerTexts.badUrl } });
  }
  return url;
}

/**
 * Refuses a URL whose host is, or resolves to, a loopback or private address, unless the install allows them (the
 * tests) or the URL is on Shifu's own sandbox (the demo). Every address the name resolves to must be public, so a name cannot hide one private address
 * among public ones. Checked before every request to the server, redirects being refused.
 */
export async function assertPublicServer(
  url: URL,
  settings: { allowPrivateNetworks: boolean; sandboxOrigin?: string },
): Promise<void> {
  if (settings.allowPrivateNetworks || url.origin === settings.sandboxOrigin) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new AppError("BAD_REQUEST", {
        message: mcpServerTexts.unresolvable,
        fields: { url: mcpServerTexts.unresolvable },
      });
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new AppError("BAD_REQUEST", {
      message: mcpServerTexts.privateAddress,
      fields: { url: mcpServerTexts.privateAddress },
    });
  }
}
