import { describe, expect, it } from "vitest";
import { dropRemarkAfterQuestion } from "./drop-remark-after-question";

describe("a remark said after a question", () => {
  it.each([
    ["cuantos dias quedan pa navidad? es q quiero cuadrar las vacaciones", "cuantos dias quedan pa navidad?"],
    ["cuánto suman las facturas pendientes? es para el cierre del mes", "cuánto suman las facturas pendientes?"],
    ["¿cuántas tareas tengo atrasadas? lo pregunto porque voy fatal", "¿cuántas tareas tengo atrasadas?"],
    ["que reuniones tengo mañana? porque igual me cojo el día", "que reuniones tengo mañana?"],
    [
      "quien me ha mencionado estos dias y para que? no quiero dejar a nadie colgado",
      "quien me ha mencionado estos dias y para que?",
    ],
    ["qué tareas vencen hoy? que ayer no llegué a todo", "qué tareas vencen hoy?"],
    ["cuantos dias faltan pa fin de año? pa hacerme una idea con el cierre", "cuantos dias faltan pa fin de año?"],
    ["¿cuánto suman las facturas de octubre? para cuadrarlo con el banco", "¿cuánto suman las facturas de octubre?"],
    ["tengo algo con sofia el jueves? reunion, llamada o lo que sea", "tengo algo con sofia el jueves?"],
    ["me ha escrito alguien de ventas? correo, slack, cualquier cosa", "me ha escrito alguien de ventas?"],
    ["hay algun archivo del presupuesto? excel, pdf o algo asi", "hay algun archivo del presupuesto?"],
    ["me ha escrito alguien por teams? llevo toda la mañana en el médico", "me ha escrito alguien por teams?"],
    [
      "qué tengo pendiente en asana? estoy liadísima con el cierre y no he mirado nada",
      "qué tengo pendiente en asana?",
    ],
    ["hay correos nuevos? no he podido mirar el móvil en todo el día", "hay correos nuevos?"],
    [
      "cuántos mensajes sin leer hay en slack? no me digas cuáles, solo el número",
      "cuántos mensajes sin leer hay en slack, solo el numero?",
    ],
    ["cuantos contactos tengo en hubspot? solo la cifra porfa", "cuantos contactos tengo en hubspot, solo el numero?"],
    ["cual es la tarea que vence antes? la que tenga la fecha mas cerca", "cual es la tarea que vence antes?"],
    [
      "¿cuál de los archivos es el más reciente? o sea, el último que subí",
      "¿cuál de los archivos es el más reciente?",
    ],
    [
      "donde deje la factura de logistica norte? la del transporte de octubre",
      "donde deje la factura de logistica norte?",
    ],
    [
      "¿dónde está el contrato de bodegas valdelobos? el de la tienda online",
      "¿dónde está el contrato de bodegas valdelobos?",
    ],
  ])("«%s» is left out", (text, question) => {
    expect(dropRemarkAfterQuestion(text)).toBe(question);
  });

  it.each([
    "¿qué tengo hoy? y mándale un correo a Laura",
    "¿cuál es el correo de Marta? el que me mandó ayer Pedro",
    "¿qué dice el acta? es que Javier dice que se aprobó",
    "¿qué tengo mañana? la reunión de ventas muévela a las 5",
    "dónde dejé la factura? la del transporte de octubre",
    "¿cuántos correos tengo sin leer?",
    "¿qué tareas tengo? para mañana",
    "¿qué tengo hoy? estoy fuera, mándame la agenda por correo",
  ])("«%s» stays as it is", (text) => {
    expect(dropRemarkAfterQuestion(text)).toBe(text);
  });
});
