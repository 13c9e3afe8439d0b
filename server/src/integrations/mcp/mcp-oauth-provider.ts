import type { OAuthClientProvider, OAuthDiscoveryState } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { mcpServers } from "../../db/schema";
import { createSecretToken } from "../../security/secret-token";
import type { TokenCipher } from "../token-cipher";

export type McpOAuthStore = { db: Database; cipher: TokenCipher };

/**
 * What one use of the provider carries beyond the stored row: the state and the discovery just made when a sign-in
 * starts, the verifier (from the shared OAuth state store) when it finishes. Nothing else is kept in this process.
 */
export type McpOAuthFlow = { state?: string; codeVerifier?: string; discovery?: OAuthDiscoveryState };

/**
 * The SDK's OAuth client for one of the person's servers, backed by its `mcp_servers` row: the client registration
 * and the tokens are read from and written to PostgreSQL, encrypted and bound to the row's id, so any instance
 * serves the next call. The SDK drives discovery, registration, PKCE, the code exchange and the one refresh.
 */
export class McpOAuthProvider implements OAuthClientProvider {
  /** Set when the SDK wants the person at the sign-in page: the start of a connection, or a refresh that failed. */
  authorizationUrl: URL | undefined;
  /** The PKCE verifier of a sign-in that starts, for the caller to keep in the OAuth state store. */
  startedCodeVerifier: string | undefined;
  private loadedTokens: string | null = null;

  constructor(
    private readonly store: McpOAuthStore,
    private readonly serverId: string,
    readonly redirectUrl: string,
    private readonly flow: McpOAuthFlow = {},
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Shifu",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      // A public client: Shifu's instances would all need the secret, and PKCE already binds the code to the start.
      token_endpoint_auth_method: "none",
    };
  }

  state(): string {
    return this.flow.state ?? createSecretToken();
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.flow.discovery;
  }

  private async readRow() {
    const [row] = await this.store.db
      .select({
        client: mcpServers.oauthClientEncrypted,
        tokens: mcpServers.oauthTokensEncrypted,
      })
      .from(mcpServers)
      .where(eq(mcpServers.id, this.serverId));
    return row;
  }

  private decryptJson<T>(encrypted: string | null | undefined): T | undefined {
    return encrypted ? (JSON.parse(this.store.cipher.decrypt(encrypted, this.serverId)) as T) : undefined;
  }

  private encryptJson(value: unknown): string {
    return this.store.cipher.encrypt(JSON.stringify(value), this.serverId);
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    return this.decryptJson((await this.readRow())?.client);
  }

  async saveClientInformation(information: OAuthClientInformationMixed): Promise<void> {
    await this.store.db
      .update(mcpServers)
      .set({ oauthClientEncrypted: this.encryptJson(information), updatedAt: new Date() })
      .where(eq(mcpServers.id, this.serverId));
  }

  async tokens(): Promise<OAuthTokens | undefined> {
    this.loadedTokens = (await this.readRow())?.tokens ?? null;
    return this.decryptJson(this.loadedTokens);
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    const encrypted = this.encryptJson(tokens);
    await this.store.db
      .update(mcpServers)
      .set({ oauthTokensEncrypted: encrypted, updatedAt: new Date() })
      .where(eq(mcpServers.id, this.serverId));
    this.loadedTokens = encrypted;
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    this.authorizationUrl = authorizationUrl;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.startedCodeVerifier = codeVerifier;
  }

  codeVerifier(): string {
    if (!this.flow.codeVerifier) throw new Error("No PKCE verifier for this sign-in");
    return this.flow.codeVerifier;
  }

  async invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery"): Promise<void> {
    if (scope === "all" || scope === "client") {
      await this.store.db
        .update(mcpServers)
        .set({ oauthClientEncrypted: null, oauthTokensEncrypted: null, updatedAt: new Date() })
        .where(eq(mcpServers.id, this.serverId));
    } else if (scope === "tokens" && this.loadedTokens !== null) {
      // Only the tokens this call used: if another instance refreshed meanwhile (refresh tokens rotate), its new
      // tokens stay, and the SDK's second try finds and uses them instead of sending the person to sign in again.
      await this.store.db
        .update(mcpServers)
        .set({ oauthTokensEncrypted: null, updatedAt: new Date() })
        .where(and(eq(mcpServers.id, this.serverId), eq(mcpServers.oauthTokensEncrypted, this.loadedTokens)));
    }
  }

  /** A refresh failed and the SDK asked for a new sign-in: the app shows 'Reconectar' until the person does. */
  async markNeedsReconnect(): Promise<void> {
    await this.store.db
      .update(mcpServers)
      .set({ status: "needs_reconnect", updatedAt: new Date() })
      .where(and(eq(mcpServers.id, this.serverId), eq(mcpServers.status, "connected")));
  }
}
