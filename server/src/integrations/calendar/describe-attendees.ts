/** ' con Marta López <marta.lopez@ejemplo.com> y Pedro <pedro@ejemplo.com>', or nothing without attendees. */
export function describeAttendees(attendees: readonly string[] | undefined): string {
  if (!attendees || attendees.length === 0) return "";
  const listed =
    attendees.length === 1 ? attendees[0] : `${attendees.slice(0, -1).join(", ")} y ${attendees.at(-1) ?? ""}`;
  return ` con ${listed}`;
}
