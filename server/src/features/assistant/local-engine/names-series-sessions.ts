/**
 * 'todas las sesiones', 'toda la serie', 'todos los lunes': the sessions of one recurring meeting, which only a
 * meeting has. 'todas las reuniones de mañana' are many meetings and stay a change in bulk.
 */
const SERIES_SESSIONS =
  /\b(?:tod[oa]s las (?:sesiones|semanas|convocatorias)|todos los (?:dias|lunes|martes|miercoles|jueves|viernes)|toda la serie|la serie entera)\b/;

/** Whether the folded text speaks of a recurring meeting's sessions. */
export function namesSeriesSessions(normalized: string): boolean {
  return SERIES_SESSIONS.test(normalized);
}

/** The text with the sessions of a series set aside, so that their 'todas' asks for no change in bulk. */
export function dropSeriesSessions(normalized: string): string {
  return normalized.replace(new RegExp(SERIES_SESSIONS.source, "g"), " ");
}
