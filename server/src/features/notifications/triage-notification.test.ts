import { describe, expect, it } from "vitest";
import type { SyncedItem } from "../../integrations/notification-source";
import { describeDueDay, triageNotification } from "./triage-notification";

const now = new Date("2026-11-23T10:00:00Z");
const timeZone = "Europe/Madrid";

function makeItem(overrides: Partial<SyncedItem> = {}): SyncedItem {
  return {
    providerItemId: "m1",
    title: "Nuevo correo de Ana Torres",
    body: "Hola",
    subject: "Propuesta",
    senderFull: "Ana Torres <ana@acme.com>",
    snippet: "Hola",
    date: now,
    actionUrl: null,
    importance: "normal",
    hasAttachments: false,
    signals: {},
    ...overrides,
  };
}

function triage(
  item: SyncedItem,
  service = "gmail",
  keyContacts = [] as { name: string | null; email: string | null }[],
) {
  return triageNotification({ item, service, keyContacts, now, timeZone });
}

describe("triage", () => {
  it("keeps a key contact's mail pending even when it looks like a newsletter", () => {
    const item = makeItem({ signals: { bulk: true, senderAddress: "marta@acme.com" }, senderFull: "Marta Ruiz" });
    expect(triage(item, "gmail", [{ name: "Marta Ruiz", email: "marta@acme.com" }])).toEqual({
      status: "pending",
      reason: "Contacto clave: Marta Ruiz",
    });
  });

  it("matches a key contact by whole name only", () => {
    const item = makeItem({ senderFull: "Mariana Gil" });
    expect(triage(item, "gmail", [{ name: "Ana", email: null }]).status).toBe("done");
    expect(triage(makeItem({ senderFull: "Ana Gil" }), "gmail", [{ name: "ana", email: null }]).status).toBe("pending");
  });

  it("says where the person is mentioned", () => {
    expect(triage(makeItem({ signals: { mentionsUser: true, place: "#equipo" } }), "slack")).toEqual({
      status: "pending",
      reason: "Te mencionan en #equipo",
    });
  });

  it("keeps invitations and others' changes pending, a key contact's first, and a meeting within 15 minutes", () => {
    const meeting = (change: "invitation" | "changed" | "cancelled" | "starting", minutes: number) =>
      makeItem({
        senderFull: "Marta López <marta@acme.com>",
        signals: { directToUser: true, meeting: { change, startsAt: new Date(now.getTime() + minutes * 60_000) } },
      });
    expect(triage(meeting("invitation", 3000), "calendar")).toEqual({
      status: "pending",
      reason: "Invitación sin responder",
    });
    expect(triage(meeting("invitation", 3000), "calendar", [{ name: "Marta López", email: null }])).toEqual({
      status: "pending",
      reason: "Contacto clave: Marta López · Invitación sin responder",
      importance: "high",
    });
    expect(triage(meeting("changed", 3000), "outlook", [{ name: "Marta López", email: null }])).toEqual({
      status: "pending",
      reason: "Contacto clave: Marta López",
    });
    expect(triage(meeting("changed", 3000), "calendar").reason).toBe("Reunión cambiada por quien la organiza");
    expect(triage(meeting("cancelled", 3000), "calendar").reason).toBe("Reunión cancelada");
    // 10:00 UTC is 11:00 in Madrid: the meeting 12 minutes later starts at 11:12 there.
    expect(triage(meeting("starting", 12), "calendar")).toEqual({ status: "pending", reason: "Empieza a las 11:12" });
    expect(triage(meeting("starting", 16), "calendar").status).toBe("done");
    expect(triage(meeting("starting", -1), "calendar").status).toBe("done");
  });

  it("puts bulk mail and the person's own changes aside", () => {
    expect(triage(makeItem({ importance: "high", signals: { bulk: true, directToUser: true } })).status).toBe("done");
    expect(triage(makeItem({ signals: { byUser: true, mentionsUser: true } })).status).toBe("done");
  });

  it("keeps high importance, near deadlines, direct mail and shared files", () => {
    expect(triage(makeItem({ importance: "high" })).reason).toBe("Marcado como importante");
    const dueTomorrow = new Date("2026-11-24T09:00:00Z");
    expect(triage(makeItem({ signals: { directToUser: true, dueAt: dueTomorrow } }), "asana").reason).toBe(
      "Vence mañana",
    );
    const dueLater = new Date("2026-12-10T09:00:00Z");
    expect(triage(makeItem({ signals: { directToUser: true, dueAt: dueLater } }), "asana").reason).toBe(
      "Tarea asignada a ti",
    );
    expect(triage(makeItem({ signals: { directToUser: true } })).reason).toBe("Te escribieron directamente");
    expect(triage(makeItem({ signals: { directToUser: true } }), "slack").reason).toBe("Mensaje directo para ti");
    expect(triage(makeItem({ signals: { directToUser: true } }), "drive").reason).toBe("Compartido contigo");
  });

  it("puts aside what is neither addressed to the person nor urgent", () => {
    expect(triage(makeItem(), "notion")).toEqual({ status: "done", reason: null });
  });

  it("names due days in Spanish in the person's time zone", () => {
    expect(describeDueDay(new Date("2026-11-23T23:30:00Z"), now, timeZone)).toBe("mañana");
    expect(describeDueDay(new Date("2026-11-23T22:30:00Z"), now, timeZone)).toBe("hoy");
    expect(describeDueDay(new Date("2026-11-27T10:00:00Z"), now, timeZone)).toBe("el viernes 27 de noviembre");
  });
});
