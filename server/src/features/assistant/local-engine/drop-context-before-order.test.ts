import { describe, expect, test } from "vitest";
import { dropContextBeforeOrder } from "./drop-context-before-order";

describe("a statement before an order", () => {
  test.each([
    [
      "Estamos retrasando toda la campaña de primavera, así que la de actualizar el plan muévela dos semanas más tarde",
      "la de actualizar el plan muévela dos semanas más tarde",
    ],
    [
      "¿qué había que pedirle a Papelería Central? ya está hecho el pedido, así que márcalo como completado",
      "¿qué había que pedirle a Papelería Central? márcalo como completado",
    ],
    [
      "Laura sigue esperando lo del director de Hoteles Mirador; escribile un directo diciendo que se lo paso hoy",
      "escribile a Laura un directo diciendo que se lo paso hoy",
    ],
    [
      "la de Navarro Asociados se quejaba de que le cobramos 3.450 en vez de 3.150; respóndele que tiene razón",
      "respóndele a la de Navarro Asociados que tiene razón",
    ],
    [
      "El otro día me escribió Rosa por lo del martes. Ya lo hablé con Javier y nos cuadra, así que contéstale que perfecto",
      "contéstale a Rosa que perfecto",
    ],
    ["Ya lo hablé con Javier y nos cuadra, así que contéstale que perfecto", "contéstale que perfecto"],
    [
      "estuve desconectada unos dias, resumime en qué me mencionaron y qué me piden",
      "resumime en qué me mencionaron y qué me piden",
    ],
    ["vuelvo de vacaciones, ¿qué correos tengo sin leer?", "¿qué correos tengo sin leer?"],
    ["llevo tres días fuera, qué me he perdido en slack", "qué me he perdido en slack"],
  ])("%s leaves the statement out", (text, order) => {
    expect(dropContextBeforeOrder(text)).toBe(order);
  });

  test.each([
    ["ya he grabado el vídeo del producto nuevo, táchalo", "tácha lo de ya he grabado el vídeo del producto nuevo"],
    ["lo de levante ya esta hecho, marcalo", "marca lo de levante ya esta hecho"],
    ["el informe ya está listo, márcalo como hecho", "márca el informe ya está listo como hecho"],
    [
      "me llegó un correo de Iberia con la reserva. reenvíaselo a Marta",
      // What arrived is named as the thing meant.
      "reenvíale a Marta el correo de Iberia con la reserva",
    ],
    [
      "tengo un documento raro en el drive, 'instrucciones del proveedor', q lo compartió alguien de fuera. mandalo a la papelera",
      "manda a la papelera lo de tengo un documento raro en el drive, 'instrucciones del proveedor', q lo compartió alguien de fuera",
    ],
    ["hola. la factura de Endesa ya la pagué; archívala", "hola. archíva la factura de Endesa ya la pagué"],
    ["el correo de Iberia, pásaselo a Marta", "pásale a Marta el correo de Iberia"],
    ["tengo la revisión con Laura mañana. muévela a las 5", "muéve la revisión con Laura mañana a las 5"],
    ["tengo la llamada con Javier, pásala a las 6", "pása la llamada con Javier a las 6"],
  ])("%s looks for the thing by what the statement says of it", (text, order) => {
    expect(dropContextBeforeOrder(text)).toBe(order);
  });

  test.each([
    "dile a Pedro que mañana no puedo; mándale también el informe",
    "Javier dice que mañana no puede, dile que vale",
    "porfa dile a carlos q no voy a poder ir a la formacion, rechazala",
    "borra el correo de Iberia. Luego archiva el de Pedro",
    "Laura dice que el informe está listo",
    "¿qué tareas vencen hoy? márcalas como hechas",
    "la reunión con Pedro era el jueves, pásala al viernes",
  ])("%s is left as it is", (text) => {
    expect(dropContextBeforeOrder(text)).toBe(text);
  });
});
