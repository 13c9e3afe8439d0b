import { describe, expect, it } from "vitest";
import { dropTrailingReason } from "./drop-trailing-reason";

describe("why the person asks, said at the end", () => {
  it.each([
    [
      "mirame si se me ha quedado algo atrasado en asana, que ayer no llegue a todo",
      "mirame si se me ha quedado algo atrasado en asana",
    ],
    [
      "suma los negocios abiertos en hubspot, es pa la previsión del trimestre",
      "suma los negocios abiertos en hubspot",
    ],
    [
      "pasale a Lucía lo de llamar a Distribuciones Levante, yo esta semana no llego",
      "pasale a Lucía lo de llamar a Distribuciones Levante",
    ],
    ["asígnale a Pablo la revisión del contrato, que yo no puedo", "asígnale a Pablo la revisión del contrato"],
    ["qué reuniones tengo el jueves, porque estoy de viaje hasta el miércoles", "qué reuniones tengo el jueves"],
    ["busca el contrato de Lumen, que no lo encuentro", "busca el contrato de Lumen"],
    [
      "adelanta la revisión del presupuesto a las 9, que a las 11 no puedo",
      "adelanta la revisión del presupuesto a las 9",
    ],
    ["aplaza la demo al jueves, q el martes no llego", "aplaza la demo al jueves"],
    ["asígnale a Marta lo del catering, que ella conoce a los proveedores", "asígnale a Marta lo del catering"],
    [
      "pásales a los de ventas la tarea de la feria, q ellos la llevan mejor",
      "pásales a los de ventas la tarea de la feria",
    ],
    ["encárgale a Rosa revisar el contrato, porque ella sabe más de esto", "encárgale a Rosa revisar el contrato"],
    [
      "mueve la llamada con Sofía a las 5, porque a las 4:30 estoy con un cliente",
      "mueve la llamada con Sofía a las 5",
    ],
    [
      "pasale a Lucía lo de llamar a Levante, yo esta semana no llego. y creame una tarea 'Renovar dominio web'",
      "pasale a Lucía lo de llamar a Levante. y creame una tarea 'Renovar dominio web'",
    ],
  ])("«%s» is the request alone", (text, request) => {
    expect(dropTrailingReason(text)).toBe(request);
  });

  it.each([
    "contéstale a Laura, que mañana no llego",
    "escríbele a Laura, que ella se encarga del viernes",
    "dile a Pedro que no puedo ir, yo esta semana no llego",
    "¿qué tengo hoy?",
    "crea una tarea para llamar a Lumen el lunes",
    "¿qué me escribió Laura ayer?",
    "me podes decir a que hora sale mi vuelo a barcelona? me llego un mail de iberia creo",
    "que tal? que tengo hoy en el calendario?",
    "rechaza la invitacion del comité de seguridad. tengo algo más el miércoles?",
    "Mirá, estoy a full con el cierre y no llego a todo, así que mandale un mensaje a Marta",
  ])("«%s» stays", (text) => {
    expect(dropTrailingReason(text)).toBe(text);
  });
});
