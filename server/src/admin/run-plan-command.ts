import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";
import { setPlan, toEffectivePlan } from "../features/plans/plans.service";
import { DAY_MS } from "../time-spans";
import { AdminError } from "./admin-error";
import { formatTable } from "./format-table";
import type { AdminCommand, PlanExpiry } from "./parse-admin-args";

export type PlanCommand = Extract<AdminCommand, { name: `plan ${string}` }>;

export async function runPlanCommand(db: Database, command: PlanCommand, write: (text: string) => void) {
  const now = new Date();
  const [user] = await db.select().from(users).where(eq(users.email, command.email));
  if (!user) throw new AdminError(`No hay ningún usuario con el correo ${command.email}.`);
  if (command.name === "plan set") {
    const expiresAt = computeExpiry(command.expiry, now);
    await setPlan(db, user.id, command.plan, expiresAt);
    write(`Plan de ${user.email} cambiado a ${command.plan}.`);
    user.plan = command.plan;
    user.planExpiresAt = command.plan === "free" ? null : expiresAt;
  }
  const effective = toEffectivePlan(user, now);
  write(
    formatTable(
      ["CAMPO", "VALOR"],
      [
        ["usuario", `${user.nombre} ${user.apellido} <${user.email}>`],
        ["plan", describePlan(user, effective)],
        ["puntos", String(user.points)],
        ["referidos", String(user.countReferrals)],
        ["racha", `${user.loginStreak} ${user.loginStreak === 1 ? "día" : "días"}`],
      ],
    ),
  );
}

function computeExpiry(expiry: PlanExpiry, now: Date): Date | null {
  if (expiry === null) return null;
  if ("days" in expiry) return new Date(now.getTime() + expiry.days * DAY_MS);
  if (expiry.until <= now) throw new AdminError("--until: esa fecha ya ha pasado.");
  return expiry.until;
}

function describePlan(stored: typeof users.$inferSelect, effective: ReturnType<typeof toEffectivePlan>): string {
  if (stored.plan !== effective.plan && stored.planExpiresAt) {
    return `${effective.plan} (el plan ${stored.plan} caducó el ${formatDate(stored.planExpiresAt)})`;
  }
  if (effective.plan === "free") return "free";
  return effective.planExpiresAt
    ? `${effective.plan} (hasta el ${formatDate(effective.planExpiresAt)})`
    : `${effective.plan} (sin caducidad)`;
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
