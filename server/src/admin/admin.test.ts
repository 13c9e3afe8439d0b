import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { rewards, users } from "../db/schema";
import { type Env, parseEnv } from "../env";
import { nameThrowawayDatabase, runAdminQuery } from "../test/test-database";
import { DATABASE_IN_USE_MESSAGE, runAdminCommand } from "./run-admin-command";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const testDatabaseUrl = parseEnv().TEST_DATABASE_URL;

type Outcome = { code: number; out: string; err: string };

async function runInProcess(env: Env, ...argv: string[]): Promise<Outcome> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, env, {
    write: (text) => out.push(text),
    writeError: (text) => err.push(text),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** The CLI as `npm run admin` starts it, in its own process, so it is a second process next to the test's. */
function runInChildProcess(dataDir: string, ...argv: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/admin/admin-cli.ts", ...argv], {
      cwd: SERVER_DIR,
      env: { DATA_DIR: dataDir },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, out, err }));
  });
}

/** An empty database for one driver: a new PGlite folder, or a throwaway database on TEST_DATABASE_URL's server. */
async function createEmptyDatabase(driver: string): Promise<{ env: Env; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shifu-admin-"));
    return { env: parseEnv({ DATA_DIR: dataDir }), drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const baseUrl = testDatabaseUrl ?? "";
  const url = new URL(baseUrl);
  const databaseName = nameThrowawayDatabase(baseUrl);
  await runAdminQuery(baseUrl, `create database "${databaseName}"`);
  url.pathname = `/${databaseName}`;
  return {
    env: parseEnv({ DATABASE_URL: url.toString() }),
    drop: () => runAdminQuery(baseUrl, `drop database if exists "${databaseName}" with (force)`),
  };
}

async function insertUsers(env: Env): Promise<void> {
  const database = env.DATABASE_URL
    ? openDatabase({ driver: "postgres", url: env.DATABASE_URL })
    : openDatabase({ driver: "pglite", dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    await database.db.insert(users).values([
      {
        email: "ana@example.com",
        nombre: "Ana",
        apellido: "García",
        passwordHash: "x",
        referralCode: "ANA1",
        points: 120,
      },
      {
        email: "caducado@example.com",
        nombre: "Luis",
        apellido: "Pérez",
        passwordHash: "x",
        referralCode: "LUIS",
        plan: "premium",
        planExpiresAt: new Date("2020-05-01T00:00:00Z"),
      },
    ]);
  } finally {
    await database.close();
  }
}

const drivers = ["pglite", ...(testDatabaseUrl ? ["postgres"] : [])];

describe.each(drivers)(
  "npm run admin on %s",
  (driver) => {
    let env: Env;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ env, drop } = await createEmptyDatabase(driver));
    });
    afterAll(async () => {
      await drop();
    });

    it("lists the seeded catalogue on a fresh database, running the migrations first", async () => {
      const { code, out } = await runInProcess(env, "rewards", "list");
      expect(code).toBe(0);
      expect(out).toMatch(/^ID\s+TIPO\s+NOMBRE\s+PREMIO\s+REQUISITO/);
      expect(out).toMatch(/Tu primer amigo\s+7 días de Premium\s+1 referido\s+1\s+sí/);
      expect(out).toContain("8 recompensas.");
    });

    it("prints the commands for help", async () => {
      const { code, out } = await runInProcess(env, "help");
      expect(code).toBe(0);
      for (const command of ["rewards list", "rewards add", "rewards edit", "plan show", "plan set"]) {
        expect(out).toContain(command);
      }
    });

    it("adds a reward and edits it", async () => {
      const added = await runInProcess(
        env,
        "rewards",
        "add",
        "--type",
        "streak",
        "--name",
        "Dos semanas",
        "--description",
        "Entra 14 días seguidos y gana 300 puntos.",
        "--reward-type",
        "points",
        "--value",
        "300",
        "--streak-days",
        "14",
        "--max",
        "2",
      );
      expect(added.err).toBe("");
      expect(added.code).toBe(0);
      expect(added.out).toContain("Recompensa añadida:");
      expect(added.out).toMatch(/requisito\s+14 días de racha/);
      const id = added.out.match(UUID)?.[0] ?? "";

      const edited = await runInProcess(
        env,
        "rewards",
        "edit",
        id,
        "--value",
        "350",
        "--active",
        "false",
        "--streak-days=21",
      );
      expect(edited.code).toBe(0);
      expect(edited.out).toMatch(/premio\s+350 puntos/);
      expect(edited.out).toMatch(/requisito\s+21 días de racha/);
      expect(edited.out).toMatch(/activa\s+no/);

      const listed = await runInProcess(env, "rewards", "list");
      expect(listed.out).toMatch(
        new RegExp(`${id}\\s+streak\\s+Dos semanas\\s+350 puntos\\s+21 días de racha\\s+2\\s+no`),
      );
      expect(listed.out).toContain("9 recompensas.");
    });

    it("refuses bad reward arguments in Spanish, changing nothing", async () => {
      const missing = await runInProcess(
        env,
        "rewards",
        "add",
        "--type",
        "referral",
        "--name",
        "X",
        "--description",
        "Y",
      );
      expect(missing.code).toBe(1);
      expect(missing.err).toContain("Falta --reward-type.");
      expect(missing.err).toContain("Falta --value.");

      const noReferrals = await runInProcess(
        env,
        ...["rewards", "add", "--type", "referral", "--name", "X", "--description", "Y"],
        ...["--reward-type", "points", "--value", "5", "--streak-days", "3"],
      );
      expect(noReferrals.err).toContain("--referrals: hace falta en una recompensa referral.");
      expect(noReferrals.err).toContain("--streak-days: solo vale para recompensas streak.");

      const badType = await runInProcess(
        env,
        ...["rewards", "add", "--type", "bonus", "--name", "X", "--description", "Y", "--reward-type", "cash"],
        ...["--value", "-3"],
      );
      expect(badType.code).toBe(1);
      expect(badType.err).toContain("--type: debe ser referral o streak.");
      expect(badType.err).toContain("--reward-type: debe ser premium_days, discount o points.");
      expect(badType.err).toContain("--value: debe ser un número entero positivo.");

      const discount = await runInProcess(
        env,
        ...["rewards", "add", "--type", "referral", "--name", "X", "--description", "Y"],
        ...["--reward-type", "discount", "--value", "150", "--referrals", "2"],
      );
      expect(discount.err).toContain("--value: un descuento es un porcentaje de 1 a 100.");

      const list = await runInProcess(env, "rewards", "list");
      const referralId = list.out.match(new RegExp(`(${UUID.source})\\s+referral`))?.[1] ?? "";
      const wrongKind = await runInProcess(env, "rewards", "edit", referralId, "--streak-days", "3");
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.err).toContain("usa --referrals, no --streak-days");

      const unknown = await runInProcess(
        env,
        "rewards",
        "edit",
        "6f1c2b3a-1111-4222-8333-444455556666",
        "--value",
        "3",
      );
      expect(unknown.code).toBe(1);
      expect(unknown.err).toContain("No hay ninguna recompensa con el id 6f1c2b3a-1111-4222-8333-444455556666.");

      const noChange = await runInProcess(env, "rewards", "edit", referralId);
      expect(noChange.err).toContain("Indica al menos un cambio");
      expect((await runInProcess(env, "rewards", "list")).out).toContain("9 recompensas.");

      const unknownCommand = await runInProcess(env, "usuarios", "borrar");
      expect(unknownCommand.code).toBe(1);
      expect(unknownCommand.err).toContain("Comando desconocido: «usuarios».");
    });

    it("shows and sets a user's plan", async () => {
      await insertUsers(env);
      const shown = await runInProcess(env, "plan", "show", "ANA@example.com");
      expect(shown.code).toBe(0);
      expect(shown.out).toMatch(/usuario\s+Ana García <ana@example.com>/);
      expect(shown.out).toMatch(/plan\s+free\n/);
      expect(shown.out).toMatch(/puntos\s+120/);

      const days = await runInProcess(env, "plan", "set", "ana@example.com", "premium", "--days", "30");
      expect(days.code).toBe(0);
      expect(days.out).toContain("Plan de ana@example.com cambiado a premium.");
      const expected = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(days.out).toMatch(new RegExp(`plan\\s+premium \\(hasta el ${expected} \\d\\d:\\d\\d UTC\\)`));

      const until = await runInProcess(env, "plan", "set", "ana@example.com", "enterprise", "--until", "2999-12-31");
      expect(until.out).toMatch(/plan\s+enterprise \(hasta el 2999-12-31 23:59 UTC\)/);

      await runInProcess(env, "plan", "set", "ana@example.com", "premium");
      expect((await runInProcess(env, "plan", "show", "ana@example.com")).out).toMatch(
        /plan\s+premium \(sin caducidad\)/,
      );

      await runInProcess(env, "plan", "set", "ana@example.com", "free");
      expect((await runInProcess(env, "plan", "show", "ana@example.com")).out).toMatch(/plan\s+free\n/);

      const expired = await runInProcess(env, "plan", "show", "caducado@example.com");
      expect(expired.out).toMatch(/plan\s+free \(el plan premium caducó el 2020-05-01 00:00 UTC\)/);
    });

    it("refuses bad plan arguments in Spanish", async () => {
      const cases: [string[], string][] = [
        [["plan", "show", "nadie@example.com"], "No hay ningún usuario con el correo nadie@example.com."],
        [["plan", "show"], "Falta <correo>."],
        [["plan", "show", "no-es-un-correo"], "<correo> no es un correo electrónico válido."],
        [["plan", "set", "ana@example.com", "gold"], "<plan> debe ser free, premium o enterprise."],
        [["plan", "set", "ana@example.com"], "Falta <plan>."],
        [["plan", "set", "ana@example.com", "premium", "--days"], "A --days le falta el valor."],
        [
          ["plan", "set", "ana@example.com", "premium", "--days", "3", "--until", "2999-01-01"],
          "Usa --days o --until, no los dos.",
        ],
        [["plan", "set", "ana@example.com", "free", "--days", "3"], "El plan free no caduca"],
        [["plan", "set", "ana@example.com", "premium", "--until", "2020-01-01"], "--until: esa fecha ya ha pasado."],
        [["plan", "set", "ana@example.com", "premium", "--until", "2030-02-30"], "--until: no es una fecha válida."],
        [["plan", "set", "ana@example.com", "premium", "--meses", "3"], "Opción desconocida: --meses."],
      ];
      for (const [argv, message] of cases) {
        const { code, err } = await runInProcess(env, ...argv);
        expect({ argv, code, err }).toEqual({ argv, code: 1, err: expect.stringContaining(message) });
      }
      expect((await runInProcess(env, "plan", "show", "ana@example.com")).out).toMatch(/plan\s+free\n/);
    });
    // Each command opens the database anew, as the CLI does, and a fresh PGlite folder takes seconds to create (tens
    // of seconds in all on a busy machine, which is why this block has three minutes).
  },
  180_000,
);

describe("npm run admin with the embedded database in use", () => {
  it("refuses while another process has it open, leaves it intact, and works once it is closed", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shifu-admin-held-"));
    try {
      const held = openDatabase({ driver: "pglite", dataDir });
      await held.migrate();
      try {
        const refused = await runInChildProcess(dataDir, "rewards", "list");
        expect(refused.err.trim()).toBe(DATABASE_IN_USE_MESSAGE);
        expect(refused.code).toBe(1);
        expect(refused.out).toBe("");
        expect(await held.db.select().from(rewards)).toHaveLength(8);
      } finally {
        await held.close();
      }
      const afterwards = await runInChildProcess(dataDir, "rewards", "list");
      expect(afterwards.code).toBe(0);
      expect(afterwards.out).toContain("8 recompensas.");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
