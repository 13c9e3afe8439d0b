import { describe, expect, it } from "vitest";
import { interpretChatReply } from "./interpret-chat-reply";

const notUnderstood = "¡Vaya! No entendí bien lo que me pediste. 😊 ¿Podrías escribirlo de nuevo, por favor?";
const requestFailed = "¡Ups! No pude procesar tu solicitud. 😅 ¿Podrías intentarlo de nuevo, por favor?";

describe("interpretChatReply", () => {
  it("shows a string message as it is", () => {
    expect(interpretChatReply({ ok: true, data: { message: "Tienes 3 correos nuevos." } })).toEqual({
      text: "Tienes 3 correos nuevos.",
      isNotice: false,
      delivered: true,
    });
  });

  it("shows result.message of an object message", () => {
    const reply = interpretChatReply({ ok: true, data: { message: { result: { message: "Etiqueta creada." } } } });
    expect(reply).toEqual({ text: "Etiqueta creada.", isNotice: false, delivered: true });
  });

  it.each([{}, { message: { result: {} } }, { message: 42 }, "texto suelto", null])(
    "says it did not understand anything else (%j)",
    (data) => {
      expect(interpretChatReply({ ok: true, data })).toEqual({ text: notUnderstood, isNotice: true, delivered: true });
    },
  );

  it("shows an error answer in the spec's text", () => {
    expect(interpretChatReply({ ok: true, data: { error: "sin cuota" } }).text).toBe(
      "¡Ups! Algo no salió como esperaba: sin cuota. 😅 ¿Puedes intentarlo otra vez, por favor?",
    );
    const unavailable = interpretChatReply({
      ok: false,
      kind: "http",
      status: 503,
      body: {
        code: "UNAVAILABLE",
        error: "El asistente todavía no está disponible",
        message: "El asistente todavía no está disponible",
      },
    });
    expect(unavailable).toEqual({
      text: "¡Ups! Algo no salió como esperaba: El asistente todavía no está disponible. 😅 ¿Puedes intentarlo otra vez, por favor?",
      isNotice: true,
      // The server stores the user's message before it asks the assistant.
      delivered: true,
    });
  });

  it("counts a refused request (4xx) as not delivered", () => {
    const refused = interpretChatReply({
      ok: false,
      kind: "http",
      status: 400,
      body: { code: "BAD_REQUEST", error: "Escribe un mensaje antes de enviarlo.", message: "x" },
    });
    expect(refused.delivered).toBe(false);
    expect(refused.text).toContain("Escribe un mensaje antes de enviarlo.");
  });

  it("ends the server's own sentence once, not with a double period", () => {
    const expired = interpretChatReply({
      ok: false,
      kind: "http",
      status: 401,
      body: {
        code: "UNAUTHENTICATED",
        error: "Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.",
        message: "Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.",
      },
    });
    expect(expired.text).toBe(
      "¡Ups! Algo no salió como esperaba: Tu sesión no es válida o ha caducado. Inicia sesión de nuevo. 😅 ¿Puedes intentarlo otra vez, por favor?",
    );
    expect(expired.delivered).toBe(false);
  });

  it("shows the request-failure text when nothing usable came back", () => {
    expect(interpretChatReply({ ok: false, kind: "network", cause: new TypeError("Failed to fetch") })).toEqual({
      text: requestFailed,
      isNotice: true,
      delivered: false,
    });
    expect(interpretChatReply({ ok: false, kind: "http", status: 502, body: null })).toEqual({
      text: requestFailed,
      isNotice: true,
      delivered: true,
    });
  });
});
