import type { Notification, NotificationListResponse, NotificationService } from "@shifu/contract/notifications";
import { notificationServices } from "@shifu/contract/plain/notifications";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "../../shared/api-client";

/** The prefix of every notification list; an action's success invalidates all of them (the app's and Shifu's). */
export const notificationsQueryKey = ["notifications"] as const;

/** The spec debounces the notification fetch by 300 ms. */
export const NOTIFICATIONS_DEBOUNCE_MS = 300;

const noNotifications: readonly Notification[] = [];

export function isNotificationService(service: string): service is NotificationService {
  return (notificationServices as readonly string[]).includes(service);
}

async function fetchNotifications(service: NotificationService): Promise<Notification[]> {
  // Identity comes from the session cookie, so the spec's {email} body is sent empty.
  const result = await callApi<NotificationListResponse>({
    method: "POST",
    path: `/api/${service}/notification`,
    json: {},
  });
  if (!result.ok) throw new Error(`POST /api/${service}/notification falló (${result.kind})`);
  return result.data;
}

/** The value once it has stayed unchanged for `delayMs`; quickly passing through chats fetches only the last one. */
function useSettledValue<T>(value: T, delayMs: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * One service's notifications ('shifu' gathers every app's), newest first. Fetched once per service and kept
 * (staleTime Infinity) until `refresh()` or an action forces it. A failed fetch shows as an empty list, `isFailed`
 * until a retry works, and is counted in `failureCount`. A service without notifications is simply empty.
 */
export function useNotifications(service: string) {
  const queryClient = useQueryClient();
  const knownService = isNotificationService(service) ? service : undefined;
  const settledService = useSettledValue(knownService, NOTIFICATIONS_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...notificationsQueryKey, knownService],
    queryFn: knownService && settledService === knownService ? () => fetchNotifications(knownService) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    // The spec sets an empty list on failure and fetches again only when asked.
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: [...notificationsQueryKey, knownService] }),
    [queryClient, knownService],
  );
  return {
    notifications: query.data ?? noNotifications,
    isLoading: knownService !== undefined && query.isPending && !query.isError,
    isFailed: query.isError,
    failureCount: query.errorUpdateCount,
    refresh,
  };
}

/** Fetches every notification list on screen again, and the others when they next show. */
export function useRefreshAllNotifications() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }), [queryClient]);
}

export function selectPendingNotifications(notifications: readonly Notification[]): Notification[] {
  return notifications.filter((notification) => notification.status === "pending");
}

/** Pending notifications per service key, for the chat list's dots. */
export function countPendingByService(notifications: readonly Notification[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const notification of selectPendingNotifications(notifications)) {
    counts.set(notification.service, (counts.get(notification.service) ?? 0) + 1);
  }
  return counts;
}

/**
 * New items reach the server in the background, and the spec fetches notifications only when forced: the chat
 * list's poll (every 60 s and at each view change) is what forces them, after its first answer.
 */
export function useRefreshNotificationsWithPoll(polledAt: number) {
  const refreshAll = useRefreshAllNotifications();
  const firstPoll = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!polledAt) return;
    if (firstPoll.current === undefined) {
      firstPoll.current = polledAt;
      return;
    }
    if (polledAt !== firstPoll.current) void refreshAll();
  }, [polledAt, refreshAll]);
}
