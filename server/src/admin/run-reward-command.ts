import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { rewards } from "../db/schema";
import { AdminError } from "./admin-error";
import { formatTable } from "./format-table";
import type { AdminCommand, RewardChanges } from "./parse-admin-args";

type Reward = typeof rewards.$inferSelect;
export type RewardCommand = Extract<AdminCommand, { name: `rewards ${string}` }>;

export async function runRewardCommand(db: Database, command: RewardCommand, write: (text: string) => void) {
  if (command.name === "rewards list") {
    const rows = await db
      .select()
      .from(rewards)
      .orderBy(asc(rewards.type), asc(rewards.requiredReferrals), asc(rewards.streakDays), asc(rewards.createdAt));
    if (rows.length === 0) {
      write("El catálogo de recompensas está vacío.");
      return;
    }
    write(
      formatTable(
        ["ID", "TIPO", "NOMBRE", "PREMIO", "REQUISITO", "MÁX./USUARIO", "ACTIVA"],
        rows.map((row) => [
          row.id,
          row.type,
          row.name,
          describePrize(row),
          describeRequirement(row),
          String(row.maxRedemptionsPerUser),
          row.active ? "sí" : "no",
        ]),
      ),
    );
    write(`${rows.length} recompensas.`);
    return;
  }
  if (command.name === "rewards add") {
    const created = await db.insert(rewards).values(command.reward).returning();
    write("Recompensa añadida:");
    for (const reward of created) write(describeReward(reward));
    return;
  }
  const [current] = await db.select().from(rewards).where(eq(rewards.id, command.id));
  if (!current) throw new AdminError(`No hay ninguna recompensa con el id ${command.id}. Consulta «rewards list».`);
  checkChangesFit(current, command.changes);
  const updated = await db.update(rewards).set(command.changes).where(eq(rewards.id, command.id)).returning();
  write("Recompensa actualizada:");
  for (const reward of updated) write(describeReward(reward));
}

/** The parser cannot know the stored reward's kind and prize, so the rules that depend on them are checked here. */
function checkChangesFit(current: Reward, changes: RewardChanges): void {
  if (current.type === "streak" && changes.requiredReferrals !== undefined) {
    throw new AdminError("Esta recompensa es de racha (streak): usa --streak-days, no --referrals.");
  }
  if (current.type === "referral" && changes.streakDays !== undefined) {
    throw new AdminError("Esta recompensa es de referidos (referral): usa --referrals, no --streak-days.");
  }
  if (current.rewardType === "discount" && changes.rewardValue !== undefined && changes.rewardValue > 100) {
    throw new AdminError("--value: un descuento es un porcentaje de 1 a 100.");
  }
}

function describeReward(reward: Reward): string {
  return formatTable(
    ["CAMPO", "VALOR"],
    [
      ["id", reward.id],
      ["tipo", reward.type],
      ["nombre", reward.name],
      ["descripción", reward.description],
      ["premio", describePrize(reward)],
      ["requisito", describeRequirement(reward)],
      ["máx. por usuario", String(reward.maxRedemptionsPerUser)],
      ["activa", reward.active ? "sí" : "no"],
    ],
  );
}

function describePrize(reward: Reward): string {
  const value = reward.rewardValue;
  if (reward.rewardType === "premium_days") return `${value} ${value === 1 ? "día" : "días"} de Premium`;
  if (reward.rewardType === "discount") return `${value} % de descuento`;
  return `${value} ${value === 1 ? "punto" : "puntos"}`;
}

function describeRequirement(reward: Reward): string {
  if (reward.type === "referral") {
    const count = reward.requiredReferrals ?? 0;
    return `${count} ${count === 1 ? "referido" : "referidos"}`;
  }
  const days = reward.streakDays ?? 0;
  return `${days} ${days === 1 ? "día" : "días"} de racha`;
}
