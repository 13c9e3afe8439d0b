import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { titleMeetingFromNext } from "./title-meeting-from-next";

const now = new Date("2026-11-23T10:30:00Z");

function titled(text: string) {
  return titleMeetingFromNext([parseSpanishRequest(text, { now, timeZone: "Europe/Madrid" })])[0]?.request;
}

describe("words after the question that asks for a new meeting", () => {
  test("are its title, and leave the request's text", () => {
    const request = titled("me creas un evento el viernes a las 12 con laura? revision de campaña");
    expect(request?.subject).toBe("Revision de campaña");
    expect(request?.text).toBe("me creas un evento el viernes a las 12 con laura?");
  });

  test("a meeting asked for with nothing after it keeps no title of that kind", () => {
    expect(titled("me creas un evento el viernes a las 12 con laura?")?.subject).toBeUndefined();
  });
});
