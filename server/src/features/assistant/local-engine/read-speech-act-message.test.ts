import { describe, expect, it } from "vitest";
import { readSpeechActMessage } from "./read-speech-act-message";

describe("congratulating, thanking, welcoming or apologising to someone", () => {
  it("reads the act as the message it sends", () => {
    expect(readSpeechActMessage("felicita a Laura por el lanzamiento")).toBe(
      "escríbele a Laura diciéndole «¡Enhorabuena por el lanzamiento!»",
    );
    expect(readSpeechActMessage("dale las gracias a Pedro por el informe")).toBe(
      "escríbele a Pedro diciéndole «¡Muchas gracias por el informe!»",
    );
    expect(readSpeechActMessage("felicita a Laura por slack por el lanzamiento")).toBe(
      "escríbele a Laura por slack diciéndole «¡Enhorabuena por el lanzamiento!»",
    );
    expect(readSpeechActMessage("felicita a Laura por el lanzamiento por teams")).toBe(
      "escríbele a Laura por teams diciéndole «¡Enhorabuena por el lanzamiento!»",
    );
  });

  it("reads a gerund after an order to write as what the message says", () => {
    expect(readSpeechActMessage("si es asi mandale un msj a Laura felicitandola")).toBe(
      "si es asi mandale un msj a Laura diciéndole «¡Enhorabuena!»",
    );
    expect(readSpeechActMessage("mándale un mensaje a Pablo agradeciéndole la ayuda")).toBe(
      "mándale un mensaje a Pablo diciéndole «¡Muchas gracias por la ayuda!»",
    );
    expect(readSpeechActMessage("escríbele un correo a Marta dándole la bienvenida al equipo")).toBe(
      "escríbele un correo a Marta diciéndole «¡Te damos la bienvenida al equipo!»",
    );
  });

  it("leaves alone what only names those words", () => {
    for (const text of [
      "¿quién me felicitó por el cumpleaños?",
      "gracias por el resumen",
      "busca el correo de bienvenida",
      "dale la tarea a Pedro",
    ]) {
      expect(readSpeechActMessage(text), text).toBe(text);
    }
  });
});
