import { foldCharacters } from "./normalize-text";
import { NUMBER_WORDS } from "./parse-spanish-number";

/**
 * Everyday sums asked in Spanish ('¿cuánto es el 21 % de 486,40 €?', 'IVA de 1.200 €', '1500 entre 4', 'suma 120,
 * 340 y 85'), answered from the numbers the message itself gives. A question about the person's things that merely
 * holds a number ('¿cuánto suman mis negocios abiertos?', 'crea una tarea para el 15') is no sum: every clause with a
 * number must be a whole computation, or the message is left to the apps.
 */

/** Spain's general VAT rate, assumed when the person says 'IVA' with no rate, and said in the answer. */
const GENERAL_VAT_RATE = 21;
const VAT_NOTE = `al ${GENERAL_VAT_RATE} %, el tipo general en España`;

/**
 * A number as Spaniards write it: '2.300' (a point before three digits groups thousands), '486,40' (the comma is the
 * decimal mark), and '486.40' too (a point before one or two digits can only be a decimal mark); '€' or 'euros' after it.
 */
const NUMBER_PATTERN = String.raw`\d+\.\d{1,2}(?!\d)|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const NUMBER = `(${NUMBER_PATTERN})`;
const AMOUNT = String.raw`${NUMBER}(?:\s*(?:€|euros?))?`;
const PERCENT = String.raw`${NUMBER}\s*%`;
/** What a percentage or VAT is taken of: 'de 486,40', 'sobre un total de 80 €', 'a 1.200'. */
const OF_AMOUNT = String.raw`(?:de|del|sobre|a|para)\s+(?:(?:un|una|el|la)\s+)?(?:(?:total|importe|precio|base|cantidad)\s+(?:de\s+)?)?${AMOUNT}`;

/** Small numbers said in words ('tres por veinte'); 'un' and 'una' are left alone, they are mostly articles. */
const { uno: _uno, una: _una, ...SMALL_NUMBER_WORDS } = NUMBER_WORDS;
const ARITHMETIC_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...SMALL_NUMBER_WORDS,
  cero: 0,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
};
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(ARITHMETIC_NUMBER_WORDS).join("|")})\\b`, "g");

/** Fillers that may open the question: 'oye', 'a ver', 'una pregunta', 'y'. */
const OPENER = String.raw`^(?:(?:oye|oiga|a ver|pues|perdona|una pregunta|y|shifu|hola|vale|bueno|venga)[\s,]+)*`;
/** How the question is asked: '¿cuánto es…?', 'calcúlame…', '¿me dices cuánto sale…?', 'haz la cuenta de…'. */
const FRAME = String.raw`(?:(?:me\s+)?(?:dices|dirias|puedes decirme|podrias decirme|sabes|sabrias decirme|dime)\s+)?(?:(?:calcula(?:me)?|haz(?:me)? (?:la cuenta|el calculo)(?: de)?|(?:en total\s+)?cuanto (?:es|son|seria|serian|sale|salen|da|dan|queda|quedan|hace|hacen|vale|valen|cuesta|cuestan|(?:me|se|te) (?:sale|salen|queda|quedan))(?: en total)?|cual es|que es|que da|y)\s+)?`;
/** Words that may close it: 'por favor', 'aproximadamente', 'en total'. */
const CLOSER = String.raw`(?:[\s,]+(?:por favor|porfa|aprox|aproximadamente|mas o menos|exactamente|en total|redondeado|redondeando))*$`;

/** One computation, with the words that say what was done. */
/**
 * A figure worked out, and how to say it. A part taken of an amount (a percentage, its VAT) keeps that amount and
 * whether the part adds to it (VAT, a tip) or takes from it (a discount, a withholding), so a question after it with no
 * number of its own ('¿y el total ya con IVA?') can be answered from them.
 */
type Computation = {
  value: number;
  say: (format: (value: number) => string) => string;
  partOf?: { base: number; adds: boolean | undefined };
};

