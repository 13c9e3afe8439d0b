import { describe, expect, it } from "vitest";
import { answerArithmeticQuestion, formatSpanishNumber } from "./answer-arithmetic-question";

const ask = (text: string) => answerArithmeticQuestion(text);

describe("answerArithmeticQuestion", () => {
  it("reads numbers as Spaniards write them and answers in the same form", () => {
    expect(ask("2.300 - 450")).toBe("2.300 - 450 = 1.850.");
    expect(ask("¿cuánto es 486,40 más 13,60?")).toBe("486,4 + 13,6 = 500.");
    expect(ask("cuanto es 486.40 + 20")).toBe("486,4 + 20 = 506,4.");
    expect(ask("cuánto son tres por veinte?")).toBe("3 × 20 = 60.");
    expect(formatSpanishNumber(1625, false)).toBe("1.625");
    expect(formatSpanishNumber(102.144, true)).toBe("102,14 €");
  });

  it("takes a percentage of an amount, money in euros with two decimals", () => {
    expect(ask("cuánto es el 21 % de IVA sobre 486,40 €? es para un presupuesto, solo dame el número")).toBe(
      "El 21 % de 486,40 € es 102,14 €.",
    );
    expect(ask("¿cuánto es el 15 por ciento de 2.300?")).toBe("El 15 % de 2.300 es 345.");
    expect(ask("el 21% de 486,40")).toBe("El 21 % de 486,4 es 102,14.");
  });

  it("assumes Spain's general VAT rate when none is said, and says so", () => {
    expect(ask("calcúlame el IVA de 1.200 €")).toBe(
      "El IVA de 1.200,00 € es 252,00 € (he aplicado el 21 %, el tipo general en España).",
    );
    expect(ask("¿el IVA del 10 % de 300 €?")).toBe("El IVA del 10 % de 300,00 € es 30,00 €.");
  });

  it("adds VAT to a price and takes it out of a total", () => {
    expect(ask("cuánto me sale 850 € con IVA?")).toBe(
      "850,00 € con IVA son 1.028,50 € (178,50 € de IVA, al 21 %, el tipo general en España).",
    );
    expect(ask("1.000 más IVA")).toContain("1.210,00 €");
    expect(ask("precio con IVA de 100 €")).toContain("121,00 €");
    expect(ask("¿cuánto es 1.210 € sin IVA?")).toBe(
      "Sin IVA, 1.210,00 € son 1.000,00 € de base (210,00 € de IVA, al 21 %, el tipo general en España).",
    );
    expect(ask("quítale el IVA a 1.210")).toContain("1.000,00 €");
  });

  it("applies a discount or a rise of a percentage", () => {
    expect(ask("descuento del 10 % sobre 80")).toBe(
      "80,00 € con un descuento del 10 % se quedan en 72,00 € (8,00 € menos).",
    );
    expect(ask("aplícale un descuento del 10 % a 80 €")).toContain("72,00 €");
    expect(ask("¿cuánto es 100 € menos el 15 %?")).toContain("85,00 €");
    expect(ask("80 € con un 25 % de descuento")).toContain("60,00 €");
    expect(ask("100 más el 15 %")).toBe("100 más el 15 % son 115 (15 más).");
  });

  it("does the four operations, products before sums", () => {
    expect(ask("cuánto es 345 más 1.280")).toBe("345 + 1.280 = 1.625.");
    expect(ask("12 por 35")).toBe("12 × 35 = 420.");
    expect(ask("12x35")).toBe("12 × 35 = 420.");
    expect(ask("1500 entre 4")).toBe("1.500 ÷ 4 = 375.");
    expect(ask("10 entre 3")).toBe("10 ÷ 3 = 3,33.");
    expect(ask("2 más 3 por 4")).toBe("2 + 3 × 4 = 14.");
    expect(ask("multiplica 12 por 35")).toContain("= 420");
    expect(ask("divide 1500 entre 4")).toContain("= 375");
    expect(ask("resta 450 a 2.300")).toBe("2.300 - 450 = 1.850.");
    expect(ask("1 entre 0")).toBe("Entre cero no se puede dividir: no da ningún número.");
  });

  it("adds up a list, and takes halves and doubles", () => {
    expect(ask("suma 120, 340 y 85")).toBe("120 + 340 + 85 = 545.");
    expect(ask("¿cuánto suman 120, 340 y 85 €?")).toBe("120,00 € + 340,00 € + 85,00 € = 545,00 €.");
    expect(ask("¿cuál es la mitad de 1.250?")).toBe("La mitad de 1.250 es 625.");
    expect(ask("oye, ¿y el doble de 37,5?")).toBe("El doble de 37,5 es 75.");
  });

  it("adds up amounts named one by one and then asked as a total", () => {
    expect(ask("si la sala del aniversario son 3.200, el catering 4.100 y la musica 950, cuanto es el total?")).toBe(
      "3.200 + 4.100 + 950 = 8.250.",
    );
    expect(ask("el hotel me cuesta 420 €, el tren 85 y las dietas 60, ¿cuánto es todo junto?")).toBe(
      "420,00 € + 85,00 € + 60,00 € = 565,00 €.",
    );
    expect(ask("300 de flores y 1.200 de fotógrafo, ¿cuánto suma?")).toBe("300 + 1.200 = 1.500.");
  });

  it("multiplies so many things at a price, over another period when asked", () => {
    expect(ask("40 licencias a 19 € al mes, cuanto sale al año?")).toBe(
      "40 × 19,00 € = 760,00 € al mes; al año, 760,00 € × 12 = 9.120,00 €.",
    );
    expect(ask("son 12 personas a 35 € cada una, ¿cuánto es en total?")).toBe("12 × 35,00 € = 420,00 €.");
    expect(ask("si pagamos 3 servidores a 120 euros al mes, ¿cuánto es al trimestre?")).toBe(
      "3 × 120,00 € = 360,00 € al mes; al trimestre, 360,00 € × 3 = 1.080,00 €.",
    );
    expect(ask("5 usuarios a 10 € al mes, cuánto es a la semana?")).toBeUndefined();
  });

  it("lets a lead-in and a wish for speed stand around the figures", () => {
    expect(
      ask("una cuenta rapida: 40 licencias a 19 € al mes, cuanto sale al año? hacemelo rapido q estoy en una reu"),
    ).toContain("9.120,00 €");
    const refuseAll = () => false;
    expect(
      answerArithmeticQuestion(
        "la sala son 3.200 y el catering 4.100, ¿cuánto es el total? y mándaselo a Laura",
        refuseAll,
      ),
    ).toBeUndefined();
  });

  it("leaves to the apps requests that hold numbers but give no computation", () => {
    for (const text of [
      "¿cuánto suman mis negocios abiertos?",
      "de cuánto es la factura de Endesa?",
      "¿cuánto es el 21 % de la factura de Endesa?",
      "mueve la reunión a las 5",
      "crea una tarea para el 15",
      "cuánto suman los negocios de más de 20.000 €?",
      "dame los 5 últimos correos",
      "añade en HubSpot una nota a Jorge: quiere la propuesta con el 10 % de descuento",
      "pon la reunión del 15/12 a las 10",
      "cuánto es 12 por 35 y qué tengo mañana",
      "publica en #ventas que llevamos el 78 %",
      "¿cuánto es la factura 2026-118?",
      "la sala son 3.200 y el catering 4.100, ¿cuál es más caro?",
      "tengo 3 reuniones a las 10, ¿cuánto duran en total?",
    ]) {
      expect(ask(text), text).toBeUndefined();
    }
  });

  it("lets the caller refuse a clause beside the sum that asks something else", () => {
    const refuseOrders = (clause: string) => !/mandaselo/.test(clause);
    expect(answerArithmeticQuestion("¿cuánto es 12 por 35? y mándaselo a Laura", refuseOrders)).toBeUndefined();
    expect(answerArithmeticQuestion("¿cuánto es 12 por 35? es para un presupuesto", refuseOrders)).toBe(
      "12 × 35 = 420.",
    );
  });

  it("answers the other figure of an amount said first with or without its VAT", () => {
    expect(ask("si la factura del gas son 242 € con el iva del 21% incluido, cuánto es la base imponible?")).toContain(
      "200,00 € de base imponible",
    );
    expect(ask("me cobran 605 euros iva incluido, cuanto es de iva?")).toContain("105,00 € son de IVA");
    expect(ask("una factura de 1.210 con iva, cual es la base?")).toContain("1.000,00 € de base imponible");
    expect(ask("tengo una base de 500 €, cuanto queda con el iva?")).toContain("605,00 € en total");
    expect(ask("el presupuesto es de 1.000 sin iva, y cuánto sería el iva al 10%?")).toBe(
      "El IVA (al 10 %) de 1.000,00 € de base es 100,00 €.",
    );
  });

  it("answers a question after a part worked out from that part and its amount", () => {
    expect(ask("el iva de 200 euros? y cuánto pago en total?")).toContain("el total es 242,00 €");
    expect(ask("cuánto es el 15% de descuento de 80 €? y cuánto queda?")).toContain("quedan 68,00 €");
    expect(ask("calcula el 10 % de propina de 45 euros, y con la propina cuanto seria?")).toContain(
      "el total es 49,50 €",
    );
    expect(ask("cuanto es el 20% de 50? y restandolo?")).toContain("quedan 40");
    expect(ask("el iva de 1.000 €? y cuánto queda con el iva?")).toContain("el total es 1.210,00 €");
    expect(ask("el 5% de descuento de 300 €? y el total?")).toContain("quedan 285,00 €");
  });

  it("leaves a question after a part that asks nothing of it", () => {
    const refuseQuestions = (clause: string) => !/quien/.test(clause);
    expect(answerArithmeticQuestion("cuanto es el iva de 300 €? y quién me mandó la factura?", refuseQuestions)).toBe(
      undefined,
    );
  });

  it("leaves an amount said with a question of another kind to the apps", () => {
    expect(ask("la factura de 1.210 con iva, ¿quién la mandó?")).toBeUndefined();
    expect(ask("tengo una base de 500 €, ¿en qué carpeta está?")).toBeUndefined();
  });
});
