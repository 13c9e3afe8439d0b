import { type Plan, PlanSchema } from "@shifu/contract";
import { z } from "zod";
import { normalizeEmail } from "../features/accounts/normalize-email";
import { AdminError } from "./admin-error";

export type RewardKind = "referral" | "streak";
export type RewardType = "premium_days" | "discount" | "points";

export type NewReward = {
  type: RewardKind;
  name: string;
  description: string;
  rewardType: RewardType;
  rewardValue: number;
  requiredReferrals: number | null;
  streakDays: number | null;
  maxRedemptionsPerUser: number;
};

export type RewardChanges = Partial<
  Pick<
    NewReward,
    "name" | "description" | "rewardValue" | "maxRedemptionsPerUser" | "requiredReferrals" | "streakDays"
  > & { active: boolean }
>;

/** `null` is a plan with no expiry. */
export type PlanExpiry = { days: number } | { until: Date } | null;

export type AdminCommand =
  | { name: "help" }
  | { name: "rewards list" }
  | { name: "rewards add"; reward: NewReward }
  | { name: "rewards edit"; id: string; changes: RewardChanges }
  | { name: "plan show"; email: string }
  | { name: "plan set"; email: string; plan: Plan; expiry: PlanExpiry };

const DISCOUNT_MAX_PERCENT = 100;

const positiveInteger = z
  .string()
  .regex(/^\d+$/, "debe ser un número entero positivo")
  .transform(Number)
  .refine((value) => value >= 1 && value <= 1_000_000, "debe ser un número entero entre 1 y 1000000");
const text = (max: number) =>
  z.string().trim().min(1, "no puede estar vacío").max(max, `admite como mucho ${max} caracteres`);
const rewardKind = z.enum(["referral", "streak"], { error: "debe ser referral o streak" });
const rewardType = z.enum(["premium_days", "discount", "points"], {
  error: "debe ser premium_days, discount o points",
});
const email = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.email({ error: "no es un correo electrónico válido" }));
const plan = z.enum(PlanSchema.options, { error: "debe ser free, premium o enterprise" });
const untilDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "debe tener la forma AAAA-MM-DD")
  .refine((value) => isCalendarDate(value), "no es una fecha válida")
  // The plan lasts through the whole day named.
  .transform((value) => new Date(`${value}T23:59:59.999Z`));

const noFlags = z.strictObject({});

const addRewardFlags = z
  .strictObject({
    type: rewardKind,
    name: text(80),
    description: text(500),
    "reward-type": rewardType,
    value: positiveInteger,
    referrals: positiveInteger.optional(),
    "streak-days": positiveInteger.optional(),
    max: positiveInteger.optional(),
  })
  .superRefine((flags, context) => {
    if (flags.type === "referral" && flags.referrals === undefined) {
      context.addIssue({
        code: "custom",
        path: ["referrals"],
        message: "hace falta en una recompensa referral",
      });
    }
    if (flags.type === "referral" && flags["streak-days"] !== undefined) {
      context.addIssue({ code: "custom", path: ["streak-days"], message: "solo vale para recompensas streak" });
    }
    if (flags.type === "streak" && flags["streak-days"] === undefined) {
      context.addIssue({
        code: "custom",
        path: ["streak-days"],
        message: "hace falta en una recompensa streak",
      });
    }
    if (flags.type === "streak" && flags.referrals !== undefined) {
      context.addIssue({ code: "custom", path: ["referrals"], message: "solo vale para recompensas referral" });
    }
    if (flags["reward-type"] === "discount" && flags.value > DISCOUNT_MAX_PERCENT) {
      context.addIssue({ code: "custom", path: ["value"], message: "un descuento es un porcentaje de 1 a 100" });
    }
  });

const editRewardFlags = z
  .strictObject({
    name: text(80).optional(),
    description: text(500).optional(),
    value: positiveInteger.optional(),
    max: positiveInteger.optional(),
    referrals: positiveInteger.optional(),
    "streak-days": positiveInteger.optional(),
    active: z
      .enum(["true", "false"], { error: "debe ser true o false" })
      .transform((value) => value === "true")
      .optional(),
  })
  .refine((flags) => Object.keys(flags).length > 0, {
    message: "indica al menos un cambio: --name, --description, --value, --max, --referrals, --streak-days o --active",
  });

const setPlanFlags = z
  .strictObject({ days: positiveInteger.optional(), until: untilDate.optional() })
  .refine((flags) => flags.days === undefined || flags.until === undefined, {
    message: "usa --days o --until, no los dos",
  });

const USAGE_HINT = "Escribe «npm run admin -- help» para ver los comandos.";

