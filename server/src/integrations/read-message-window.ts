import type { ParsedRequest } from "./app-tool";

export type MessageWindow = { channel?: string; since?: string; until?: string; count?: number };

/** The channel, dates and count a request asks of a chat app's recent messages, the count kept within `maxCount`. */
export function readMessageWindow(request: ParsedRequest, maxCount: number): MessageWindow {
  const window: MessageWindow = {};
  if (request.channel) window.channel = request.channel;
  if (request.dateRange?.from) window.since = request.dateRange.from;
  if (request.dateRange?.to) window.until = request.dateRange.to;
  if (request.count) window.count = Math.min(Math.max(Math.trunc(request.count), 1), maxCount);
  return window;
}
