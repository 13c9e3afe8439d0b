import type { LatestMessage } from "@shifu/contract/chats";
import { findAssistantChat, MAIN_CHAT_NAME } from "@shifu/contract/plain/chats";
import { useId } from "react";
import { productLogo, selectInitialLogo, selectLogo } from "../../../shared/brand-logos/select-logo";
import { focusRing } from "../../../shared/focus-ring";
import { ConnectServiceDialogs } from "../../integrations/connect-service-dialogs";
import { useConnectService } from "../../integrations/use-connect-service";
import { toMcpAssistant, useMcpServers } from "../../mcp-servers/mcp-servers-api";
import { McpReconnectDialogs, useReconnectMcpServer } from "../../mcp-servers/use-reconnect-mcp-server";
import {
  countPendingByService,
  useNotifications,
  useRefreshNotificationsWithPoll,
} from "../../notifications/use-notifications";
import { type CurrentAssistant, defaultAssistant, readChatName } from "../current-assistant";
import { ChatIcon } from "../messages/chat-icon";
import type { WorkspaceView } from "../workspace-view";
import { ChatListEntry } from "./chat-list-entry";
import { chatListTexts } from "./chat-list-texts";
import { PlanBanner } from "./plan-banner";
import { type ConnectedService, useConnectedServices } from "./use-integrations";
import { useLatestMessages } from "./use-latest-messages";

function selectAssistantOf({ service }: ConnectedService): CurrentAssistant {
  return { type: service.key, title: service.name, icon: service.icon.toLowerCase() };
}

/**
 * The spec's chat list: the general assistant, then one chat per connected app with its newest message, the tour's
 * help button and the free-plan banner.
 */
export function ChatListPanel({
  variant,
  activeAssistant,
  onSelectAssistant,
  onOpenNotifications,
  onRestartTour,
  onOpenPlans,
  view,
}: {
  variant: "all" | "apilist";
  activeAssistant: CurrentAssistant;
  onSelectAssistant: (assistant: CurrentAssistant) => void;
  onOpenNotifications: () => void;
  onRestartTour: () => void;
  onOpenPlans: () => void;
  view: WorkspaceView;
}) {
  const connectedServices = useConnectedServices();
  const latestMessages = useLatestMessages(view);
  useRefreshNotificationsWithPoll(latestMessages.dataUpdatedAt);
  // Shifu's list gathers every app's notifications, so one fetch gives every entry its count.
  const allNotifications = useNotifications(defaultAssistant.type).notifications;
  const pendingByService = countPendingByService(allNotifications);
  const pendingInAll = [...pendingByService.values()].reduce((total, count) => total + count, 0);
  const connection = useConnectService();
  const latestOf = (chatName: string | undefined): LatestMessage | undefined =>
    chatName === undefined ? undefined : latestMessages.data?.get(chatName);
  const mainChat = latestOf(MAIN_CHAT_NAME);
  const services = connectedServices.data ?? [];
  const mcpServers = useMcpServers().data?.servers ?? [];
  const mcpReconnection = useReconnectMcpServer();
  const titleId = useId();

  return (
    <section
      data-tour="chats"
      aria-labelledby={titleId}
      className="flex h-full min-h-0 flex-col gap-4 bg-white p-4 dark:bg-slate-900"
    >
      <header className="flex items-center gap-2">
        <h2 id={titleId} className="mr-auto text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {variant === "apilist" ? chatListTexts.apilistTitle : chatListTexts.title}
        </h2>
        <button
          type="button"
          onClick={onRestartTour}
          aria-label={chatListTexts.restartTour}
          title={chatListTexts.restartTour}
          className={`rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
        >
          <ChatIcon name="help" />
        </button>
        <button
          type="button"
          onClick={onOpenNotifications}
          className={`flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <ChatIcon name="bell" className="size-4" />
          {chatListTexts.notifications}
        </button>
      </header>

      <nav aria-label={chatListTexts.listLabel} className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
        <ul className="flex flex-col gap-1">
          <li>
            <ChatListEntry
              logo={productLogo}
              name={chatListTexts.generalAssistantName}
              title={chatListTexts.generalAssistantTitle}
              preview={mainChat?.content}
              hasUnread={(mainChat?.unread_count ?? 0) > 0}
              pendingNotifications={pendingInAll}
              isActive={activeAssistant.type === defaultAssistant.type}
              // A fresh object even when Shifu is already open, so choosing it again still counts as choosing a chat.
              onSelect={() => onSelectAssistant({ ...defaultAssistant })}
            />
          </li>
          {services.map((connected) => {
            const latest = latestOf(findAssistantChat(connected.service.key)?.chatName);
            return (
              <li key={connected.service.key}>
                <ChatListEntry
                  logo={selectLogo(connected.service.name)}
                  name={connected.service.name}
                  title={chatListTexts.assistantOf(connected.service.name)}
                  status={connected.summary.status}
                  preview={latest?.content}
                  hasUnread={(latest?.unread_count ?? 0) > 0}
                  pendingNotifications={pendingByService.get(connected.service.key) ?? 0}
                  isActive={activeAssistant.type === connected.service.key}
                  onSelect={() => onSelectAssistant(selectAssistantOf(connected))}
                  onReconnect={
                    connected.summary.status === "needs_reconnect"
                      ? () => connection.connect(connected.service)
                      : undefined
                  }
                />
              </li>
            );
          })}
          {mcpServers.map((server) => {
            const assistant = toMcpAssistant(server);
            const latest = latestOf(readChatName(assistant));
            return (
              <li key={server.id}>
                <ChatListEntry
                  logo={selectInitialLogo(server.name)}
                  name={server.name}
                  title={chatListTexts.assistantOf(server.name)}
                  status={server.status}
                  preview={latest?.content}
                  hasUnread={(latest?.unread_count ?? 0) > 0}
                  pendingNotifications={0}
                  isActive={activeAssistant.type === server.app}
                  onSelect={() => onSelectAssistant(assistant)}
                  onReconnect={
                    server.status === "needs_reconnect" ? () => mcpReconnection.reconnect(server) : undefined
                  }
                />
              </li>
            );
          })}
        </ul>
        {!connectedServices.isPending && services.length === 0 && mcpServers.length === 0 && (
          <p className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{chatListTexts.noServices}</p>
        )}
      </nav>

      <PlanBanner onOpenPlans={onOpenPlans} />
      <ConnectServiceDialogs connection={connection} />
      <McpReconnectDialogs reconnection={mcpReconnection} />
    </section>
  );
}
