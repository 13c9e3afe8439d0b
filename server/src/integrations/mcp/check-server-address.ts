import type { LookupAddress } from "node:dns";
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

/** Every address a host name resolves to; injectable so the tests can play a name that changes its answer. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where Shifu may connect: private networks only when the install allows them (the tests) or on its own sandbox. */
export type AddressPolicy = { allowPrivateNetworks: boolean; sandboxOrigin?: string };

export function isOpenOrigin(origin: string, policy: AddressPolicy): boolean {
  return policy.allowPrivateNetworks || origin === policy.sandboxOrigin;
}

function refusePrivateAddress(): AppError {
  return new AppError("BAD_REQUEST", {
    message: mcpServerTexts.privateAddress,
    fields: { url: mcpServerTexts.privateAddress },
  });
}

/** A literal IP host (brackets of an IPv6 one dropped) is refused when private; a name is left to the resolver. */
export function assertPublicLiteral(host: string): void {
  const literal = host.replace(/^\[|\]$/g, "");
  if (isIP(literal) && isPrivateAddress(literal)) throw refusePrivateAddress();
}

/**
 * Resolves a name once and returns its addresses only if every one is public, so a name cannot hide one private
 * address among public ones.
 */
export async function resolvePublicAddresses(hostname: string, resolve: ResolveHost): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new AppError("BAD_REQUEST", {
      message: mcpServerTexts.unresolvable,
      fields: { url: mcpServerTexts.unresolvable },
      cause: error,
    });
  }
  if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw refusePrivateAddress();
  }
  return addresses;
}

/**
 * Refuses a URL whose host is, or resolves to, a private address before its request is made. This early refusal binds
 * nothing: the connection resolves again through the pinned lookup of `createPinnedAgent`, which is what keeps a name
 * that changes its answer out of Shifu's own network.
 */
export async function assertPublicServer(url: URL, policy: AddressPolicy, resolve: ResolveHost): Promise<void> {
  if (isOpenOrigin(url.origin, policy)) return;
  assertPublicLiteral(url.hostname);
  if (!isIP(url.hostname.replace(/^\[|\]$/g, ""))) await resolvePublicAddresses(url.hostname, resolve);
}