type Operator = "+" | "-" | "×" | "÷";
const OPERATOR_WORDS: readonly [RegExp, Operator][] = [
  [/^(?:\+|mas)$/, "+"],
  [/^(?:-|menos)$/, "-"],
  [/^(?:\*|x|×|por|multiplicado por)$/, "×"],
  [/^(?:\/|÷|entre|dividido (?:entre|por))$/, "÷"],
];
/** Between two numbers: a sign ('-' and '/' with spaces round them, as dates have none) or its word. */
const OPERATOR = String.raw`(?:\s*(?:\+|\*|×|÷)\s*|\s*x\s*|\s+(?:-|/|mas|menos|por|entre|dividido (?:entre|por)|multiplicado por)\s+)`;
const EXPRESSION = new RegExp(`^${AMOUNT}(?:${OPERATOR}${AMOUNT})+$`);
const NUMBER_IN_TEXT = new RegExp(NUMBER_PATTERN, "g");

function readNumber(raw: string): number {
  if (/^\d+\.\d{1,2}$/.test(raw)) return Number(raw);
  return Number(raw.replace(/\./g, "").replace(",", "."));
}

function roundToCents(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}

/** A number in Spanish form: '1.625', '102,14'; with '€' and always two decimals when money is
 * involved, else with no more decimals than it needs. */
export function formatSpanishNumber(value: number, money: boolean): string {
  const shown = new Intl.NumberFormat("es-ES", {
    useGrouping: "always",
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: 2,
  } as Intl.NumberFormatOptions).format(roundToCents(value));
  return money ? `${shown} €` : shown;
}

/** '345 más 1.280 por 2': products and quotients first, then sums, as on paper. */
function evaluateExpression(body: string): Computation | undefined {
  const numbers = [...body.matchAll(NUMBER_IN_TEXT)];
  const operands = numbers.map((match) => readNumber(match[0]));
  const operators: Operator[] = [];
  for (let index = 1; index < numbers.length; index += 1) {
    const previous = numbers[index - 1];
    const current = numbers[index];
    if (!previous || !current || previous.index === undefined || current.index === undefined) return undefined;
    const between = body
      .slice(previous.index + previous[0].length, current.index)
      .replace(/€|euros?/g, "")
      .trim();
    const operator = OPERATOR_WORDS.find(([pattern]) => pattern.test(between))?.[1];
    if (!operator) return undefined;
    operators.push(operator);
  }
  if (operators.some((operator, index) => operator === "÷" && operands[index + 1] === 0))
    return { value: 0, say: () => "Entre cero no se puede dividir: no da ningún número." };
  const terms = [operands[0] ?? 0];
  const signs: ("+" | "-")[] = [];
  operators.forEach((operator, index) => {
    const operand = operands[index + 1] ?? 0;
    const last = terms.length - 1;
    if (operator === "×") terms[last] = (terms[last] ?? 0) * operand;
    else if (operator === "÷") terms[last] = (terms[last] ?? 0) / operand;
    else {
      signs.push(operator);
      terms.push(operand);
    }
  });
  const value = terms.reduce((total, term, index) =>
    index === 0 ? term : signs[index - 1] === "-" ? total - term : total + term,
  );
  return {
    value,
    say: (format) =>
      `${operands.map((operand, index) => `${index > 0 ? `${operators[index - 1]} ` : ""}${format(operand)}`).join(" ")} = ${format(value)}.`,
  };
}

/** What a part is when it takes from the amount: 'el 15 % de descuento de 80', 'el 15 % de IRPF de 2.000'. */
const TAKES_FROM = /^(?:descuento|retencion|irpf)$/;

/** '¿y ya con IVA?', '¿y con la propina?': the amount with a part that adds, named. */
const NAMES_ADDED = /\bcon (?:el |la )?(?:iva|propina|comision|intereses|interes)\b/;
/** '¿y el total?', '¿cuánto sería todo junto?', '¿y cuánto pago?': the amount with the part, added or taken off. */
const ASKS_SUM_AFTER = /\btotal\b|\btodo junto\b|\bsumad[oa]\b|\bpag(?:o|amos|aria|ariamos|ar)\b/;
/** '¿y cuánto queda?', '¿y ya con el descuento?', '¿y restándolo?': the amount with the part taken off. */
const ASKS_REST_AFTER =
  /\bqued(?:a|an|aria|arian)\b|\bresta(?:ndo(?:lo)?|do)?\b|\bcon (?:el )?(?:descuento|retencion|irpf)\b|\bdescontad[oa]\b|\bneto\b/;

