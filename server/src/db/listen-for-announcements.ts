import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./database-handle";
import { createPoolClient, readPostgresPool } from "./read-postgres-pool";

export type AnnouncementListener = { close(): Promise<void> };

type ListenOptions = {
  channel: string;
  onAnnouncement(payload: string): void;
  /** False until the listener is connected and whenever it is down: announcements made meanwhile are missed. */
  onHealthChange(healthy: boolean): void;
  reconnectDelayMs: number;
  onError?: (error: Error) => void;
};

/**
 * Listens to one NOTIFY channel of the instance's database: on PGlite the process's own notifications, which are the
 * whole feed since one process owns an embedded database; on PostgreSQL a connection of its own, reconnected when it
 * drops. Caches built on announcements must drop everything whenever health changes.
 */
export function listenForAnnouncements(db: Database, options: ListenOptions): AnnouncementListener | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return listenOnPglite(client, options);
  const pool = readPostgresPool(db);
  if (pool) return listenOnPostgres(pool, options);
  return undefined;
}

function listenOnPglite(client: PGlite, options: ListenOptions): AnnouncementListener {
  // Notifications arrive with the result of the statement that committed the change.
  const unlisten = client.listen(options.channel, options.onAnnouncement);
  unlisten.then(
    () => options.onHealthChange(true),
    () => options.onHealthChange(false),
  );
  return {
    close: async () => {
      await (await unlisten.catch(() => undefined))?.().catch(() => undefined);
    },
  };
}

function listenOnPostgres(pool: pg.Pool, options: ListenOptions): AnnouncementListener {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function dropConnection(error?: Error): void {
    options.onHealthChange(false);
    if (error) options.onError?.(error);
    const lost = client;
    client = undefined;
    lost?.removeAllListeners();
    lost?.on("error", () => {});
    void lost?.end().catch(() => {});
    if (!closed && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, options.reconnectDelayMs);
      retry.unref();
    }
  }

  async function connect(): Promise<void> {
    if (closed) return;
    // A connection of its own outside the pool: LISTEN belongs to one session, and a pooled client goes back.
    const next = createPoolClient(pool, { ...pool.options, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === options.channel && message.payload) options.onAnnouncement(message.payload);
    });
    next.on("error", (error) => {
      if (client === next) dropConnection(error);
    });
    next.on("end", () => {
      if (client === next) dropConnection(new Error(`${options.channel} listener disconnected`));
    });
    try {
      await next.connect();
      await next.query(`listen ${options.channel}`);
      if (client === next && !closed) options.onHealthChange(true);
    } catch (error) {
      if (client === next) dropConnection(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      open?.removeAllListeners();
      open?.on("error", () => {});
      await open?.end().catch(() => {});
    },
  };
}
