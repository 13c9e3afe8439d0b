import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";

export async function isStepByStepDone(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ done: users.stepByStepDone }).from(users).where(eq(users.id, userId));
  return user?.done ?? false;
}

export async function markStepByStepDone(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ stepByStepDone: true }).where(eq(users.id, userId));
}
