import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The channel every tab of the app listens on for the end of the session they share (one cookie for all tabs). */
const SESSION_CHANNEL = "shifu-session";

type SessionEvent = { type: "signed-out" };

function openSessionChannel(): BroadcastChannel | null {
  // Browsers without BroadcastChannel still sign out here; the other tabs then learn of it at their next call.
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/** Tells the app's other tabs that the session has ended. A tab does not hear its own message. */
export function announceSignOut(): void {
  const channel = openSessionChannel();
  if (!channel) return;
  channel.postMessage({ type: "signed-out" } satisfies SessionEvent);
  channel.close();
}

function isSignOutEvent(data: unknown): data is SessionEvent {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "signed-out";
}

/**
 * For signed-in pages: when another tab signs out, this one forgets its cached account data and goes to /login too,
 * rather than staying in a workspace whose every call now fails.
 */
export function useSignOutFromOtherTabs(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = openSessionChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent) => {
      if (!isSignOutEvent(event.data)) return;
      queryClient.clear();
      navigate("/login", { replace: true });
    };
    return () => channel.close();
  }, [navigate, queryClient]);
}