/**
 * '¿cuánto es el 21 % de IVA de 486,40 €? ¿y el total ya con IVA?': a question after a part worked out, with no number
 * of its own, asks for the amount with that part added or, for a discount, taken off.
 */
function readAfterPart(clause: string, previous: Computation | undefined): Computation | undefined {
  const part = previous?.partOf;
  if (!part || /\d/.test(clause) || !ASKS_OF_STATED.test(clause)) return undefined;
  const adds = NAMES_ADDED.test(clause)
    ? true
    : ASKS_REST_AFTER.test(clause)
      ? false
      : ASKS_SUM_AFTER.test(clause)
        ? (part.adds ?? true)
        : undefined;
  if (adds === undefined) return undefined;
  const value = adds ? part.base + previous.value : part.base - previous.value;
  return {
    value,
    say: (format) =>
      adds
        ? `Con eso, el total es ${format(value)} (${format(part.base)} + ${format(previous.value)}).`
        : `Descontándolo, quedan ${format(value)} (${format(part.base)} − ${format(previous.value)}).`,
  };
}

/** A shape of question, read from the clause's body (what is left once the asking words are gone). */
type ShapeReader = (body: string) => Computation | undefined;

function readPercentOf(body: string): Computation | undefined {
  const match = new RegExp(
    `^(?:el |un )?${PERCENT}(?: de (iva|descuento|comision|propina|retencion|irpf|interes|beneficio|margen))? ${OF_AMOUNT}$`,
  ).exec(body);
  if (!match) return undefined;
  const rate = readNumber(match[1] ?? "");
  const base = readNumber(match[3] ?? "");
  const value = (base * rate) / 100;
  const adds = match[2] ? !TAKES_FROM.test(match[2]) : undefined;
  return {
    value,
    say: (format) => `El ${formatSpanishNumber(rate, false)} % de ${format(base)} es ${format(value)}.`,
    partOf: { base, adds },
  };
}

/** 'el IVA de 1.200 €', 'el IVA del 10 % de 300': with no rate said, Spain's general rate, named in the answer. */
function readVatOf(body: string): Computation | undefined {
  const match = new RegExp(`^(?:el )?iva (?:(?:del|al) ${PERCENT} )?${OF_AMOUNT}$`).exec(body);
  if (!match) return undefined;
  const rate = match[1] ? readNumber(match[1]) : GENERAL_VAT_RATE;
  const base = readNumber(match[2] ?? "");
  const value = (base * rate) / 100;
  const note = match[1] ? "" : ` (he aplicado el ${GENERAL_VAT_RATE} %, el tipo general en España)`;
  const said = match[1] ? ` del ${formatSpanishNumber(rate, false)} %` : "";
  return {
    value,
    say: (format) => `El IVA${said} de ${format(base)} es ${format(value)}${note}.`,
    partOf: { base, adds: true },
  };
}

/** '850 € con IVA', 'precio con IVA de 850', '850 más el IVA', '850 + IVA del 10 %': the total the VAT makes. */
function readWithVat(body: string): Computation | undefined {
  const vat = String.raw`(?:con (?:el )?|mas (?:el )?|\+\s*)iva(?: (?:del|al) ${PERCENT})?(?: incluido)?`;
  const after = new RegExp(`^(?:(?:el |un |una )?(?:precio|total|importe) (?:de )?)?${AMOUNT} ${vat}$`).exec(body);
  const before = new RegExp(
    `^(?:el |un |una )?(?:precio|total|importe) con (?:el )?iva(?: (?:del|al) ${PERCENT})? (?:de|para) ${AMOUNT}$`,
  ).exec(body);
  const [base, rateSaid] = after ? [after[1], after[2]] : before ? [before[2], before[1]] : [];
  if (base === undefined) return undefined;
  const amount = readNumber(base);
  const rate = rateSaid ? readNumber(rateSaid) : GENERAL_VAT_RATE;
  const vatAmount = (amount * rate) / 100;
  const value = amount + vatAmount;
  const note = rateSaid ? `al ${formatSpanishNumber(rate, false)} %` : VAT_NOTE;
  return {
    value,
    say: (format) => `${format(amount)} con IVA son ${format(value)} (${format(vatAmount)} de IVA, ${note}).`,
  };
}

