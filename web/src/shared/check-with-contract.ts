// Every contract schema the web app checks input with goes through here: the contract's Spanish wording for zod's
// issues comes with it. Only forms load this, so zod stays off the chat's first draw (decision 36).
import "@shifu/contract/spanish-zod-errors";

type ContractSchema = {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** Whether a value fits the contract, and the first Spanish message for each top-level field that does not. */
export function checkWithContract(
  schema: ContractSchema,
  value: unknown,
): { valid: boolean; fieldErrors: Partial<Record<string, string>> } {
  const checked = schema.safeParse(value);
  if (checked.success) return { valid: true, fieldErrors: {} };
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { valid: false, fieldErrors };
}
