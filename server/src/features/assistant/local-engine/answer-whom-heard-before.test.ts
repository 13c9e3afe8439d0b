import { describe, expect, test } from "vitest";
import { answerWhomHeardBefore } from "./answer-whom-heard-before";
import type { SpanishRequest } from "./parse-spanish-request";

const people = ["Javier Ruiz", "Javier Ortiz", "Rosa Medina", "Laura Gómez"];
const asked = (text: string, keywords?: string): SpanishRequest => ({
  request: { text, ...(keywords ? { keywords } : {}) },
  action: "list",
  objects: [],
});
const told = (text: string, body: string): SpanishRequest => ({ request: { text, body }, action: "send", objects: [] });
const accepted = (text: string, keywords?: string): SpanishRequest => ({
  request: { text, invitationAnswer: "accepted", ...(keywords ? { keywords } : {}) },
  action: "respond",
  objects: ["invitation"],
});

describe("a message to 'le' after asking what someone said", () => {
  test.each([
    [asked("q me dijo javier ruiz de la reunion con rosa?"), told("dile que vale", "vale")],
    [asked("que me ha escrito laura gomez?"), told("contéstale que genial", "genial")],
    [asked("y rosa medina qué comentó del informe?"), told("escríbele que lo miro mañana", "lo miro mañana")],
  ])("goes to whom the question named", (before, message) => {
    const person = answerWhomHeardBefore(
      before,
      message,
      { places: [], people },
      { answerInvitations: false, reply: true },
    )?.request.person;
    expect(person).toBe(people.find((name) => before.request.text.includes(name.split(" ")[0]?.toLowerCase() ?? "")));
  });

  test("is a message, not an invitation's answer, where none can be answered", () => {
    const before = asked("q me dijo javier ruiz de la reunion con rosa?", "javier ruiz rosa");
    const answer = accepted("dile que si, q me viene bien", "javier ruiz rosa");
    expect(
      answerWhomHeardBefore(before, answer, { places: [], people }, { answerInvitations: false, reply: true }),
    ).toMatchObject({
      action: "send",
      request: { person: "Javier Ruiz", body: "si, q me viene bien" },
    });
    expect(
      answerWhomHeardBefore(before, answer, { places: [], people }, { answerInvitations: true, reply: true }),
    ).toBeUndefined();
  });

  test("is a message where nothing is replied to", () => {
    const reply: SpanishRequest = {
      request: { text: "contéstale que vale", body: "vale" },
      action: "reply",
      objects: [],
    };
    const before = asked("que me ha escrito javier ruiz?");
    expect(
      answerWhomHeardBefore(before, reply, { places: [], people }, { answerInvitations: false, reply: false }),
    ).toMatchObject({
      action: "send",
      request: { person: "Javier Ruiz", body: "vale" },
    });
    expect(
      answerWhomHeardBefore(before, reply, { places: [], people }, { answerInvitations: false, reply: true }),
    ).toBeUndefined();
  });

  test.each([
    [asked("q me dijo javier?"), told("dile que vale", "vale")],
    [asked("que hay en el chat de javier ruiz?"), told("dile que vale", "vale")],
    [asked("q me dijo javier ruiz?"), told("escribe a Rosa que vale", "vale")],
  ])("is left to the usual rules when no one person was asked about", (before, message) => {
    expect(
      answerWhomHeardBefore(before, message, { places: [], people }, { answerInvitations: false, reply: true }),
    ).toBeUndefined();
  });
});
