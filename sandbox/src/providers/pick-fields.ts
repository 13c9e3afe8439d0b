/**
 * What Graph-style APIs answer: only the fields asked for in `?fields=a,b` (or the provider's default set), plus
 * the ones it always sends. Unknown fields are left out rather than refused.
 */
export function pickFields(
  source: Readonly<Record<string, unknown>>,
  requested: string | undefined,
  defaults: readonly string[],
  always: readonly string[] = [],
): Record<string, unknown> {
  const names = requested ? requested.split(",").map((name) => name.trim()) : defaults;
  const picked: Record<string, unknown> = {};
  for (const name of [...names, ...always]) {
    if (name in source) picked[name] = source[name];
  }
  return picked;
}
