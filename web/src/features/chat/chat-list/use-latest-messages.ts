import type { LatestMessage, LatestMessagesResponse } from "@shifu/contract/chats";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client";
import type { WorkspaceView } from "../workspace-view";

/** The prefix of every latest-messages query; opening a chat invalidates it so its unread dot clears. */
export const latestMessagesQueryKey = ["latest-messages"] as const;

/** The spec polls the latest messages every 60 s. */
export const LATEST_MESSAGES_POLL_MS = 60_000;

async function fetchLatestMessages(): Promise<ReadonlyMap<string, LatestMessage>> {
  // Identity comes from the session cookie, so the spec's {email} body is sent empty.
  const result = await callApi<LatestMessagesResponse>({
    method: "POST",
    path: "/ultimos_mensajes",
    json: {},
  });
  if (!result.ok) throw new Error(`POST /ultimos_mensajes falló (${result.kind})`);
  return new Map(result.data.messages.map((message) => [message.chat_name, message]));
}

/**
 * The newest message and unread count of each chat, by chat name. Keyed on the view too, so switching views fetches
 * again as the spec asks, while the previous answer stays on screen meanwhile.
 */
export function useLatestMessages(view: WorkspaceView) {
  return useQuery({
    queryKey: [...latestMessagesQueryKey, view],
    queryFn: fetchLatestMessages,
    refetchInterval: LATEST_MESSAGES_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
