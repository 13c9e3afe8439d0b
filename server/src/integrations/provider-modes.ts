import { type ProviderFamilyId, providerFamilyIds } from "@shifu/contract";
import type { Env } from "../env";
import type { UrlResolver } from "./provider-api";

/**
 * How Shifu reaches one provider family: with real credentials, at the provider; without them, at the sandbox,
 * which serves every documented URL under `{SANDBOX_URL}/{host}{path}` and accepts `sandbox-{family}` clients.
 */
export type ProviderMode = {
  family: ProviderFamilyId;
  demo: boolean;
  clientId: string;
  clientSecret: string;
  resolveUrl: UrlResolver;
};

export type ProviderModes = Record<ProviderFamilyId, ProviderMode>;

export function createSandboxUrlResolver(sandboxUrl: string): UrlResolver {
  const base = sandboxUrl.replace(/\/+$/, "");
  return (documentedUrl) => {
    const url = new URL(documentedUrl);
    return `${base}/${url.host}${url.pathname}${url.search}`;
  };
}

export function resolveProviderModes(env: Pick<Env, "providerCredentials">, sandboxUrl: string): ProviderModes {
  const toSandbox = createSandboxUrlResolver(sandboxUrl);
  const modes = {} as ProviderModes;
  for (const family of providerFamilyIds) {
    const credentials = env.providerCredentials[family];
    modes[family] = credentials
      ? { family, demo: false, ...credentials, resolveUrl: (url) => url }
      : {
          family,
          demo: true,
          clientId: `sandbox-${family}`,
          clientSecret: `sandbox-${family}-secret`,
          resolveUrl: toSandbox,
        };
  }
  return modes;
}

export function isAnyProviderInDemo(modes: ProviderModes): boolean {
  return Object.values(modes).some((mode) => mode.demo);
}
