import { describe, expect, it } from "vitest";
import { declineLanguageTask } from "./decline-language-task";

describe("declineLanguageTask", () => {
  it("says it cannot translate, naming the language asked", () => {
    const reply = declineLanguageTask(
      "necesito escribirle a un cliente de Londres, como se dice en ingles 'te mando la factura el lunes sin falta'?",
    );
    expect(reply).toContain("No sé traducir textos, así que no puedo pasarte eso al inglés.");
    for (const text of [
      "tradúceme esto al francés: nos vemos mañana en la oficina",
      "¿cómo se dice 'presupuesto' en inglés?",
      "¿me lo traduces al alemán?",
      "puedes traducir este correo al portugués",
      "en inglés cómo se dice factura",
      "tradúceme al inglés el último correo de Laura",
    ]) {
      expect(declineLanguageTask(text), text).toMatch(/^No sé traducir textos/);
    }
  });

  it("says it cannot correct a text's spelling", () => {
    expect(declineLanguageTask("corrígeme la ortografía de este texto: haber si nos bemos el lunes")).toMatch(
      /^No sé corregir la ortografía/,
    );
    expect(declineLanguageTask("corrige esto: aver si quedamos")).toMatch(/^No sé corregir/);
  });

  it("says it cannot write poems or other creative texts, in the person's words", () => {
    expect(declineLanguageTask("escríbeme un poema")).toMatch(/^No sé escribir poemas ni otros textos creativos\./);
    expect(declineLanguageTask("cuéntame un chiste")).toMatch(/^No sé escribir chistes/);
    expect(declineLanguageTask("escríbeme un poema para felicitar la Navidad a los clientes")).toContain("poemas");
  });

  it("says it cannot advise on how to word something", () => {
    for (const text of [
      "cómo le digo de forma educada a un cliente que lleva dos meses sin pagar? dame una frase que suene bien",
      "¿cómo se lo planteo a mi jefe sin que se enfade?",
      "dame una forma amable de decir que no a una reunión",
      "¿cómo puedo decirle a Marta que su propuesta no nos convence?",
      "necesito un mensaje que suene profesional para pedir un aplazamiento",
    ]) {
      expect(declineLanguageTask(text), text).toMatch(/^No sé proponerte frases/);
    }
  });

  it("leaves alone tasks and changes that only name those words", () => {
    for (const text of [
      "¿cuándo vence lo de traducir la web?",
      "a quien le toca traducir la web al portugues",
      "pasa lo de traducir la web a la semana que viene",
      "creale una tarea a Lucía para revisar las traducciones al portugués de la página de precios",
      "corrige la fecha de la reunión con Marta",
      "revisa las faltas de asistencia de este mes",
      "haz una historia de usuario para el login",
      "¿qué dice el correo de Laura?",
      "escríbele a Laura que le mando la factura el lunes",
      "mándale un mensaje amable a Pedro diciéndole que gracias",
    ]) {
      expect(declineLanguageTask(text), text).toBeUndefined();
    }
  });
});
