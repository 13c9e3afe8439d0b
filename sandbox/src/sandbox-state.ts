import { FaultInjector } from "./admin/fault-injector";
import { TrafficStats } from "./admin/traffic-stats";
import { TokenStore } from "./oauth/token-store";
import type { ProviderFamily } from "./providers/provider-family";

/** Everything the sandbox remembers; `reset` returns it to the state it starts in. */
export class SandboxState {
  readonly tokens: TokenStore;
  readonly faults = new FaultInjector();
  readonly stats = new TrafficStats();

  constructor(
    readonly families: readonly ProviderFamily[],
    now: () => number,
  ) {
    this.tokens = new TokenStore(now);
    this.seedTokens();
  }

  findFamily(id: string): ProviderFamily | undefined {
    return this.families.find((family) => family.id === id);
  }

  reset(): void {
    this.tokens.clear();
    this.faults.clear();
    this.stats.clear();
    this.seedTokens();
  }

  private seedTokens(): void {
    for (const family of this.families) {
      for (const token of family.seededTokens ?? []) this.tokens.seedAccessToken(family.id, token);
    }
  }
}