/** Turns the words after `npm run admin --` into one validated command; a mistake throws an AdminError in Spanish. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const { positionals, flags } = splitArgs(argv);
  const [group, action, ...rest] = positionals;
  if (group === undefined || group === "help" || flags.help !== undefined) return { name: "help" };

  if (group === "rewards" && action === "list") {
    validate(z.tuple([]), rest, []);
    validate(noFlags, flags);
    return { name: "rewards list" };
  }
  if (group === "rewards" && action === "add") {
    validate(z.tuple([]), rest, []);
    const parsed = validate(addRewardFlags, flags);
    return {
      name: "rewards add",
      reward: {
        type: parsed.type,
        name: parsed.name,
        description: parsed.description,
        rewardType: parsed["reward-type"],
        rewardValue: parsed.value,
        requiredReferrals: parsed.referrals ?? null,
        streakDays: parsed["streak-days"] ?? null,
        maxRedemptionsPerUser: parsed.max ?? 1,
      },
    };
  }
  if (group === "rewards" && action === "edit") {
    const [id] = validate(z.tuple([z.uuid({ error: "no es un id de recompensa (cópialo de «rewards list»)" })]), rest, [
      "id",
    ]);
    const parsed = validate(editRewardFlags, flags);
    const changes: RewardChanges = {
      name: parsed.name,
      description: parsed.description,
      rewardValue: parsed.value,
      maxRedemptionsPerUser: parsed.max,
      requiredReferrals: parsed.referrals,
      streakDays: parsed["streak-days"],
      active: parsed.active,
    };
    return { name: "rewards edit", id, changes: dropUndefined(changes) };
  }
  if (group === "plan" && action === "show") {
    const [userEmail] = validate(z.tuple([email]), rest, ["correo"]);
    validate(noFlags, flags);
    return { name: "plan show", email: userEmail };
  }
  if (group === "plan" && action === "set") {
    const [userEmail, newPlan] = validate(z.tuple([email, plan]), rest, ["correo", "plan"]);
    const parsed = validate(setPlanFlags, flags);
    if (newPlan === "free" && (parsed.days !== undefined || parsed.until !== undefined)) {
      throw new AdminError(`El plan free no caduca: quita --days y --until.\n${USAGE_HINT}`);
    }
    const expiry: PlanExpiry =
      parsed.days !== undefined ? { days: parsed.days } : parsed.until ? { until: parsed.until } : null;
    return { name: "plan set", email: userEmail, plan: newPlan, expiry };
  }
  const known = group === "rewards" || group === "plan";
  throw new AdminError(
    `${known ? `Acción desconocida: «${[group, action].filter(Boolean).join(" ")}»` : `Comando desconocido: «${group}»`}.\n${USAGE_HINT}`,
  );
}

function splitArgs(argv: string[]): { positionals: string[]; flags: Record<string, string> } {
  const positionals: string[] = [];
  const flags: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index] ?? "";
    if (token === "-h" || token === "--help") {
      flags.help = "";
      continue;
    }
    if (!token.startsWith("--")) {
      positionals.push(token);
      continue;
    }
    const equals = token.indexOf("=");
    const name = equals === -1 ? token.slice(2) : token.slice(2, equals);
    let value = equals === -1 ? undefined : token.slice(equals + 1);
    if (value === undefined) {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith("--"))
        throw new AdminError(`A --${name} le falta el valor.\n${USAGE_HINT}`);
      value = next;
      index++;
    }
    if (name in flags) throw new AdminError(`--${name} aparece dos veces.\n${USAGE_HINT}`);
    flags[name] = value;
  }
  return { positionals, flags };
}

/** Positional arguments are named in `names` (for the message); flags are named by their key. */
function validate<T extends z.ZodType>(schema: T, input: unknown, names?: string[]): z.output<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => describeIssue(issue, names));
  throw new AdminError(`${[...new Set(lines)].join("\n")}\n${USAGE_HINT}`);
}

function describeIssue(issue: z.core.$ZodIssue, names: string[] | undefined): string {
  const key = issue.path[0];
  if (names) {
    if (issue.code === "too_big" || (issue.code === "invalid_type" && issue.input !== undefined && key === undefined)) {
      return `Sobran argumentos: ${describeExtra(issue.input, names.length)}.`;
    }
    if (issue.code === "too_small") {
      const missing = Array.isArray(issue.input) ? names[issue.input.length] : undefined;
      return `Falta ${missing ? `<${missing}>` : "un argumento"}.`;
    }
    const name = typeof key === "number" ? names[key] : undefined;
    return `<${name}> ${issue.message}.`;
  }
  if (issue.code === "unrecognized_keys") return `Opción desconocida: ${issue.keys.map((k) => `--${k}`).join(", ")}.`;
  if (key === undefined) return `${capitalize(issue.message)}.`;
  if (issue.code !== "custom" && issue.input === undefined) return `Falta --${String(key)}.`;
  return `--${String(key)}: ${issue.message}.`;
}

function describeExtra(input: unknown, expected: number): string {
  return Array.isArray(input) ? input.slice(expected).join(" ") : String(input);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function capitalize(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
