/** A greeting that opens a request, with 'shifu' or '¿qué tal?' after it: '¡Buenas!', 'hola shifu, ¿qué tal?', 'oye,'. */
const OPENING_GREETING =
  /^[\s¡!¿]*(?:hola+|holi+s?|buenas(?:\s+(?:tardes|noches))?|buenos\s+d[ií]as|buen\s+d[ií]a|hey|ey|oye|oiga|saludos|hello|hi)(?:\s+shifu)?[\s!¡,.:;]*(?:(?:¿\s*)?(?:qu[eé]\s+tal|c[oó]mo\s+est[aá]s)(?:\s+shifu)?[\s?!,.]+)?/iu;

/** 'parce, de todo lo que tengo abierto…', 'tío, ¿qué tengo hoy?': what the person calls Shifu, which asks nothing. */
const CALLED_WITH_COMMA =
  /^[\s¡!¿]*(?:parce|parcero|parcera|colega|bro|crack|che|wey|g[uü]ey|t[ií]o|t[ií]a|jefe|jefa)\s*[,!]+\s*/iu;
const CALLED = /^[\s¡!¿]*(?:parce|parcero|parcera|colega|bro|crack|che|wey|g[uü]ey|t[ií]o|t[ií]a|jefe|jefa)[\s,!]+/iu;

/**
 * 'me dices si…', '¿sabes si…?', 'dime si…', 'fíjate si…', 'mira a ver si…', 'comprueba si…': a yes-or-no question
 * asked politely, or a check asked for, which is the question after 'si'; the verb of looking is no word to look for.
 */
const ASKS_IF =
  /^[\s¿]*(?:me\s+)?(?:dices|dirias|dirías|puedes\s+decirme|podr[ií]as\s+decirme|dime|sabes|sabr[ií]as(?:\s+decirme)?|f[ií]j(?:ate|ese)|fijat[eé]|mira(?:me)?(?:\s+a\s+ver)?|a\s+ver|comprueba(?:me)?|chequea(?:me)?|cheque[aá])\s+si\s+/iu;

/**
 * 'dime cuántos sin leer tengo', '¿me dices qué tengo mañana?', '¿sabes quién lleva la feria?': telling or knowing, before
 * a question word, asks that question; the verb is no request of its own and no word to look for. 'sabes que…' with no
 * accent tells something ('¿sabes que mañana no vengo?'), so only 'sabes qué' asks.
 */
const TELLS_WHAT =
  /^[\s¿]*(?:(?:me\s+)?(?:dices|dirias|dirías|puedes\s+decirme|podr[ií]as\s+decirme|dime|d[ií]game)\s+(?=(?:qu[eé]|cu[aá]nt[oa]s?|cu[aá]ndo|d[oó]nde|qui[eé]n(?:es)?|cu[aá]l(?:es)?)\s)|(?:sabes|sabr[ií]as(?:\s+decirme)?)\s+(?=(?:qué|cu[aá]nt[oa]s?|cu[aá]ndo|d[oó]nde|qui[eé]n(?:es)?|cu[aá]l(?:es)?)\s))/iu;

/**
 * The request without the courtesy that opens it: '¡buenas! me dices si tengo algo sin leer de laura' asks 'tengo
 * algo sin leer de laura'. A greeting alone stays a greeting.
 */
export function dropOpeningCourtesy(text: string): string {
  const greeted = text.replace(OPENING_GREETING, "");
  // After a greeting the name the person is called needs no comma ('oye tío, cuánto…', 'oye tío cuánto…').
  const called = greeted.replace(greeted === text ? CALLED_WITH_COMMA : CALLED, "");
  const asked = called.replace(ASKS_IF, "").replace(TELLS_WHAT, "");
  return asked.trim().split(/\s+/).length >= 2 ? asked : text;
}
