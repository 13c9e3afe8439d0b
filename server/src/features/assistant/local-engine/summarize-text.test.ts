import { describe, expect, it } from "vitest";
import {
  answersQuestion,
  asksBeyondTitle,
  findPassage,
  rateAnswer,
  splitSentences,
  summarizeText,
} from "./summarize-text";

const policy = `Política de teletrabajo

Hola equipo,

Desde el 1 de enero, todo el personal podrá teletrabajar hasta tres días por semana. Los días de teletrabajo se acuerdan con el responsable de cada área antes del viernes anterior. La empresa abonará 30 € al mes para gastos de conexión a internet. El horario de disponibilidad en teletrabajo es de 9:00 a 14:00. Las reuniones de equipo de los lunes serán siempre presenciales. Quien necesite una silla ergonómica puede pedirla a Recursos Humanos.

Un saludo,
Dirección`;

describe("splitSentences", () => {
  it("keeps whole sentences and drops greetings, sign-offs and headers", () => {
    const sentences = splitSentences(`De: Laura <l@x.es>\nAsunto: Hola\n\nHola Ana,\n${policy}`);
    expect(sentences[0]).toBe("Política de teletrabajo");
    expect(sentences).toContain("Las reuniones de equipo de los lunes serán siempre presenciales.");
    expect(sentences.some((sentence) => /saludo|Hola|Laura/.test(sentence))).toBe(false);
    expect(sentences.every((sentence) => !sentence.endsWith(" "))).toBe(true);
  });
});

describe("summarizeText", () => {
  it("answers in whole sentences from the text, in its order, never cut mid-word", () => {
    const summary = summarizeText(policy, 3);
    expect(summary).toHaveLength(3);
    for (const sentence of summary) expect(policy).toContain(sentence);
    expect(summary.join(" ")).toMatch(/teletrabajar hasta tres días por semana/);
    const positions = summary.map((sentence) => policy.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((first, second) => first - second));
  });
});

describe("findPassage", () => {
  it("finds the sentence that answers the question", () => {
    expect(findPassage(policy, "¿cuánto pagan por internet?")).toEqual([
      "La empresa abonará 30 € al mes para gastos de conexión a internet.",
    ]);
    expect(findPassage(policy, "¿y las reuniones de los lunes?")).toEqual([
      "Las reuniones de equipo de los lunes serán siempre presenciales.",
    ]);
    expect(findPassage(policy, "horario")).toEqual(["El horario de disponibilidad en teletrabajo es de 9:00 a 14:00."]);
  });

  it("finds nothing when the question names nothing the text has", () => {
    expect(findPassage(policy, "¿y el parking?")).toEqual([]);
  });

  it("answers a total with the line that gives it, not the first figure", () => {
    const budget =
      "Partida,Presupuesto,Real,Desviación\nPersonal,640.000 €,652.300 €,12.300 €\nTotal,901.000 €,921.600 €,20.600 €";
    expect(findPassage(budget, "cuanto nos desviamos en total?", { wants: ["amount"], maxSentences: 1 })).toEqual([
      "Total,901.000 €,921.600 €,20.600 €",
    ]);
  });
});

const invoice = `Le remitimos la factura 2026-0112 por importe de 3.480,00 € correspondiente a los envíos de octubre.
Vencimiento: 15 de diciembre.
Gracias por su confianza.`;

const slides = `Resultados del tercer trimestre
Comité de dirección · noviembre de 2026
Ingresos
1,42 millones de euros (+8 %)
Próximos pasos
Reforzar el equipo comercial del norte`;

