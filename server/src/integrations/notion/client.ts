import { NOTION_VERSION } from "../families/notion";
import type { ProviderApi } from "../provider-api";

export const NOTION_API_URL = "https://api.notion.com/v1";

type NotionUser = { name?: string | null; person?: { email?: string } };
type NotionBotUser = { name?: string | null; bot?: { owner?: { user?: NotionUser }; workspace_name?: string | null } };

/** A Notion token belongs to a bot; the person who connected is the bot's owner. */
export async function fetchNotionAccount(api: ProviderApi): Promise<string | null> {
  const me = await api.request<NotionBotUser>({
    url: `${NOTION_API_URL}/users/me`,
    headers: { "Notion-Version": NOTION_VERSION },
  });
  const owner = me.bot?.owner?.user;
  return owner?.person?.email ?? owner?.name ?? me.bot?.workspace_name ?? null;
}
