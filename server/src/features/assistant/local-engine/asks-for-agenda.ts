/**
 * '¿qué tengo mañana?', '¿tengo algo el jueves?', 'qué hay en mi agenda': what the person has on, with no thing named,
 * is their agenda; what they have to do ('¿qué tengo que hacer?') is what is pending instead. Takes folded text.
 */
export function asksForAgenda(normalized: string): boolean {
  return (
    /\b(que tengo|tengo algo|tenemos|que hay en mi agenda)\b/.test(normalized) &&
    !/\b(pendientes?|(que|por) hacer)\b/.test(normalized)
  );
}
