import { FaultInjector } from "./admin/fault-injector";
import { TrafficStats } from "./admin/traffic-stats";
import { DEFAULT_ACCOUNT, TokenStore } from "./oauth/token-store";
import type { ProviderFamily } from "./providers/provider-family";

/** Everything the sandbox remembers; `reset` returns it to the state it starts in. */
export class SandboxState {
  readonly tokens: TokenStore;
  readonly faults = new FaultInjector();
  readonly stats = new TrafficStats();
  /** Per family, each account's demo data, the most recently used account last. */
  private readonly data = new Map<string, Map<string, unknown>>();

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

  /**
   * One account's demo data of the family, so each account made at consent has its own mailbox, files and tasks;
   * undefined for a family that has none. A new account starts as a copy of the default one when it exists (what
   * admin calls set up before anyone connected), otherwise from the seed. Marks the account as the most recently used.
   */
  readData(family: ProviderFamily, account: string = DEFAULT_ACCOUNT): unknown {
    if (!family.seedData) return undefined;
    const accounts = this.data.get(family.id) ?? new Map<string, unknown>();
    this.data.set(family.id, accounts);
    const template = accounts.get(DEFAULT_ACCOUNT);
    const data =
      accounts.get(account) ??
      (template === undefined ? family.seedData(this.tokens.now()) : structuredClone(template));
    accounts.delete(account);
    accounts.set(account, data);
    return data;
  }

  /** The accounts of the family that have demo data, least recently used first. */
  listAccounts(family: ProviderFamily): string[] {
    return [...(this.data.get(family.id)?.keys() ?? [])];
  }

  /** The account an admin call without one means: the one a provider call or consent used last. */
  findRecentAccount(family: ProviderFamily): string {
    return this.listAccounts(family).at(-1) ?? DEFAULT_ACCOUNT;
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
      for (const token of family.seededTokens ?? []) this.tokens.seedAccessToken(family.id, token, DEFAULT_ACCOUNT);
    }
  }
}
