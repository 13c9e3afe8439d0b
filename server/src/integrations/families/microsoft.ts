import type { ProviderApi, ProviderRequest } from "../provider-api";
import type { OAuthSettings } from "../types";

/** Outlook, OneDrive and Teams share one Microsoft identity platform app. */
export function createMicrosoftOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    // offline_access is what makes Microsoft issue a refresh token; it rotates it at every refresh.
    scopes: ["openid", "email", "offline_access", "User.Read", ...scopes],
    pkce: true,
    extraAuthorizeParams: { response_mode: "query" },
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}

export const MICROSOFT_GRAPH_URL = "https://graph.microsoft.com/v1.0";

type GraphDeltaPage<T> = { value: T[]; "@odata.nextLink"?: string; "@odata.deltaLink"?: string };

/**
 * One round of a Graph delta query (mail, drive, calendarView): the first page asked as given, then its nextLinks (with
 * the same headers) up to the round's deltaLink, where the next round starts.
 */
export async function readGraphDeltaRound<T>(
  api: ProviderApi,
  first: ProviderRequest,
  what: string,
): Promise<{ entries: T[]; deltaLink: string }> {
  const entries: T[] = [];
  let page = await api.request<GraphDeltaPage<T>>(first);
  entries.push(...page.value);
  while (page["@odata.nextLink"]) {
    page = await api.request<GraphDeltaPage<T>>({
      url: page["@odata.nextLink"],
      ...(first.headers ? { headers: first.headers } : {}),
    });
    entries.push(...page.value);
  }
  const deltaLink = page["@odata.deltaLink"];
  if (!deltaLink) throw new Error(`${what} no devolvió el enlace de cambios (deltaLink)`);
  return { entries, deltaLink };
}

export type MicrosoftProfile = {
  id: string;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
};

/** Outlook, OneDrive and Teams all read who connected from Graph's /me, which User.Read opens. */
export function fetchMicrosoftProfile(api: ProviderApi): Promise<MicrosoftProfile> {
  return api.request<MicrosoftProfile>({ url: `${MICROSOFT_GRAPH_URL}/me` });
}

/** Personal accounts often have no `mail`; their sign-in name is their address. */
export function readMicrosoftAccount(profile: MicrosoftProfile): string | null {
  return profile.mail ?? profile.userPrincipalName ?? profile.displayName ?? null;
}

export const DEFAULT_LIST_COUNT = 5;
export const MAX_LIST_COUNT = 20;

/** 'los 3 últimos' asks for 3; nothing said means the five newest, and no list grows past twenty. */
export function readListCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_LIST_COUNT;
  return Math.min(Math.max(Math.trunc(count), 1), MAX_LIST_COUNT);
}

/** Graph's `itemBody`: mail and chat messages carry HTML or text. */
export type GraphItemBody = { contentType: string; content: string };

const HTML_ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The readable text of an HTML body: block ends become line breaks, tags and comments go, entities are decoded. */
export function readItemBodyText(body: GraphItemBody): string {
  if (body.contentType.toLowerCase() !== "html") return body.content.trim();
  return body.content
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])>|<hr\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return HTML_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A short one-line preview for a listed item. */
export function toSnippet(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** OData string literals double their single quotes. */
export function quoteODataString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
