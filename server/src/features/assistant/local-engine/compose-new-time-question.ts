/**
 * A meeting found to move with no new time the words give: asked for, since any guess (midnight, the day's start) would
 * move it where nobody said.
 */
export function composeNewTimeQuestion(title: string): string {
  return `¿A qué día y hora muevo «${title}»? Puedes decirme, por ejemplo, «al jueves a las 11» o «una hora más tarde».`;
}