/** '1.210 € sin IVA', 'la base imponible de 1.210', 'quítale el IVA a 1.210': the base a total with VAT comes from. */
function readWithoutVat(body: string): Computation | undefined {
  const rateSaid = `(?: (?:del|al) ${PERCENT})?`;
  const match =
    new RegExp(`^(?:(?:el |un |una )?(?:precio|total|importe) (?:de )?)?${AMOUNT} sin (?:el )?iva${rateSaid}$`).exec(
      body,
    ) ??
    new RegExp(`^(?:la )?base(?: imponible)?(?: sin iva)?${rateSaid} (?:de|para) ${AMOUNT}$`).exec(body) ??
    new RegExp(
      `^(?:quita(?:le|me)?|descuenta(?:le|me)?|saca(?:le|me)?) (?:el )?iva${rateSaid} (?:a|de) ${AMOUNT}$`,
    ).exec(body);
  if (!match) return undefined;
  // The amount comes first in '1.210 sin IVA' and last in the other two wordings; the rate, when said, is the other.
  const amountFirst = /^(?:(?:el |un |una )?(?:precio|total|importe) (?:de )?)?\d/.test(body);
  const [amountRaw, rateRaw] = amountFirst ? [match[1], match[2]] : [match[2], match[1]];
  const total = readNumber(amountRaw ?? "");
  const rate = rateRaw ? readNumber(rateRaw) : GENERAL_VAT_RATE;
  const value = total / (1 + rate / 100);
  const note = rateRaw ? `al ${formatSpanishNumber(rate, false)} %` : VAT_NOTE;
  return {
    value,
    say: (format) =>
      `Sin IVA, ${format(total)} son ${format(value)} de base (${format(total - value)} de IVA, ${note}).`,
  };
}

/**
 * 'descuento del 10 % sobre 80', '80 € con un 10 % de descuento', '100 menos el 15 %', 'quítale el 10 % a 80', and
 * the other way, '100 más el 15 %': an amount changed by a percentage of itself.
 */
function readPercentChange(body: string): Computation | undefined {
  const discountFirst = new RegExp(
    `^(?:(?:aplica(?:le|me)?|haz(?:le|me)?|con) )?(?:un |el )?descuento (?:del? )?${PERCENT} ${OF_AMOUNT}$`,
  ).exec(body);
  const cutFirst = new RegExp(
    `^(?:quita(?:le|me)?|resta(?:le|me)?|rebaja(?:le|me)?) (?:el |un )?${PERCENT} (?:a|de) ${AMOUNT}$`,
  ).exec(body);
  const amountFirst = new RegExp(
    `^${AMOUNT} (?:con (?:un |el )?(?:descuento del? ${PERCENT}|${PERCENT} de descuento)|(menos|mas) (?:el |un )?${PERCENT})$`,
  ).exec(body);
  let amount: number;
  let rate: number;
  let raises = false;
  const rateFirst = discountFirst ?? cutFirst;
  if (rateFirst) {
    rate = readNumber(rateFirst[1] ?? "");
    amount = readNumber(rateFirst[2] ?? "");
  } else if (amountFirst) {
    amount = readNumber(amountFirst[1] ?? "");
    rate = readNumber(amountFirst[2] ?? amountFirst[3] ?? amountFirst[5] ?? "");
    raises = amountFirst[4] === "mas";
  } else return undefined;
  const change = (amount * rate) / 100;
  const value = raises ? amount + change : amount - change;
  const percent = `${formatSpanishNumber(rate, false)} %`;
  return {
    value,
    say: (format) =>
      raises
        ? `${format(amount)} más el ${percent} son ${format(value)} (${format(change)} más).`
        : `${format(amount)} con un descuento del ${percent} se quedan en ${format(value)} (${format(change)} menos).`,
  };
}

const FRACTIONS: Record<string, { factor: number; name: string }> = {
  mitad: { factor: 1 / 2, name: "La mitad" },
  doble: { factor: 2, name: "El doble" },
  triple: { factor: 3, name: "El triple" },
  tercio: { factor: 1 / 3, name: "Un tercio" },
  cuarto: { factor: 1 / 4, name: "Un cuarto" },
};

