import { findServiceByKey, type IntegrationsResponse } from "@shifu/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { integrations } from "../../db/schema";

/** The user's connections keyed by service name, with nothing secret in them. */
export async function listIntegrations(db: Database, userId: string): Promise<IntegrationsResponse> {
  const rows = await db.select().from(integrations).where(eq(integrations.userId, userId));
  const summaries: IntegrationsResponse = {};
  for (const row of rows) {
    const service = findServiceByKey(row.service);
    if (!service) continue;
    summaries[service.name] = {
      account: row.account,
      status: row.status,
      connected_at: row.connectedAt.toISOString(),
      scopes: row.scopes,
    };
  }
  return summaries;
}
