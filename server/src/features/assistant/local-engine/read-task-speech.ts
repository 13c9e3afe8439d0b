import { GIVEN_AS_DONE } from "./gives-as-done";

/**
 * '¿qué me toca (hacer) hoy?', '¿qué nos toca esta semana?': what is one's own to do, asked as a turn; 'le toca a X'
 * and '¿a quién le toca…?' are someone else's (see `readWhoseTurn`).
 */
const MY_TURN = /^([¿\s]*)(?:y\s+|oye\s+)?qu[eé]\s+(?:me|nos)\s+(?:toca|tocan)(?:\s+hacer)?(?=[\s?]|$)/iu;

/**
 * 'cuántas tareas quedan por hacer en…', 'qué cosas me faltan por terminar': tasks still open, said as what is left;
 * 'qué me queda por hacer en la lista…' asks a checklist page what is left, and keeps its words.
 */
const LEFT_TO_DO =
  /\b(tareas|cosas|elementos)\s+(?:me\s+|nos\s+|te\s+)?(?:queda|quedan|falta|faltan)\s+por\s+(?:hacer|terminar|acabar)\b/giu;

/**
 * '¿me pones como hecha la de las facturas?', 'ponla como terminada', 'déjala como completada': a task put down as
 * done is ticked off, never a new task called 'como hecha…'.
 */
const PUT_AS_DONE =
  /\b(?:me\s+)?(?:pon|pones|ponme|ponla|ponlo|ponga|deja|dejas|dejala|dejalo|déjala|déjalo)\s+(?=como\s+(?:hech|echa|echo|terminad|completad|acabad|finalizad|cerrad|resuelt))/giu;

/**
 * 'se me ha pasado la fecha de algo', 'se me han pasado los plazos de alguna tarea': the date gone by is the
 * overdue filter's own wording ('se me ha pasado algo de fecha'), not a word to look for.
 */
const DATE_GONE_BY =
  /\bse\s+me\s+(ha|han)\s+pasado\s+(?:la\s+fecha|el\s+plazo|las\s+fechas|los\s+plazos)\s+de\s+(algo|alguna|alguno|algunas|algunos|nada)\b/giu;

/**
 * 'cambia la fecha de lo de los proveedores': the date of 'lo de' is a task's due date, said as 'la fecha de la
 * tarea de…', which the task rules read.
 */
const DATE_OF_THING =
  /\b((?:cambi|modific|muev|mov)\p{L}*\s+(?:la\s+fecha(?:\s+l[ií]mite|\s+de\s+entrega)?|el\s+plazo|el\s+vencimiento)\s+de)\s+(?:lo|la)\s+de(l?)\b/giu;

/**
 * 'cambia la fecha de la presentación al lunes', 'mueve la fecha límite del informe al 20': the date is what changes,
 * not a word of the thing's name, so it reads as changing the thing ('cambia la presentación al lunes').
 */
const DATE_OF_NAMED_THING =
  /\b((?:cambi|modific|muev|mov|actualiz|corrig)\p{L}*)\s+(?:la\s+fecha(?:\s+l[ií]mite|\s+de\s+(?:entrega|vencimiento))?|el\s+plazo|el\s+vencimiento)\s+(?:de\s+(?=(?:la|el|las|los)\s)(?!la\s+tarea\b)|d(?=el\s))/giu;

/**
 * 'crea una tarea en Clientes para llamar a Levante', 'añade en Eventos un elemento para confirmar el catering':
 * where a new task goes is said before what it is for; said with a colon ('crea una tarea en Clientes: llamar a
 * Levante') the rules take both. What follows 'para' must be an infinitive, so 'para el jueves' stays a due day.
 */
const PLACE_THEN_PURPOSE =
  /\b((?:crea|creame|créame|añade|anade|añademe|agrega|mete|apunta|apuntame|apúntame|pon|ponme|haz|hazme)\s+)(?:(una?\s+(?:nueva\s+)?(?:tarea|elemento|item|ítem|pendiente))\s+en\s+((?:(?!\s(?:para|una?)\s)[^,:;.?])+?)|en\s+((?:(?!\s(?:para|una?)\s)[^,:;.?])+?)\s+(una?\s+(?:nueva\s+)?(?:tarea|elemento|item|ítem|pendiente)))\s+para\s+(?=\p{L}+(?:ar|er|ir)(?:le|les|lo|la|los|las|se|me)?\s)/iu;