/** 'la mitad de 1.250', 'el doble de 37,5'. */
function readFraction(body: string): Computation | undefined {
  const match = new RegExp(`^(?:la |el |un )?(mitad|doble|triple|tercio|cuarto) de ${AMOUNT}$`).exec(body);
  const fraction = match ? FRACTIONS[match[1] ?? ""] : undefined;
  if (!match || !fraction) return undefined;
  const amount = readNumber(match[2] ?? "");
  const value = amount * fraction.factor;
  return { value, say: (format) => `${fraction.name} de ${format(amount)} es ${format(value)}.` };
}

/** 'suma 120, 340 y 85', 'cuánto suman 120, 340 y 85', 'la suma de 120 y 85': a list added up. */
function readListSum(body: string): Computation | undefined {
  const listed = String.raw`(?:${NUMBER_PATTERN})(?:\s*(?:€|euros?))?`;
  const list = String.raw`${listed}(?:\s*(?:,|\by\b|\bmas\b|\+)\s*${listed})+`;
  const match = new RegExp(`^(?:(?:la )?suma(?:me|r|n)?|cuanto suman|total de) (?:de |entre )?${list}$`).exec(body);
  if (!match) return undefined;
  const amounts = [...body.matchAll(NUMBER_IN_TEXT)].map((found) => readNumber(found[0]));
  const value = amounts.reduce((total, amount) => total + amount, 0);
  return {
    value,
    say: (format) => {
      const shown = amounts.map(format);
      return `${shown.slice(0, -1).join(" + ")} + ${shown.at(-1)} = ${format(value)}.`;
    },
  };
}

/** 'multiplica 12 por 35', 'divide 1500 entre 4', 'resta 450 a 2.300': the operation said as an order. */
function readOperationOrder(body: string): Computation | undefined {
  const multiply = new RegExp(`^multiplica(?:me)? ${AMOUNT} (?:por|x) ${AMOUNT}$`).exec(body);
  if (multiply) return evaluateExpression(`${multiply[1]} por ${multiply[2]}`);
  const divide = new RegExp(`^divide(?:me)? ${AMOUNT} (?:entre|por) ${AMOUNT}$`).exec(body);
  if (divide) return evaluateExpression(`${divide[1]} entre ${divide[2]}`);
  const subtract = new RegExp(`^resta(?:me|le)? ${AMOUNT} (?:a|de) ${AMOUNT}$`).exec(body);
  if (subtract) return evaluateExpression(`${subtract[2]} menos ${subtract[1]}`);
  const add = new RegExp(`^suma(?:me|le)? ${AMOUNT} (?:a) ${AMOUNT}$`).exec(body);
  if (add) return evaluateExpression(`${add[2]} mas ${add[1]}`);
  const ordered = /^(?:resta(?:me)?|multiplica(?:me)?|divide(?:me)?|calcula(?:me)?) (.+)$/.exec(body);
  return ordered?.[1] && EXPRESSION.test(ordered[1]) ? evaluateExpression(ordered[1]) : undefined;
}

function readExpression(body: string): Computation | undefined {
  return EXPRESSION.test(body) ? evaluateExpression(body) : undefined;
}

/** The question closing a message about an amount said before it: '¿cuánto es la base imponible?', '¿y el IVA?'. */
const ASKS_OF_STATED = /^(?:y\s+)?(?:(?:me\s+)?(?:dices|decis|dime|sabes|calcula(?:me)?)\s+)?(?:cuanto|cual|que|y)\b/;
const ASKS_BASE = /\bbase\b|\bsin (?:el )?iva\b|\bneto\b|\bsin impuestos\b|\bantes de(?:l)? iva\b/;
const ASKS_TOTAL = /\bcon (?:el )?iva\b|\btotal\b|\bbruto\b|\bpag(?:o|amos|aria|ariamos|ar)\b/;
const ASKS_VAT = /\biva\b|\bcuota\b|\bimpuestos?\b/;
const STATES_GROSS =
  /\biva incluido\b|\bcon (?:el )?(?:\d+(?:,\d+)? % de )?iva\b|\bivado\b|\bimpuestos incluidos\b|\bcon (?:el )?iva del\b/;
