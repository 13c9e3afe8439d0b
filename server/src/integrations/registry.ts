import { gmail } from "./gmail";
import type { IntegrationDefinition } from "./types";

/** Every connectable service, by hand: adding one is adding its folder and a line here. */
export const integrationRegistry: readonly IntegrationDefinition[] = [gmail];

export function findIntegration(key: string): IntegrationDefinition | undefined {
  return integrationRegistry.find((integration) => integration.key === key);
}
