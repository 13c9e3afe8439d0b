import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS, MINUTE_MS } from "../../time-spans";
import type { ToolContext } from "../app-tool";
import type { ChangesPage, NotificationSource, SyncedItem } from "../notification-source";
import type { IntegrationDefinition } from "../types";
import { connectToolContext, readSandboxData } from "./connect-tool-context";
import { useSandbox } from "./use-sandbox";

/** What a time-watermark source is tested with, against its family's sandbox. */
export type WatermarkSourceSpec = {
  /** The describe block's title. */
  name: string;
  definition: IntegrationDefinition;
  source: NotificationSource;
  /** The connected account as Shifu stores it, for the sources that find the person by it. */
  account?: string;
  /** A `POST /__sandbox/items/{family}` body for an item named `label`, changed at `date` when given. */
  itemBody(label: string, date?: Date): Record<string, unknown>;
  /** The title the source gives that item. */
  expectedTitle(label: string): string;
  /** Whether the family's demo data still holds the item as live (not deleted, archived or trashed). */
  isLive(data: unknown, providerItemId: string): boolean;
  /** A body the sandbox must refuse. */
  badBody: Record<string, unknown>;
};

type Sync = { page: ChangesPage; ids: string[] };

/**
 * The behaviour every time-watermark source shares: a bounded first sync, each new item once, late and
 * future-dated items, deletions seen through the pending ids, and the card's 'Eliminar' at the provider.
 */
export function describeWatermarkSource(spec: WatermarkSourceSpec): void {
  describe(spec.name, () => {
    const sandbox = useSandbox();
    const family = spec.definition.family;
    let context: ToolContext;

    beforeEach(async () => {
      await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
      context = await connectToolContext(spec.definition, sandbox.modes);
    });

    const readChanges = async (cursor: string | null, pendingIds: string[] = []): Promise<Sync> => {
      const page = await spec.source.readChanges(context.api, {
        cursor,
        now: new Date(),
        account: spec.account ?? null,
        pendingIds,
      });
      return { page, ids: page.items.map((item) => item.providerItemId) };
    };
    const postItem = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/items/${family}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const addItem = async (label: string, date?: Date): Promise<string> => {
      const answer = await postItem(spec.itemBody(label, date));
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const newestDate = (items: readonly SyncedItem[]) => Math.max(...items.map((item) => item.date.getTime()));

    it("returns the recent items and a cursor on the first sync", async () => {
      const first = await readChanges(null);
      expect(first.page.items.length).toBeGreaterThan(0);
      expect(first.page.items.length).toBeLessThanOrEqual(20);
      expect(first.page.cursor).toEqual(expect.any(String));
      expect(first.page.deletedIds).toEqual([]);
      for (const item of first.page.items) {
        expect(item.date.getTime()).toBeGreaterThan(Date.now() - 7 * DAY_MS);
        expect(item.title).toEqual(expect.any(String));
      }
    });

    it("brings an added item on the next sync and not again on the one after", async () => {
      const first = await readChanges(null);
      const id = await addItem("Revisar la oferta de Transportes Galaicos");
      const second = await readChanges(first.page.cursor);
      expect(second.ids).toContain(id);
      expect(second.page.items.find((item) => item.providerItemId === id)?.title).toBe(
        spec.expectedTitle("Revisar la oferta de Transportes Galaicos"),
      );
      const third = await readChanges(second.page.cursor);
      expect(third.ids).not.toContain(id);
    });

    it("still brings an item dated a minute before the newest one seen", async () => {
      const first = await readChanges(null);
      await addItem("Confirmar la reserva del hotel");
      const second = await readChanges(first.page.cursor);
      const late = await addItem(
        "Pedir el certificado de retenciones",
        new Date(newestDate(second.page.items) - MINUTE_MS),
      );
      const third = await readChanges(second.page.cursor);
      expect(third.ids).toEqual([late]);
    });

    it("is not held back by an item dated in the future", async () => {
      const first = await readChanges(null);
      const future = await addItem("Preparar la feria del año que viene", new Date(Date.now() + DAY_MS));
      const second = await readChanges(first.page.cursor);
      expect(second.ids).toContain(future);
      const later = await addItem("Llamar al gestor");
      const third = await readChanges(second.page.cursor);
      expect(third.ids).toEqual([later]);
    });

    it("reports a pending item deleted at the provider and deletes one for the card's 'Eliminar'", async () => {
      const first = await readChanges(null);
      const [gone, kept] = first.ids;
      if (!gone || !kept) throw new Error("the first sync brought fewer than two items");
      await spec.source.deleteItem(context.api, gone);
      const data = await readSandboxData<unknown>(sandbox.url, family);
      expect(spec.isLive(data, gone)).toBe(false);
      expect(spec.isLive(data, kept)).toBe(true);
      const next = await readChanges(first.page.cursor, [gone, kept]);
      expect(next.page.deletedIds).toEqual([gone]);
    });

    it("refuses an item body it cannot use with 400", async () => {
      const answer = await postItem(spec.badBody);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: "invalid_request", message: expect.any(String) });
    });
  });
}
