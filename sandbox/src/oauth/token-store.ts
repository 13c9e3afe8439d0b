import { randomBytes } from "node:crypto";
import type { ProviderFamilyId } from "@shifu/contract";

/**
 * The sandbox account of consents without a `login_hint`, of the tokens that exist from the start, and of admin calls
 * made before anyone connected; every other account starts as a copy of its demo data.
 */
export const DEFAULT_ACCOUNT = "default";

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CONSENT_LIFETIME_MS = 30 * 60 * 1000;

/** An authorize request waiting on the consent page. */
export type PendingConsent = {
  id: string;
  family: ProviderFamilyId;
  clientId: string;
  redirectUri: string;
  state: string;
  scopes: readonly string[];
  codeChallenge: string | null;
  /** Every query parameter, for the provider-specific ones (access_type, token_access_type). */
  authorizeParams: Readonly<Record<string, string>>;
  /** Whose demo data the tokens will open: the client's `login_hint`, or the default account when it gave none. */
  account: string;
  expiresAt: number;
};

export type AuthorizationCode = Omit<PendingConsent, "id" | "state"> & {
  code: string;
  usedAt: number | null;
  /** The grant this code was exchanged for, so a replayed code can take it down. */
  grantId: string | null;
};

/** One user's consent to one client: every token issued under it dies with it. */
export type Grant = {
  id: string;
  family: ProviderFamilyId;
  clientId: string;
  scopes: readonly string[];
  /** The sandbox account whose demo data every token of this grant reads and changes. */
  account: string;
  revoked: boolean;
};

export type AccessTokenRecord = {
  token: string;
  family: ProviderFamilyId;
  grantId: string;
  expiresAt: number | null;
};

export type RefreshTokenRecord = {
  token: string;
  family: ProviderFamilyId;
  grantId: string;
  /** Replaced by rotation. */
  retired: boolean;
};

function createRandomToken(prefix = ""): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/**
 * Codes, grants and tokens, in process memory: the sandbox stands in for third parties on one machine and is not
 * part of Shifu's horizontally scaled server.
 */
export class TokenStore {
  private readonly consents = new Map<string, PendingConsent>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();

  constructor(readonly now: () => number) {}

  addConsent(consent: Omit<PendingConsent, "id" | "expiresAt">): PendingConsent {
    const pending = { ...consent, id: createRandomToken(), expiresAt: this.now() + CONSENT_LIFETIME_MS };
    this.consents.set(pending.id, pending);
    return pending;
  }

  /** A consent is answered once: the page cannot be submitted twice. */
  takeConsent(id: string): PendingConsent | undefined {
    const consent = this.consents.get(id);
    this.consents.delete(id);
    return consent && consent.expiresAt > this.now() ? consent : undefined;
  }

  issueCode(consent: PendingConsent): AuthorizationCode {
    const { id: _id, state: _state, ...binding } = consent;
    const code: AuthorizationCode = {
      ...binding,
      code: createRandomToken(),
      expiresAt: this.now() + CODE_LIFETIME_MS,
      usedAt: null,
      grantId: null,
    };
    this.codes.set(code.code, code);
    return code;
  }

  findCode(code: string): AuthorizationCode | undefined {
    return this.codes.get(code);
  }

  createGrant(grant: Omit<Grant, "id" | "revoked">): Grant {
    const created = { ...grant, id: createRandomToken(), revoked: false };
    this.grants.set(created.id, created);
    return created;
  }

  findGrant(grantId: string): Grant | undefined {
    return this.grants.get(grantId);
  }

  issueAccessToken(grant: Grant, lifetimeSeconds: number | null, prefix: string): AccessTokenRecord {
    const record = {
      token: createRandomToken(prefix),
      family: grant.family,
      grantId: grant.id,
      expiresAt: lifetimeSeconds === null ? null : this.now() + lifetimeSeconds * 1000,
    };
    this.accessTokens.set(record.token, record);
    return record;
  }

  /** A token that exists from the start, such as WhatsApp's pasted system user token. */
  seedAccessToken(family: ProviderFamilyId, token: string, account: string): void {
    const grant = this.createGrant({ family, clientId: "", scopes: [], account });
    this.accessTokens.set(token, { token, family, grantId: grant.id, expiresAt: null });
  }

  issueRefreshToken(grant: Grant, prefix: string): RefreshTokenRecord {
    const record = { token: createRandomToken(prefix), family: grant.family, grantId: grant.id, retired: false };
    this.refreshTokens.set(record.token, record);
    return record;
  }

  /** The access token if it still works: known, unexpired, and its grant not revoked. */
  findLiveAccessToken(token: string): AccessTokenRecord | undefined {
    const record = this.accessTokens.get(token);
    if (!record || !this.isGrantLive(record.grantId)) return undefined;
    if (record.expiresAt !== null && record.expiresAt <= this.now()) return undefined;
    return record;
  }

  findLiveRefreshToken(token: string): RefreshTokenRecord | undefined {
    const record = this.refreshTokens.get(token);
    return record && !record.retired && this.isGrantLive(record.grantId) ? record : undefined;
  }

  retireRefreshToken(record: RefreshTokenRecord): void {
    record.retired = true;
  }

  /** Revokes the grant behind an access or refresh token of the family; false when the token is unknown or dead. */
  revokeByToken(family: ProviderFamilyId, token: string): boolean {
    const record = this.findLiveAccessToken(token) ?? this.findLiveRefreshToken(token);
    if (!record || record.family !== family) return false;
    this.revokeGrant(record.grantId);
    return true;
  }

  revokeGrant(grantId: string): void {
    const grant = this.grants.get(grantId);
    if (grant) grant.revoked = true;
  }

  revokeFamily(family: ProviderFamilyId): number {
    let revoked = 0;
    for (const grant of this.grants.values()) {
      if (grant.family === family && !grant.revoked) {
        grant.revoked = true;
        revoked += 1;
      }
    }
    return revoked;
  }

  /** Includes tokens that never expire, so a test can see what a connector does with a dead one. */
  expireAccessTokens(family: ProviderFamilyId): number {
    let expired = 0;
    const now = this.now();
    for (const record of this.accessTokens.values()) {
      if (record.family === family && (record.expiresAt === null || record.expiresAt > now)) {
        record.expiresAt = now;
        expired += 1;
      }
    }
    return expired;
  }

  clear(): void {
    this.consents.clear();
    this.codes.clear();
    this.grants.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private isGrantLive(grantId: string): boolean {
    return this.grants.get(grantId)?.revoked === false;
  }
}
