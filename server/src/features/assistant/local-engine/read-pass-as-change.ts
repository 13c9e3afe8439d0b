/** 'pasa el comité a las 11', 'pásame la demo para las 9': 'pasar' a thing to an hour of the day. */
const PASSED_TO_HOUR =
  /^(\s*(?:(?:porfa|porfi|por favor|oye)[\s,]+)?)p[aá]sa(?:me|lo|la)?\b(?=\s+(?:el|la|los|las|lo)\s.*?\b(?:a|para)\s+las?\s+\d)/iu;

/**
 * 'pasar' is a verb of many meanings ('¿qué pasa en ventas?', 'pásame el enlace'); moved to an hour it can only be
 * changing when a meeting is, so it is read as 'cambia', which the rules know for meetings and series.
 */
export function readPassAsChange(text: string): string {
  return text.replace(PASSED_TO_HOUR, "$1cambia");
}

/**
 * 'pásala a la lista Clientes', 'pasa la demo al tablero de Campañas', 'pasa la tarea al proyecto Clientes 2026': a
 * task passed to a list, board, column or project is moved there, which the rules read from 'muévela'.
 */
const PASSED_TO_LIST =
  /\bp[aá]s(a|ala|alo|alas|alos|ame|amela|amelo)\b(?=[^.?!;]*?\b(?:a|al|en)\s+(?:la\s+)?(?:lista|tablero|columna|secci[oó]n|proyecto)\b)/iu;

const MOVED = {
  a: "mueve",
  ala: "muévela",
  alo: "muévelo",
  alas: "muévelas",
  alos: "muévelos",
  ame: "mueve",
  amela: "muévela",
  amelo: "muévelo",
  amelas: "muévelas",
  amelos: "muévelos",
} as const;

export function readPassToListAsMove(text: string): string {
  return text.replace(
    PASSED_TO_LIST,
    (_match, ending: keyof typeof MOVED) => MOVED[ending.toLowerCase() as keyof typeof MOVED] ?? "mueve",
  );
}

/**
 * A day a thing is put off to: 'al viernes', 'a mañana', 'para la semana que viene', 'a finales de mes', 'al 15', 'a
 * dentro de 4 días'.
 * Accents are optional, so the pattern serves folded text too.
 */
export const TO_A_DAY_SOURCE =
  "(?:a|al|para)\\s+(?:el\\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|pasado\\s+ma[nñ]ana|la\\s+(?:semana\\s+que\\s+viene|pr[oó]xima\\s+semana|otra\\s+semana)|finales?\\s+de|principios\\s+de|dentro\\s+de|\\d)";

/**
 * 'pásalo a mañana', 'pásala al viernes', 'pásalos para el lunes', 'pásamelo a mañana': a thing pointed back at, handed
 * on to a day.
 */
const PASSED_TO_DAY = new RegExp(
  `\\bp[aá]s(alo|ala|alos|alas|amelo|amela|amelos|amelas)\\b(?=\\s+${TO_A_DAY_SOURCE})`,
  "iu",
);

/**
 * 'pásalo a mañana que hoy no llego': with nothing else to say what it is, 'pasar' a thing to a day is moving it in
 * time, which the rules read from 'muévelo' (a task is rescheduled, a meeting moved).
 */
export function readPassToDayAsMove(text: string): string {
  return text.replace(
    PASSED_TO_DAY,
    (_match, ending: string) => MOVED[ending.toLowerCase() as keyof typeof MOVED] ?? "mueve",
  );
}
