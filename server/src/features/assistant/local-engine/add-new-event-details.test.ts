import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";

const parse = (text: string) =>
  parseSpanishRequest(text, { now: new Date("2026-12-07T09:00:00+01:00"), timeZone: "Europe/Madrid" });

describe("a new meeting's place and guests", () => {
  it("reads a quoted title, a place and guests invited with voseo, in the calendar", () => {
    const parsed = parse(
      "Creame un evento mañana a las 9 'Desayuno con el equipo de ventas', una hora, en la cafetería La Lola, e invitá a Laura y a Pedro",
    );
    expect(parsed).toMatchObject({ action: "create", objects: ["event"] });
    expect(parsed.app).toBeUndefined();
    expect(parsed.request).toMatchObject({
      quoted: "Desayuno con el equipo de ventas",
      location: "cafetería La Lola",
      recipients: ["Laura", "Pedro"],
      dueDate: "2026-12-08T09:00:00+01:00",
    });
  });

  it("takes the place out of who the meeting is with", () => {
    expect(parse("ponme una reunión el jueves a las 4 con Marta en la sala Azul").request).toMatchObject({
      name: "Marta",
      location: "sala Azul",
    });
  });

  it("makes the meeting people are invited to", () => {
    const parsed = parse("invitá a Pedro y a Laura a una reunión el martes a las 11 en la sala Azul");
    expect(parsed).toMatchObject({ action: "create", objects: ["event"] });
    expect(parsed.request).toMatchObject({ recipients: ["Pedro", "Laura"], location: "sala Azul" });
  });

  it("invites the person the meeting is with beside those invited", () => {
    expect(parse("crea una reunión con Marta el jueves a las 10 e invita a Pedro").request.recipients).toEqual([
      "Marta",
      "Pedro",
    ]);
  });
});

describe("a meeting moved by an amount", () => {
  it("reads the shift and no new time from the reason given", () => {
    const parsed = parse("movéme la demo con Logística Castellana una hora más tarde, que a las 10 no llego");
    expect(parsed).toMatchObject({ action: "reschedule", objects: ["event"] });
    expect(parsed.request).toMatchObject({ startShiftMinutes: 60, keywords: "demo" });
    expect(parsed.request.dueDate).toBeUndefined();
    expect(parsed.request.timeOfDay).toBeUndefined();
  });

  it("keeps a day that says which meeting", () => {
    const parsed = parse("mueve la reunión del jueves una hora más tarde");
    expect(parsed.request.startShiftMinutes).toBe(60);
    expect(parsed.request.dateRange?.from).toBe("2026-12-10T00:00:00+01:00");
  });

  it("keeps a task's due shift in days as it was", () => {
    expect(parse("retrasa una semana lo de traducir la web").request).toMatchObject({ dueShiftDays: 7 });
  });
});
