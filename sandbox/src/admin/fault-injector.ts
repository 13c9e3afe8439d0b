export type FaultSpec = {
  host: string;
  /** The real path, or the route's pattern for paths with a parameter (HubSpot's `/oauth/v1/access-tokens/:token`). */
  path?: string;
  method?: string;
  status?: number;
  delayMs?: number;
  retryAfterSeconds?: number;
  count: number;
};

export type RequestTarget = { host: string; path: string; routePath: string; method: string };

function matchesTarget(fault: FaultSpec, target: RequestTarget): boolean {
  if (fault.host !== target.host) return false;
  if (fault.method && fault.method.toUpperCase() !== target.method) return false;
  return !fault.path || fault.path === target.path || fault.path === target.routePath;
}

/** Faults wait in the order they were added; each one answers the next `count` matching requests. */
export class FaultInjector {
  private faults: FaultSpec[] = [];

  add(faults: readonly FaultSpec[]): void {
    this.faults.push(...faults.map((fault) => ({ ...fault })));
  }

  take(target: RequestTarget): FaultSpec | undefined {
    const fault = this.faults.find((candidate) => matchesTarget(candidate, target));
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  list(): readonly FaultSpec[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }
}
