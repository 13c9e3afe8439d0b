/**
 * '¿qué tengo mañana?', '¿tengo algo el jueves?', 'qué hay en mi agenda': what the person has on, with no thing named,
 * is their agenda; what they have to do ('¿qué tengo que hacer?') is what is pending instead. Takes folded text.
 */
export function asksForAgenda(normalized: string): boolean {
  return /\b(que tengo|tengo algo|tenemos|que hay en mi agenda)\b/.test(normalized) && !asksForPending(normalized);
}

/**
 * '¿qué tengo pendiente?', '¿hay algo urgente?', 'q tengo para hacer hoy', '¿qué tengo que mirar?': what waits on the
 * person, with no thing named, is what is pending across their things. Takes folded text.
 */
export function asksForPending(normalized: string): boolean {
  return (
    /\b(pendientes?|urgentes?|(que|q|por|para) hacer|(tengo|tenemos|hay) que (mirar|revisar|atender|resolver|hacer)|me (falta|faltan|queda|quedan) por)\b/.test(
      normalized,
    ) ||
    // '¿qué tengo que entregar hoy?': what is to be handed in or finished is what is pending.
    /\b(que|q) (tengo|tenemos|hay) que (entregar|terminar|acabar|presentar|preparar|completar)\b/.test(normalized) ||
    asksForNews(normalized)
  );
}

/**
 * '¿qué hay de nuevo hoy?', 'resúmeme el día', '¿qué me perdí?': what is new for the person, said of nothing in
 * particular (the whole message is the question), is what waits on them across their apps.
 */
function asksForNews(normalized: string): boolean {
  return /^(y |oye |bueno |a ver )?((que|q) (hay|tengo) de nuevo|hay algo nuevo|alguna novedad|(que|q) novedades hay|novedades|(que|q) me (perdi|he perdido)|(que|q) ha pasado|resum\w* (el|mi) dia|(que|q) tal (va|viene) (el|mi) dia|como (va|viene) (el|mi) dia)( de hoy| hoy| esta manana| por aqui)?$/.test(
    normalized,
  );
}