function readPlaceThenPurpose(text: string): string {
  return text.replace(
    PLACE_THEN_PURPOSE,
    (_match, verb: string, kindFirst?: string, placeAfter?: string, placeFirst?: string, kindAfter?: string) =>
      `${verb}${kindFirst ?? kindAfter} en ${placeAfter ?? placeFirst}: `,
  );
}

/**
 * '¿quién tiene la tarea de traducir la web?': asked of 'la tarea de…', who has it is asked as of 'lo de…', which is
 * looked for among everyone's tasks, not listed among one's own.
 */
const WHO_HAS_TASK =
  /^([¿\s]*(?:y\s+|oye\s+)?qui[eé]n(?:es)?\s+(?:lleva|llevan|tiene|tienen|se\s+encarga\s+de|se\s+ocupa\s+de|es\s+(?:el|la)\s+responsable\s+de)\s+)(?:la|las)\s+tareas?\s+de(l?)\s+/iu;

/**
 * 'créame una tarea para mañana que sea llamar al gestor': what follows 'que sea' is the new task's name, as after a
 * colon; 'que sea urgente' names none (no infinitive follows).
 */
const NAMED_AS_BEING =
  /\b((?:tarea|elemento|item|ítem|pendiente)(?:\s+(?:para|en)\s+(?:(?!\sque\s)[^,:;.?])+?)?)\s+que\s+sea\s+(?=\p{L}+(?:ar|er|ir)(?:le|les|lo|la|los|las|se|me)?\s)/iu;

/**
 * 'la de traducir la web, que la haga Lucía', 'que se encargue Lucía de lo de los banners': a task given to someone by
 * saying who should do it is assigned to them.
 */
const LET_THEM_DO =
  /^(.+?)[\s,]+que\s+(?:la|lo|las|los)\s+(?:haga|lleve|hagan|lleven)\s+(\p{L}+(?:\s+\p{Lu}\p{L}+)?)[\s.!?]*$/iu;
const LET_THEM_TAKE =
  /^[¿\s]*que\s+se\s+(?:encargue|ocupe|haga\s+cargo)\s+(\p{L}+(?:\s+\p{Lu}\p{L}+)?)\s+de\s+(.+?)[\s.!?]*$/iu;

/**
 * 'créale una tarea a Lucía para revisar las traducciones', 'ponle un pendiente a Pedro de llamar al gestor': a task
 * made for someone is made and assigned to them.
 */
const TASK_FOR_THEM =
  /^([¿\s]*)(?:cr[eé]ale|cr[eé]ales|ponle|hazle|ap[uú]ntale|a[nñ][aá]dele)\s+(una\s+tarea|un\s+pendiente|una\s+tarjeta)\s+a\s+(?!(?:la|el|los|las|lista|proyecto|tablero)\b)(\p{L}+(?:\s+\p{Lu}\p{L}+)?)\s+(?:para|de)\s+(.+?)[\s.!?]*$/iu;

function readTaskForThem(text: string): string {
  return text.replace(
    TASK_FOR_THEM,
    (_said, start: string, task: string, person: string, what: string) =>
      `${start}crea ${task} para ${what}, y asígnasela a ${person}`,
  );
}

function readLetThemDo(text: string): string {
  return text
    .replace(LET_THEM_DO, (_said, task: string, person: string) => `asígnale a ${person} ${task}`)
    .replace(LET_THEM_TAKE, (_said, person: string, task: string) => `asígnale a ${person} ${task}`);
}

/** Ways people speak of their own tasks, read as the requests the task rules know. */
export function readTaskSpeech(text: string): string {
  const worded = text
    .replace(WHO_HAS_TASK, "$1lo de$2 ")
    .replace(MY_TURN, "$1qué tengo que hacer")
    .replace(LEFT_TO_DO, "$1 hay pendientes")
    .replace(PUT_AS_DONE, "marca ")
    .replace(GIVEN_AS_DONE, "marca como hecha")
    .replace(DATE_GONE_BY, "se me $1 pasado $2 de fecha")
    .replace(DATE_OF_THING, "$1 la tarea de$2")
    .replace(DATE_OF_NAMED_THING, "$1 ")
    .replace(NAMED_AS_BEING, "$1: ");
  return readLetThemDo(readTaskForThem(readPlaceThenPurpose(worded)));
}