describe("findPassage with the kinds of fact asked for", () => {
  it("answers each kind of fact a question asks for", () => {
    const passage = findPassage(invoice, "¿cuánto era y cuándo hay que pagarla?", { wants: ["amount", "time"] });
    expect(passage.join(" ")).toMatch(/3\.480,00 €/);
    expect(passage.join(" ")).toMatch(/15 de diciembre/);
  });

  it("keeps the line that says where, when a place is asked", () => {
    const invitation =
      "Te han invitado a un evento.\nCuándo: jueves, 10:00 – 11:00\nDónde: Sala Norte, planta 2\nAsistentes: Ana, Luis";
    expect(findPassage(invitation, "¿en qué sala es la reunión?", { wants: ["place"] })).toContain(
      "Dónde: Sala Norte, planta 2",
    );
  });

  it("lets a heading lend its words to the line under it", () => {
    expect(findPassage(slides, "¿qué ingresos hubo?", { wants: ["amount"] })).toContain(
      "1,42 millones de euros (+8 %)",
    );
  });

  it("reads a sender's name as naming the thing, not as what is asked", () => {
    const mail = "Os adjunto la propuesta revisada: 48.000 € anuales.\nUn saludo,\nJavier";
    expect(findPassage(mail, "¿qué quería Javier?", { naming: "Javier Ruiz" })).toEqual([]);
    expect(answersQuestion(mail, "¿qué quería Javier?", { naming: "Javier Ruiz", title: "Propuesta" })).toBe(true);
  });
});

describe("answersQuestion", () => {
  it("needs the fact next to the question's own words unless the text is surely the one meant", () => {
    const sheet = "Fecha, Concepto, Importe\n03/11/2026, Vuelo Madrid–Barcelona, 142,50 €";
    const question = "¿cuánto paga la empresa por la conexión?";
    expect(answersQuestion(sheet, question, { wants: ["amount"] })).toBe(false);
    expect(answersQuestion(policy, question, { wants: ["amount"] })).toBe(true);
    expect(answersQuestion(sheet, question, { wants: ["amount"], surelyMeant: true })).toBe(true);
  });

  it("rates the text that holds the asked kind of fact above one that only names the thing", () => {
    const contract = "Primera: objeto del contrato. Segunda: duración de doce meses prorrogables.";
    const notes = "Enviar contrato de servicios y una demostración personalizada.";
    const question = "¿cuánto dura el contrato?";
    expect(rateAnswer(contract, question, { wants: ["duration"] })).toBeGreaterThan(
      rateAnswer(notes, question, { wants: ["duration"] }),
    );
  });
});

describe("summarizeText", () => {
  it("keeps the sentence with the figure", () => {
    const text =
      "Hola a todos. Os escribo sobre los objetivos del año que viene. Hemos hablado mucho con el equipo. " +
      "Queremos crecer un 18 % en ventas. El equipo está muy motivado con el plan. Seguiremos hablando en la reunión.";
    expect(summarizeText(text, 3).join(" ")).toMatch(/18 %/);
  });
});

describe("asksBeyondTitle", () => {
  it("takes a verb of telling for asking, not for a word the text must hold", () => {
    expect(asksBeyondTitle("qué me contó Pablo del despliegue", "Despliegue de la versión 2.4", "Pablo Moreno")).toBe(
      false,
    );
    expect(asksBeyondTitle("qué me comentó Carlos de los proveedores", "Acta de la reunión", "Carlos Martínez")).toBe(
      true,
    );
  });
});

describe("findPassage, shares and names", () => {
  const offer =
    "Llega nuestra oferta de verano para la oficina. Hay hasta un 40 % de descuento en mobiliario. La promoción termina el domingo.";

  it("keeps the sentence with a percentage when a share is asked", () => {
    expect(findPassage(offer, "¿qué porcentaje de descuento nos ofrecen?", { wants: ["percent"] })).toContain(
      "Hay hasta un 40 % de descuento en mobiliario.",
    );
  });

  it("keeps the sentence naming someone when who does it is asked, not one that only opens with a capital", () => {
    const procedure =
      "Día 1: conciliación bancaria. Cierre el día 5 con el informe. Carlos Martínez coordina; cada área revisa sus gastos.";
    expect(findPassage(procedure, "¿quién coordina?", { wants: ["person"] })).toEqual([
      "Carlos Martínez coordina; cada área revisa sus gastos.",
    ]);
  });
});
