import { z } from "zod";
import { defineTool } from "../../app-tool";
import { matchesPersonName } from "../../match-person-name";
import { listOutlookCalendarView } from "../calendar-client";
import { isPendingOutlookInvitation, toOutlookEventItem } from "../to-outlook-event-item";

/** How far ahead invitations are looked for. */
const HORIZON_MS = 90 * 86_400_000;

const ListInvitationsInputSchema = z.object({
  person: z.string().trim().min(1).max(200).optional().describe("Quién invita: nombre o correo del organizador"),
});

type ListInvitationsInput = z.infer<typeof ListInvitationsInputSchema>;

export const outlookListInvitations = defineTool<ListInvitationsInput>({
  name: "outlook_list_invitations",
  app: "outlook",
  description:
    "Muestra las invitaciones del calendario de Outlook que esperan respuesta (de aquí a tres meses), opcionalmente " +
    "de una persona.",
  inputSchema: ListInvitationsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["invitation"] },
  argsFromRequest: (request) => (request.person ? { person: request.person } : {}),
  execute: async (context, input) => {
    const { value } = await listOutlookCalendarView(context.api, {
      startDateTime: context.now.toISOString(),
      endDateTime: new Date(context.now.getTime() + HORIZON_MS).toISOString(),
      top: 500,
    });
    const items = value
      .filter(isPendingOutlookInvitation)
      .filter((event) => {
        if (!input.person) return true;
        const organizer = event.organizer?.emailAddress;
        return matchesPersonName(`${organizer?.name ?? ""} ${organizer?.address ?? ""}`, input.person);
      })
      .map((event) => toOutlookEventItem(event, context.timeZone));
    return { kind: "list", object: "invitation", items };
  },
});
