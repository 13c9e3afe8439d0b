import type { Readiness } from "@shifu/contract";
import type { DatabaseHandle } from "../../db/database";

export async function checkReadiness(database: Pick<DatabaseHandle, "ping">): Promise<Readiness> {
  try {
    await database.ping();
    return { status: "ok", database: "up" };
  } catch {
    return { status: "unavailable", database: "down" };
  }
}