const STATES_NET =
  /\bsin (?:el )?iva\b|\bbase(?: imponible)?\b|\bmas (?:el )?iva\b|\+\s*iva\b|\bneto\b|\bantes de(?:l)? iva\b/;

/**
 * 'si la factura son 342,18 con el IVA del 21 % incluido, ¿cuánto es la base imponible?', 'tengo una base de 500 €,
 * ¿cuánto queda con IVA?', 'me cobran 605 € IVA incluido, ¿cuánto es de IVA?': an amount said first, with or without
 * its VAT, and then the other figure asked. The amount is the message's only one but for the rate, and the question
 * holds no number but the rate, if it says it there ('¿y el IVA al 10 %?').
 */
function readStatedVatQuestion(folded: string): Computation | undefined {
  const clauses = splitClauses(folded.replace(/\s*%/g, " %"));
  const question = clauses.at(-1) ?? "";
  const premise = clauses.slice(0, -1).join(", ");
  const percents = new RegExp(PERCENT, "g");
  if (clauses.length < 2 || /\d/.test(question.replace(percents, " ")) || !ASKS_OF_STATED.test(question))
    return undefined;
  const rates = [...`${premise} ${question}`.matchAll(percents)];
  const amounts = [...premise.replace(percents, " ").matchAll(NUMBER_IN_TEXT)];
  const [amountFound] = amounts;
  if (amounts.length !== 1 || rates.length > 1 || !amountFound) return undefined;
  const amount = readNumber(amountFound[0]);
  const rate = rates[0]?.[1] ? readNumber(rates[0][1]) : GENERAL_VAT_RATE;
  const note = rates[0] ? `al ${formatSpanishNumber(rate, false)} %` : VAT_NOTE;
  const gross = STATES_GROSS.test(premise);
  const net = !gross && STATES_NET.test(premise);
  if (gross) {
    const base = amount / (1 + rate / 100);
    const vat = amount - base;
    if (ASKS_BASE.test(question))
      return {
        value: base,
        say: (format) =>
          `Con el IVA incluido (${note}), ${format(amount)} son ${format(base)} de base imponible y ${format(vat)} de IVA.`,
      };
    if (ASKS_VAT.test(question) && !ASKS_TOTAL.test(question))
      return {
        value: vat,
        say: (format) =>
          `De ${format(amount)} con el IVA incluido (${note}), ${format(vat)} son de IVA y ${format(base)} de base.`,
      };
    return undefined;
  }
  if (!net) return undefined;
  const vat = (amount * rate) / 100;
  if (ASKS_TOTAL.test(question))
    return {
      value: amount + vat,
      say: (format) =>
        `Con el IVA (${note}), ${format(amount)} de base son ${format(amount + vat)} en total (${format(vat)} de IVA).`,
    };
  if (ASKS_VAT.test(question) && !ASKS_BASE.test(question))
    return { value: vat, say: (format) => `El IVA (${note}) de ${format(amount)} de base es ${format(vat)}.` };
  return undefined;
}

/** A wish for speed beside a sum asks nothing of an app: 'házmelo rápido, que estoy en una reu', 'rapidito'. */
const ASKS_SPEED = /^(?:(?:haz|hace|di|deci|dime|calcula)\w*\s+)?(?:rapid(?:o|ito)|deprisa|ya)\b/;

/** The words the sum is asked with: '¿cuánto es el total?', '¿cuánto suma todo?', '¿y todo junto?'. */
const ASKS_WHOLE = /\btotal\b|\btodo\b|\bsuman?\b|\bjunto\b/;

/**
 * One amount named by what it pays: 'la sala son 3.200', 'el catering 4.100', 'unos 950 de música', 'la música
 * cuesta 950 €'. Up to four words name it, with no number among them.
 */
const NAMED_AMOUNT = new RegExp(
  String.raw`^(?:(?:el|la|los|las|lo|del)\s+)?(?:[a-z]+\s+){1,4}(?:(?:son|es|cuesta|cuestan|sale|salen|vale|valen|me cuesta|nos cuesta)\s+)?(?:unos?\s+)?${AMOUNT}$|^(?:unos?\s+)?${AMOUNT}\s+(?:de|del|en|para|por)\s+(?:[a-z]+\s*){1,4}$`,
);

