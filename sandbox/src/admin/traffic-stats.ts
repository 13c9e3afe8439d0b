import type { ProviderFamilyId } from "@shifu/contract";

type GrantCounts = { authorization_code: number; refresh_token: number };

export type TrafficSnapshot = {
  tokenRequests: Partial<Record<ProviderFamilyId, GrantCounts>>;
  apiRequests: Record<string, number>;
  revokeRequests: Partial<Record<ProviderFamilyId, number>>;
};

/** What reached the sandbox, counted before faults are applied, so a retried call counts every attempt. */
export class TrafficStats {
  private snapshot: TrafficSnapshot = { tokenRequests: {}, apiRequests: {}, revokeRequests: {} };

  countTokenRequest(family: ProviderFamilyId, grantType: string | undefined): void {
    if (grantType !== "authorization_code" && grantType !== "refresh_token") return;
    const counts = this.snapshot.tokenRequests[family] ?? { authorization_code: 0, refresh_token: 0 };
    counts[grantType] += 1;
    this.snapshot.tokenRequests[family] = counts;
  }

  countApiRequest(host: string): void {
    this.snapshot.apiRequests[host] = (this.snapshot.apiRequests[host] ?? 0) + 1;
  }

  countRevokeRequest(family: ProviderFamilyId): void {
    this.snapshot.revokeRequests[family] = (this.snapshot.revokeRequests[family] ?? 0) + 1;
  }

  read(): TrafficSnapshot {
    return structuredClone(this.snapshot);
  }

  clear(): void {
    this.snapshot = { tokenRequests: {}, apiRequests: {}, revokeRequests: {} };
  }
}
