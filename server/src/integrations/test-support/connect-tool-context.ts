import type { ToolContext } from "../app-tool";
import { createProviderApi } from "../provider-api";
import type { ProviderModes } from "../provider-modes";
import type { IntegrationDefinition } from "../types";
import { connectThroughSandbox } from "./connect-through-sandbox";

/** Connects the service through the sandbox's consent page and answers what its tools run with, as Shifu's would. */
export async function connectToolContext(
  definition: IntegrationDefinition,
  modes: ProviderModes,
  now = new Date(),
): Promise<ToolContext> {
  const tokens = await connectThroughSandbox(definition, modes);
  return {
    api: createProviderApi(modes[definition.family].resolveUrl, tokens.accessToken),
    now,
    timeZone: "Europe/Madrid",
  };
}

/** The sandbox's current demo data of one family, as `GET /__sandbox/data/{family}` shows it. */
export async function readSandboxData<T>(sandboxUrl: string, family: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__sandbox/data/${family}`);
  if (!response.ok) throw new Error(`GET /__sandbox/data/${family} answered ${response.status}`);
  return (await response.json()) as T;
}