/** How long a price lasts, in months or in days: a price a month asked a year is taken twelve times. */
const PERIODS: Record<string, { family: "month" | "day"; size: number; said: string }> = {
  dia: { family: "day", size: 1, said: "al día" },
  semana: { family: "day", size: 7, said: "a la semana" },
  mes: { family: "month", size: 1, said: "al mes" },
  trimestre: { family: "month", size: 3, said: "al trimestre" },
  semestre: { family: "month", size: 6, said: "al semestre" },
  ano: { family: "month", size: 12, said: "al año" },
};
const PERIOD = String.raw`(?:al|por|cada|a la|en un|en una)\s+(dia|semana|mes|trimestre|semestre|ano)`;

/** 'si la sala son 3.200, el catering 4.100 y la música 950': the amounts listed, or nothing. */
function readNamedAmounts(premise: string): number[] | undefined {
  const pieces = premise
    .replace(/^si\s+/, "")
    .split(/\s*,\s*|\s+y\s+|\s+mas\s+/)
    .filter((piece) => piece.length > 0);
  const amounts = pieces.map((piece) => {
    const numbers = piece.match(NUMBER_IN_TEXT) ?? [];
    return numbers.length === 1 && NAMED_AMOUNT.test(piece) ? readNumber(numbers[0] ?? "") : undefined;
  });
  if (amounts.length < 2 || amounts.some((amount) => amount === undefined)) return undefined;
  return amounts.filter((amount): amount is number => amount !== undefined);
}

/**
 * 'si la sala son 3.200, el catering 4.100 y la música 950, ¿cuánto es el total?': amounts named one by one, then
 * their total asked.
 */
function readNamedSum(premise: string, question: string): Computation | undefined {
  if (!ASKS_WHOLE.test(question)) return undefined;
  const amounts = readNamedAmounts(premise);
  if (!amounts) return undefined;
  const value = amounts.reduce((total, amount) => total + amount, 0);
  return { value, say: (format) => `${amounts.map(format).join(" + ")} = ${format(value)}.` };
}

/**
 * '40 licencias a 19 € al mes, ¿cuánto sale al año?', 'son 12 personas a 35 € cada una, ¿cuánto es en total?': so many
 * things at a price each, and what they come to, over another period if the question names one.
 */
function readPricedCount(premise: string, question: string): Computation | undefined {
  const match = new RegExp(
    String.raw`^(?:(?:si\s+)?(?:son|tengo|tenemos|compro|compramos|pago|pagamos|contratamos|contrato)\s+)?${NUMBER}\s+(?:[a-z]+\s+){1,3}?(?:a|por)\s+${AMOUNT}(?:\s+(?:cada una?|la unidad|por cabeza|por persona|por usuario|por licencia))?(?:\s+${PERIOD})?$`,
  ).exec(premise.replace(/^si\s+/, ""));
  if (!match) return undefined;
  const asked = new RegExp(`${PERIOD}|\\ben total\\b|\\btotal\\b`).exec(question);
  if (!asked) return undefined;
  const count = readNumber(match[1] ?? "");
  const price = readNumber(match[2] ?? "");
  const per = PERIODS[match[3] ?? ""];
  const wanted = PERIODS[asked[1] ?? ""];
  const subtotal = count * price;
  if (!per || !wanted || per === wanted)
    return {
      value: subtotal,
      say: (format) =>
        `${formatSpanishNumber(count, false)} × ${format(price)} = ${format(subtotal)}${per ? ` ${per.said}` : ""}.`,
    };
  if (per.family !== wanted.family) return undefined;
  const times = wanted.size / per.size;
  const value = subtotal * times;
  return {
    value,
    say: (format) =>
      `${formatSpanishNumber(count, false)} × ${format(price)} = ${format(subtotal)} ${per.said}; ${wanted.said}, ${format(subtotal)} × ${formatSpanishNumber(times, false)} = ${format(value)}.`,
  };
}

/**
 * A sum whose figures are said first and asked after: the question is the last clause asking something with no number
 * of its own, and what follows it only asks for speed or is an aside `isAside` lets through ('házmelo rápido, que
 * estoy en una reu').
 */
