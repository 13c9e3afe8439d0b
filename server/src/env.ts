import path from "node:path";
import { type ProviderFamilyId, providerFamilyIds } from "@shifu/contract";
import { z } from "zod";

const LogLevelSchema = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url({ message: "debe ser una URL completa, por ejemplo http://localhost:3000" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// o postgresql://")
    .optional(),
  /** A new PostgreSQL connection not made by then fails, so a request answers 503 at once while the database is away. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** PostgreSQL cancels a statement running longer (its `statement_timeout`). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** The client gives up on a query with no answer by then, also when the server is gone without a word. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: LogLevelSchema.default("info"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { message: "debe ser true o false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  SMTP_URL: z.url({ message: "debe ser una URL smtp:// o smtps://" }).optional(),
  MAIL_FROM: z.string().min(3).default("Shifu <no-reply@shifu.local>"),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  TOKEN_ENCRYPTION_KEYS: z.string().min(1).optional(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_URL: z.url({ message: "debe ser una URL completa" }).optional(),
  /** Seconds between two syncs of one integration's notifications; 5 is the floor, for demos and tests. */
  NOTIFICATION_SYNC_INTERVAL: z.coerce.number().int().min(5).max(86_400).default(60),
  /** Seconds between two new demo items in the sandbox that `npm start` runs; 0 turns the live demo off. */
  SANDBOX_LIVE_ITEMS_SECONDS: z.coerce.number().int().min(0).default(180),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Lets a connected MCP server live on loopback or a private network (the sandbox's demo server, tests). Off by
   * default: a server URL must never make Shifu reach its own network.
   */
  MCP_ALLOW_PRIVATE_NETWORKS: z
    .enum(["true", "false", "1", "0"], { message: "debe ser true o false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** How long one call to a connected MCP server (connecting, tools/list, tools/call) may take. */
  MCP_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  LLM_BASE_URL: z
    .url({ message: "debe ser la URL de un servidor compatible con OpenAI, por ejemplo http://127.0.0.1:11434/v1" })
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  ASSISTANT_DAILY_MESSAGES_FREE: z.coerce.number().int().positive().default(50),
  ASSISTANT_DAILY_MESSAGES_PREMIUM: z.coerce.number().int().positive().default(500),
  ASSISTANT_DAILY_MESSAGES_ENTERPRISE: z.coerce.number().int().positive().default(2000),
  ASSISTANT_CONTEXT_TOKENS: z.coerce.number().int().min(500).default(8_000),
  ASSISTANT_TIME_ZONE: z
    .string()
    .refine(
      (zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC",
      "no es una zona horaria IANA",
    )
    .default("Europe/Madrid"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "debe empezar por sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "debe empezar por whsec_").optional(),
  STRIPE_PRICE_PREMIUM: z.string().startsWith("price_", "debe empezar por price_").optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().startsWith("price_", "debe empezar por price_").optional(),
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// o postgresql://")
    .optional(),
  TEST_DB_DRIVER: z.enum(["pglite", "postgres"]).default("pglite"),
});

/** Every variable the server reads by name, so that the assistant can keep them out of what a user reads. */
export const ENV_VARIABLE_NAMES: readonly string[] = [
  ...Object.keys(EnvSchema.shape),
  ...providerFamilyIds.flatMap((family) => [
    `${family.toUpperCase()}_CLIENT_ID`,
    `${family.toUpperCase()}_CLIENT_SECRET`,
  ]),
];

export type ProviderCredentials = { clientId: string; clientSecret: string };

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Per provider family, from `{FAMILY}_CLIENT_ID` and `{FAMILY}_CLIENT_SECRET`; absent families use the sandbox. */
  providerCredentials: Partial<Record<ProviderFamilyId, ProviderCredentials>>;
};

function readProviderCredentials(source: Record<string, string | undefined>, problems: string[]) {
  const credentials: Partial<Record<ProviderFamilyId, ProviderCredentials>> = {};
  for (const family of providerFamilyIds) {
    const prefix = family.toUpperCase();
    const clientId = source[`${prefix}_CLIENT_ID`];
    const clientSecret = source[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) credentials[family] = { clientId, clientSecret };
    else if (clientId || clientSecret) {
      problems.push(`  - ${prefix}_CLIENT_ID y ${prefix}_CLIENT_SECRET: hacen falta los dos, o ninguno`);
    }
  }
  return credentials;
}

/** Parses an environment (process.env by default) and throws one readable message listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(blankAsUnset);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  const providerCredentials = readProviderCredentials(blankAsUnset, problems);
  if (blankAsUnset.LLM_BASE_URL && !blankAsUnset.LLM_MODEL) {
    problems.push("  - LLM_MODEL: hace falta con LLM_BASE_URL (el nombre del modelo, por ejemplo llama3.1)");
  }
  if (blankAsUnset.STRIPE_SECRET_KEY) {
    for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PREMIUM", "STRIPE_PRICE_ENTERPRISE"]) {
      if (!blankAsUnset[name]) problems.push(`  - ${name}: hace falta con STRIPE_SECRET_KEY`);
    }
  }
  if (!result.success || problems.length > 0) throw new Error(`Configuración no válida:\n${problems.join("\n")}`);
  const env = result.data;
  return {
    ...env,
    providerCredentials,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}
