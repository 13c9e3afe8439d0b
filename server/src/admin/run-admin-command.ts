import path from "node:path";
import { type DatabaseHandle, openDatabase } from "../db/database";
import type { Env } from "../env";
import { AdminError } from "./admin-error";
import { detectEmbeddedDatabaseInUse } from "./detect-embedded-database-in-use";
import { parseAdminArgs } from "./parse-admin-args";
import { runPlanCommand } from "./run-plan-command";
import { runRewardCommand } from "./run-reward-command";

export type AdminOutput = { write(text: string): void; writeError(text: string): void };

export const DATABASE_IN_USE_MESSAGE =
  "La base de datos integrada está en uso por el servidor: deténlo (o usa DATABASE_URL) y vuelve a intentarlo.";

const ADMIN_HELP = `Uso: npm run admin -- <comando> [opciones]

Comandos:
  help
      Muestra esta ayuda.
  rewards list
      Lista el catálogo de recompensas, activas e inactivas.
  rewards add --type referral|streak --name … --description … --reward-type premium_days|discount|points --value N
              [--referrals N | --streak-days N] [--max N]
      Añade una recompensa. referral necesita --referrals (amigos registrados); streak, --streak-days (días
      seguidos). --value son días de Premium, el porcentaje de descuento (1-100) o los puntos. --max: canjes por
      usuario (1 si no se indica).
  rewards edit <id> [--name …] [--description …] [--value N] [--max N] [--referrals N] [--streak-days N]
              [--active true|false]
      Cambia una recompensa; el id sale en «rewards list». --active false la retira sin borrar los canjes.
  plan show <correo>
      Muestra el plan de un usuario, su caducidad, sus puntos, referidos y racha.
  plan set <correo> free|premium|enterprise [--days N | --until AAAA-MM-DD]
      Pone ese plan: durante N días, hasta el final (UTC) del día indicado, o sin caducidad si no se indica nada.

Base de datos: la de DATABASE_URL si está definida; si no, la integrada (PGlite) en DATA_DIR, que solo se puede
usar con el servidor parado.`;

/** The whole command, in-process: returns the exit code, so tests run it as the CLI does. */
export async function runAdminCommand(argv: string[], env: Env, output: AdminOutput): Promise<number> {
  let database: DatabaseHandle | undefined;
  try {
    const command = parseAdminArgs(argv);
    if (command.name === "help") {
      output.write(ADMIN_HELP);
      return 0;
    }
    database = await openAdminDatabase(env);
    await database.migrate();
    if (command.name === "plan show" || command.name === "plan set") {
      await runPlanCommand(database.db, command, output.write);
    } else {
      await runRewardCommand(database.db, command, output.write);
    }
    return 0;
  } catch (error) {
    output.writeError(describeFailure(error, env));
    return 1;
  } finally {
    await database?.close();
  }
}

async function openAdminDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase({ driver: "postgres", url: env.DATABASE_URL });
  // openDatabase keeps PGlite's files in this subfolder of DATA_DIR.
  if (await detectEmbeddedDatabaseInUse(path.join(env.DATA_DIR, "pglite")))
    throw new AdminError(DATABASE_IN_USE_MESSAGE);
  return openDatabase({ driver: "pglite", dataDir: env.DATA_DIR });
}

function describeFailure(error: unknown, env: Env): string {
  if (error instanceof AdminError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const where = env.DATABASE_URL ? "la base de datos de DATABASE_URL" : `la base de datos integrada en ${env.DATA_DIR}`;
  return `Error al trabajar con ${where}: ${message}`;
}
