import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../server/src/db/database";
import { users } from "../server/src/db/schema";
import { hashPassword } from "../server/src/features/accounts/password";

export type BenchDatabase = {
  kind: "pglite" | "postgres";
  /** What the server process needs to reach the seeded data: DATA_DIR alone for PGlite, DATABASE_URL for PostgreSQL. */
  serverEnv: Record<string, string>;
  drop(): Promise<void>;
};

export const BENCH_PASSWORD = "bench-password-1234";

const SEED_BATCH_SIZE = 1_000;

export function formatBenchEmail(index: number): string {
  return `bench-${String(index).padStart(5, "0")}@example.com`;
}

/** Signs bench user `index` in through `POST /login` and answers its session cookie (`name=value`). */
export async function signInBenchUser(baseUrl: string, index: number): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ correo: formatBenchEmail(index), password: BENCH_PASSWORD }),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("shifu_session="));
  if (response.status !== 200 || !session) throw new Error(`POST /login respondió ${response.status}.`);
  return session.split(";")[0] ?? session;
}

async function seedUsers(database: DatabaseHandle, userCount: number): Promise<void> {
  // One hash for every row: verifying costs the same whichever row it came from, and hashing 10,000 times would
  // only slow the set-up down.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (let start = 0; start < userCount; start += SEED_BATCH_SIZE) {
    const rows = [];
    for (let index = start; index < Math.min(start + SEED_BATCH_SIZE, userCount); index++) {
      rows.push({
        email: formatBenchEmail(index),
        nombre: "Bench",
        apellido: `Usuario ${index}`,
        passwordHash,
        referralCode: String(index).padStart(4, "0"),
      });
    }
    await database.db.insert(users).values(rows);
  }
}

async function migrateAndSeed(database: DatabaseHandle, userCount: number): Promise<void> {
  try {
    await database.migrate();
    await seedUsers(database, userCount);
  } finally {
    await database.close();
  }
}

export async function preparePgliteDatabase(dataDir: string, userCount: number): Promise<BenchDatabase> {
  await migrateAndSeed(openDatabase({ driver: "pglite", dataDir }), userCount);
  // The temporary DATA_DIR holds the database, so removing that folder is the drop.
  return { kind: "pglite", serverEnv: {}, drop: async () => {} };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a throwaway database on the server that adminUrl points at, so a run never touches existing data. */
export async function preparePostgresDatabase(adminUrl: string, userCount: number): Promise<BenchDatabase> {
  const name = `shifu_bench_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await runAdminStatement(adminUrl, `create database "${name}"`);
  const drop = () => runAdminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
  try {
    await migrateAndSeed(openDatabase({ driver: "postgres", url: url.href }), userCount);
  } catch (error) {
    await drop();
    throw error;
  }
  return { kind: "postgres", serverEnv: { DATABASE_URL: url.href }, drop };
}
