/**
 * What Google Calendar's and Outlook's notification cards share: which meeting news they bring, their headlines, the
 * answers an invitation's card offers, and how far ahead and back they look.
 */

/** A meeting is reminded of this long before it starts. */
export const STARTING_WINDOW_MS = 15 * 60 * 1000;
/** A first sync reads the calendar from a day back, so it knows the meetings of now and later. */
export const FIRST_SYNC_BACK_MS = 24 * 60 * 60 * 1000;
/** A first sync shows a change the organiser made within this long. */
export const RECENT_CHANGE_MS = 7 * 24 * 60 * 60 * 1000;

export type MeetingChange = "invitation" | "changed" | "cancelled" | "starting";

const INVITATION_ACTIONS = ["Aceptar", "Rechazar"];

const TITLES: Record<MeetingChange, (organizer: string | undefined) => string> = {
  invitation: (organizer) => `Invitación de ${organizer ?? "un contacto"}`,
  changed: () => "Reunión cambiada",
  cancelled: () => "Reunión cancelada",
  starting: () => "Tu reunión empieza pronto",
};

/** The card's headline: 'Invitación de Marta López', 'Reunión cancelada'. */
export function titleMeetingCard(change: MeetingChange, organizer: string | undefined): string {
  return TITLES[change](organizer);
}

/** An invitation's card offers its answers as custom actions; the other meeting cards none. */
export function suggestMeetingActions(providerItemId: string): string[] {
  return providerItemId.endsWith(":invitation") ? INVITATION_ACTIONS : [];
}
