import { describe, expect, it } from "vitest";
import { mendRequestWords } from "./mend-request-words";
import { readDatePutAsChange } from "./read-date-put-as-change";
import { splitRequests } from "./split-requests";

const texts = (message: string) => splitRequests(mendRequestWords(message)).map((span) => span.text);

describe("two requests in one message, read apart", () => {
  it("splits off a question asked in another app after a question ('…? y en monday cómo va…')", () => {
    expect(
      texts("en discord cuando dijeron q se entrega el proyecto Alameda? y en monday como va lo de la app"),
    ).toEqual(["en discord cuando dijeron q se entrega el proyecto Alameda?", "en monday como va lo de la app"]);
    expect(texts("qué tengo hoy en asana? en slack quién me mencionó")).toEqual([
      "qué tengo hoy en asana?",
      "en slack quién me mencionó",
    ]);
  });

  it("reads a voseo verb after a sentence end and a channel named first as a request of its own", () => {
    expect(
      texts("contestale a Laura x privado q sí, q hablamos a las 17. y en #general poné q la sala está ocupada"),
    ).toEqual(["contestale a Laura x privado q sí, q hablamos a las 17.", "en #general pon q la sala está ocupada"]);
    // What is said for someone else before the sentence end stays as written.
    expect(mendRequestWords("decile a Pedro que poné la sala a su nombre")).toBe(
      "dile a Pedro que poné la sala a su nombre",
    );
  });

  it("keeps the list a new task goes in with the task ('en la lista Tareas generales, una tarea…')", () => {
    expect(
      texts("creá en clickup, en la lista Tareas generales, una tarea 'Revisar extintores' y avisá en #general"),
    ).toEqual(["creá en clickup, en la lista Tareas generales, una tarea 'Revisar extintores'", "avisá en #general"]);
  });
});

describe("a date put on a task named as one that exists", () => {
  it.each([
    [
      "la de ordenar los contratos escaneados ponle fecha 15 de diciembre",
      "cambia la fecha de la de ordenar los contratos escaneados para el 15 de diciembre",
    ],
    ["a la del inventario ponle fecha el lunes", "cambia la fecha de la del inventario para el lunes"],
    ["ponle fecha el viernes a la tarea de las reseñas", "cambia la fecha de la tarea de las reseñas para el viernes"],
    [
      "la tarea de los banners, ponle la fecha límite para el jueves",
      "cambia la fecha de la tarea de los banners para el jueves",
    ],
  ])("«%s» changes its due day", (text, read) => {
    expect(readDatePutAsChange(text)).toBe(read);
  });

  it.each(["crea la tarea Revisar extintores y ponle fecha el viernes", "ponle fecha mañana"])(
    "«%s» names no task that exists, and stays as said",
    (text) => {
      expect(readDatePutAsChange(text)).toBe(text);
    },
  );
});
