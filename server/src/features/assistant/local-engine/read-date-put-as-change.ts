/** 'ponle fecha', 'pónle de fecha', 'ponle la fecha límite': putting a due date on a thing. */
const PUT_DATE =
  "p[oó]n(?:le|ele|la|ela|lo|elo)?\\s+(?:(?:la|de|una)\\s+)?fecha(?:\\s+(?:de\\s+vencimiento|de\\s+entrega|l[ií]mite))?";

/** The day that follows, with the word that led to it: '15 de diciembre', 'el viernes', 'para el lunes', 'al 18'. */
const DAY = "(?:(para|al|a|el|para\\s+el)\\s+)?(\\S.*?)";

/** A thing named by what it is of: 'la de ordenar los contratos', 'la tarea del inventario', 'lo de Levante'. */
const THING = "(?:el|la|lo|los|las)\\s+(?:tarea\\s+|pendiente\\s+)?(?:de|del)\\s+.+?";

/** 'la de ordenar los contratos ponle fecha 15 de diciembre', 'a la del inventario ponle fecha el lunes'. */
const THING_FIRST = new RegExp(`^(\\s*)(?:a\\s+)?(${THING})\\s*,?\\s+${PUT_DATE}\\s+${DAY}\\s*$`, "iu");

/** 'ponle fecha 15 de diciembre a la de ordenar los contratos'. */
const THING_LAST = new RegExp(`^(\\s*)${PUT_DATE}\\s+${DAY}\\s+a\\s+(${THING})\\s*$`, "iu");

/** The day as the rules read a new due day: 'para el 15 de diciembre', 'al viernes', 'para mañana'. */
function sayDay(lead: string | undefined, day: string): string {
  const led = (lead ?? "").toLowerCase().replace(/\s+/g, " ");
  if (led === "al") return `al ${day}`;
  if (led === "el" || led === "para el") return `para el ${day}`;
  return /^\d/.test(day) ? `para el ${day}` : `para ${day}`;
}

/**
 * 'la de ordenar los contratos escaneados ponle fecha 15 de diciembre', 'ponle fecha el viernes a la del inventario':
 * putting a date on a thing named as one that exists is changing its due day, which the rules read from 'cambia la
 * fecha de … para …'. Without a thing named ('crea la tarea y ponle fecha el viernes') it is the new thing's date and
 * stays as said.
 */
export function readDatePutAsChange(text: string): string {
  const first = THING_FIRST.exec(text);
  if (first) return `${first[1]}cambia la fecha de ${first[2]} ${sayDay(first[3], first[4] ?? "")}`;
  const last = THING_LAST.exec(text);
  if (last) return `${last[1]}cambia la fecha de ${last[4]} ${sayDay(last[2], last[3] ?? "")}`;
  return text;
}
