import { joinSpanishList } from "@shifu/contract";
/** ' con Marta López <marta.lopez@ejemplo.com> y Pedro <pedro@ejemplo.com>', or nothing without attendees. */
export function describeAttendees(attendees: readonly string[] | undefined): string {
  if (!attendees || attendees.length === 0) return "";
  return ` con ${joinSpanishList(attendees)}`;
}
