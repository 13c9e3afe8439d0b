/** A tool input without the fields left unset, as a model would send it. */
export function dropUnsetFields<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;
}
