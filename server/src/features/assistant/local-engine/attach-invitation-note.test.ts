import { describe, expect, test } from "vitest";
import { attachInvitationNote, putInvitationAnswerFirst } from "./attach-invitation-note";
import { parseSpanishRequest } from "./parse-spanish-request";
import { splitRequests } from "./split-requests";

const now = new Date("2026-11-23T10:30:00Z");

function parseMessage(text: string) {
  const requests = splitRequests(putInvitationAnswerFirst(text)).map((span) =>
    parseSpanishRequest(span.text, { now, timeZone: "Europe/Madrid" }),
  );
  return attachInvitationNote(requests);
}

describe("words for the organiser beside an invitation's answer", () => {
  test("'acepta … y ponle que …' is one answer with its note, no mail", () => {
    const requests = parseMessage("acepta la comida con javier y ponle que llego un poco tarde");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.action).toBe("respond");
    expect(requests[0]?.request.invitationAnswer).toBe("accepted");
    expect(requests[0]?.request.body).toBe("llego un poco tarde");
  });

  test("'dile a X que …, recházala': the answer said last, and the note names the meeting", () => {
    const requests = parseMessage("porfa dile a carlos q no voy a poder ir a la formacion, rechazala");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.request.invitationAnswer).toBe("declined");
    expect(requests[0]?.request.body).toBe("no voy a poder ir a la formacion");
    expect(requests[0]?.request.keywords).toBe("formacion");
  });

  test("with two answers, 'ponle que …' is the note of the one said just before it", () => {
    const requests = parseMessage(
      "acepta la formación de ciberseguridad y rechaza la comida con Javier Ruiz, ponle que esa semana estoy de viaje",
    );
    expect(requests.map((request) => request.request.invitationAnswer)).toEqual(["accepted", "declined"]);
    expect(requests[0]?.request.body).toBeUndefined();
    expect(requests[1]?.request.body).toBe("esa semana estoy de viaje");
  });

  test("a message to someone with no invitation answered stays a message", () => {
    const requests = parseMessage("dile a carlos que mañana hablamos");
    expect(requests[0]?.action).toBe("send");
    expect(putInvitationAnswerFirst("dile a carlos que mañana hablamos")).toBe("dile a carlos que mañana hablamos");
  });
});
