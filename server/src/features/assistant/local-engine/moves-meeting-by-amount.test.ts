import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// A meeting moved by an amount from its own time ('una hora más tarde'), and a new one with its place and guests: real
// turns through the chat route over the sandbox's demo data, with no model.
const rig = useUnderstandingRig();

describe("a meeting moved by an amount", () => {
  it("moves the demo an hour later on its own day, not to a time read from the reason", async () => {
    const turn = await rig.send(
      "calendar",
      "movéme la demo con Logística Castellana una hora más tarde, que a las 10 no llego",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["calendar_move_event"]);
    expect(turn.approvals[0]?.summary).toMatch(
      /«Demo con Logística Castellana» del (.+?) de 10:00 a 11:00 al \1 de 11:00 a 12:00/,
    );
  });

  it("brings an Outlook meeting forward in Outlook's chat", async () => {
    const turn = await rig.send("outlook", "adelanta una hora la llamada con Proveedores Iberia");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_move_event"]);
    expect(turn.approvals[0]?.summary).toMatch(/del (.+?) de 16:00 a 16:30 al \1 de 15:00 a 15:30/);
  });

  it("asks for the new time when the words give none, never proposing one", async () => {
    const turn = await rig.send("calendar", "mueve la demo con Logística Castellana, que no llego");
    expect(turn.approvals).toHaveLength(0);
    expect(turn.reply).toMatch(/¿A qué día y hora muevo «Demo con Logística Castellana»\?/);
  });
});

describe("a new meeting with a quoted title, a place and guests", () => {
  it("makes it in the calendar, not in an app whose name looks like 'invitá'", async () => {
    const turn = await rig.send(
      "calendar",
      "Creame un evento mañana a las 9 'Desayuno con el equipo de ventas', una hora, en la cafetería La Lola, e invitá a Laura y a Pedro",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["calendar_create_event"]);
    expect(turn.approvals[0]?.args).toMatchObject({
      title: "Desayuno con el equipo de ventas",
      location: "cafetería La Lola",
      attendees: ["Laura Gómez <laura.gomez@ejemplo.com>", "Pedro Sánchez <pedro.sanchez@ejemplo.com>"],
    });
    expect(turn.approvals[0]?.summary).toMatch(/de 09:00 a 10:00/);
  });
});
