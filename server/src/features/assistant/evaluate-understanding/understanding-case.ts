import { readFileSync } from "node:fs";
import path from "node:path";
import { assistantChats } from "@shifu/contract";
import { z } from "zod";

const assistantKeys = assistantChats.map((chat) => chat.key) as [string, ...string[]];

/**
 * One expected tool: its name, or several names joined by '|' when any of them answers the request (in the general
 * chat, a mail question may go to Gmail's search or to the search across every app).
 */
const ExpectedToolSchema = z.string().regex(/^[a-z]+_[a-z_]+(\|[a-z]+_[a-z_]+)*$/);

/** A fact about the arguments of a call to `tool`: a field holds a value, or the approval card for it says a text. */
export const ArgumentFactSchema = z
  .object({
    tool: ExpectedToolSchema,
    field: z.string().min(1).optional(),
    /** The field's text contains this, ignoring case and accents; '|' separates accepted alternatives. */
    contains: z.string().min(1).optional(),
    /** The field equals this value exactly (numbers, booleans). */
    equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** The approval card proposed for this tool contains this text; '|' separates accepted alternatives. */
    card: z.string().min(1).optional(),
  })
  .refine(
    (fact) => fact.card !== undefined || (fact.field !== undefined && (fact.contains ?? fact.equals) !== undefined),
    {
      message: "un hecho de argumentos necesita 'card', o 'field' con 'contains' o 'equals'",
    },
  );
export type ArgumentFact = z.infer<typeof ArgumentFactSchema>;

export const UnderstandingCaseSchema = z.object({
  id: z.string().regex(/^[a-z]+-[a-z0-9-]+$/),
  /** The chat the message is sent in: an app assistant's key or 'shifu', the general chat. */
  app: z.enum(assistantKeys),
  message: z.string().min(1),
  /**
   * act: the request is done with tools; answer: a question answered without tools; abstain: it cannot be done here,
   * and the reply must say so in the user's words.
   */
  kind: z.enum(["act", "answer", "abstain"]),
  /** Every tool the turn must call (several for two requests in one); empty when no tool should be called. */
  tools: z.array(ExpectedToolSchema),
  args: z.array(ArgumentFactSchema).default([]),
  /**
   * Facts from the demo data the reply or an approval card must contain; '|' separates accepted alternatives, and
   * `{hoy+N}` stands for the day N days from now ('20 ene'), as the demo data's dates are, and `{hasta-fin-de-año}` for the days left in the year ('25 días').
   */
  answer: z.array(z.string().min(1)).default([]),
});
export type UnderstandingCase = z.infer<typeof UnderstandingCaseSchema>;

export const CorpusSchema = z.array(UnderstandingCaseSchema).superRefine((cases, context) => {
  const seen = new Set<string>();
  for (const item of cases) {
    if (seen.has(item.id)) context.addIssue({ code: "custom", message: `id repetido: ${item.id}` });
    seen.add(item.id);
  }
});

export type CorpusName = "dev" | "held-out";

export function readCorpus(name: CorpusName): UnderstandingCase[] {
  const file = path.join(import.meta.dirname, "corpus", `${name}.json`);
  return CorpusSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}
