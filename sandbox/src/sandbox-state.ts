import { FaultInjector } from "./admin/fault-injector";
import { TrafficStats } from "./admin/traffic-stats";
import { TokenStore } from "./oauth/token-store";
import type { ProviderFamily } from "./providers/provider-family";

/** Everything the sandbox remembers; `reset` returns it to the state it starts in. */
export class SandboxState {
  readonly tokens: TokenStore;
  readonly faults = new FaultInjector();
  readonly stats = new TrafficStats();
  private readonly data = new Map<string, unknown>();

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

  /** The family's demo data, seeded on first use; undefined for a family that has none. */
  readData(family: ProviderFamily): unknown {
    if (!family.seedData) return undefined;
    if (!this.data.has(family.id)) this.data.set(family.id, family.seedData(this.tokens.now()));
    return this.data.get(family.id);
  }

  reset(): void {
    this.data.clear();
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