function readStatedFigures(folded: string, isAside: AsideCheck): Computation | undefined {
  const clauses = splitClauses(folded);
  const at = clauses.findLastIndex((clause) => !/\d/.test(clause) && ASKS_OF_STATED.test(clause));
  const question = clauses[at];
  if (at < 1 || !question) return undefined;
  const asides = (clause: string) => !/\d/.test(clause) && (ASKS_SPEED.test(clause) || isAside(clause));
  if (!clauses.slice(at + 1).every(asides)) return undefined;
  // A lead-in with no number before the figures ('una cuenta rápida:') is an aside too.
  const figures = clauses.slice(0, at);
  const first = figures.findIndex((clause) => /\d/.test(clause));
  if (first < 0 || !figures.slice(0, first).every(asides)) return undefined;
  const premise = figures.slice(first).join(", ");
  return readNamedSum(premise, question) ?? readPricedCount(premise, question);
}

/** In this order: the named shapes before the bare expression, so '100 menos el 15 %' is a discount. */
const SHAPE_READERS: readonly ShapeReader[] = [
  readPercentOf,
  readVatOf,
  readWithVat,
  readWithoutVat,
  readPercentChange,
  readFraction,
  readListSum,
  readOperationOrder,
  readExpression,
];

/** The folded clause with its asking words and closing fillers taken off, and small numbers said in words as digits. */
function readBody(clause: string): string {
  const spaced = clause
    .replace(/por ?ciento/g, "%")
    .replace(/\s*%/g, " %")
    .replace(NUMBER_WORD, (word) => String(ARITHMETIC_NUMBER_WORDS[word]))
    .replace(/\s+/g, " ")
    .trim();
  return spaced
    .replace(new RegExp(`${OPENER}${FRAME}`), "")
    .replace(new RegExp(CLOSER), "")
    .replace(/\s+%/g, " %")
    .trim();
}

/**
 * The message cut where a sentence or an aside ends: '?', '!', ';', ':', a full stop, and a comma followed by words
 * (a comma before a digit lists numbers: 'suma 120, 340 y 85').
 */
function splitClauses(folded: string): string[] {
  return folded
    .split(/[?!;:\n]+|\.(?=\s|$)|,(?=\s+[^\d\s])/)
    .map((clause) => clause.replace(/[¿¡«»"“”()']/g, " ").trim())
    .filter((clause) => clause.length > 0);
}

/** Whether a clause that computes nothing may stand beside the sum: here, one with no number at all. */
export type AsideCheck = (clause: string) => boolean;

/**
 * The answer to an arithmetic question whose numbers are all in the message, in Spanish number format; undefined for
 * anything else. Every clause must either compute or be an aside with no number that `isAside` lets through (the
 * planner lets only those that ask nothing of an app: 'es para un presupuesto, solo dame el número').
 */
export function answerArithmeticQuestion(text: string, isAside: AsideCheck = () => true): string | undefined {
  const folded = foldCharacters(text).replace(/[−–]/g, "-");
  // Money is involved when the message speaks of it: euros, VAT, a price, a discount.
  const money = /€|\beuros?\b|\biva\b|\bprecio\b|\bdescuento\b|\bimporte\b/.test(folded);
  const format = (value: number) => formatSpanishNumber(value, money);
  const stated = readStatedVatQuestion(folded) ?? readStatedFigures(folded, isAside);
  if (stated) return stated.say(format);
  const clauses = splitClauses(folded).map((clause) => {
    const body = readBody(clause);
    const computation = SHAPE_READERS.reduce<Computation | undefined>((found, read) => found ?? read(body), undefined);
    return { clause, computation: computation && Number.isFinite(computation.value) ? computation : undefined };
  });
  // The asides are weighed only once something computes: most messages hold no sum, and weighing costs a parse.
  if (!clauses.some(({ computation }) => computation)) return undefined;
  const answers: string[] = [];
  let previous: Computation | undefined;
  for (const { clause, computation: own } of clauses) {
    const computation = own ?? readAfterPart(clause, previous);
    if (computation) answers.push(computation.say(format));
    else if (/\d/.test(clause) || !isAside(clause)) return undefined;
    previous = computation;
  }
  return answers.length > 0 ? answers.join("\n") : undefined;
}
