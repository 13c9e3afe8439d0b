import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";

/** What a person's address is called: 'el email', 'su correo electrónico', 'la dirección de correo'. */
const ADDRESS_WORDS =
  "(?:direccion(?:\\s+(?:de\\s+(?:correo|email|e-mail|mail)(?:\\s+electronico)?|electronica))?|correo(?:\\s+electronico)?|e-?mail|mail)";

/** Verbs and questions that ask to be given something: 'pásame', 'dame', '¿me das…?', '¿cuál es…?', 'necesito'. */
const ASKS_FOR =
  "(?:pasame|pasas|pasarme|dame|das|darme|dime|dices|decirme|cual\\s+es|cual\\s+era|necesito|tienes|tenes|sabes|apuntame|mandame|enviame)";

/** What a person's phone is called: 'el teléfono', 'su móvil', 'el número de teléfono'. */
const PHONE_WORDS = "(?:telefono|movil|celular|tlf|numero(?:\\s+de\\s+(?:telefono|movil))?)";

/** '… el <field> de <owner>' at the end of a request, after a verb or question that asks to be given it, if any. */
function buildOwnerPattern(fieldWords: string): RegExp {
  return new RegExp(
    `\\b(?:(${ASKS_FOR})\\b[^.?!]*?\\s)?(?:el|la|su|tu)\\s+(${fieldWords})\\s+de\\s+((?:(?:el|la|los|las)\\s+)?[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,3}?)(?:\\s+(?:en|por)\\s+(?:mi\\s+)?[\\p{L}-]+)?(?:\\s*,?\\s+(?:porfa|porfis|por\\s+favor|please|plis|pls|xfa|gracias))*\\s*[?.!]*\\s*$`,
    "u",
  );
}

const ADDRESS_OF = buildOwnerPattern(ADDRESS_WORDS);
const PHONE_OF = buildOwnerPattern(PHONE_WORDS);

/** Words that say when, never whose: 'dame el correo de ayer' asks for a mail. */
const WHEN =
  /^(hoy|ayer|anteayer|manana|antes|esta|este|semana|mes|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/;

/** Things known by a number of their own: 'el número de factura', 'el número de pedido' asks for no phone. */
const NUMBERED_THINGS =
  /^(factura|facturas|pedido|pedidos|cuenta|serie|referencia|seguimiento|expediente|cliente|socio|localizador|vuelo|reserva|ticket|incidencia|contrato|poliza|tarjeta|habitacion|sala|version|lote|albaran|presupuesto|proyecto|tarea|caso|orden|envio|paquete|registro|documento|identificacion|afiliacion|seguridad|asiento|puerta|plaza|oferta|licencia|matricula|dni|nif|cif|iban)$/;

/**
 * '¿cuál es el mail de Laura?', 'pásame el email de sofia navarro en Gmail', 'la dirección de correo de la tienda XYZ': the
 * name whose address is asked for, as written, or undefined. A mail or e-mail given ('dame el correo de Laura') is
 * an address only when asked for as a thing to be given and the owner is a name; 'dirección' always is one, of a
 * company too.
 */
export function readAddressOwner(text: string): string | undefined {
  return readOwner(text, ADDRESS_OF, (called) => called.startsWith("direccion"));
}

/** '¿cuál es el teléfono de Nuria Prieto?', 'dame el móvil de Javier': the name whose phone is asked for, or undefined. */
export function readPhoneOwner(text: string): string | undefined {
  return readOwner(text, PHONE_OF, () => true);
}

/** The owner `pattern` finds, as written; `alwaysAsked` says which field words ask for it without a verb of asking. */
function readOwner(text: string, pattern: RegExp, alwaysAsked: (called: string) => boolean): string | undefined {
  const folded = foldCharacters(text);
  const match = pattern.exec(folded);
  const [, asks, called = "", owner = ""] = match ?? [];
  if (!match || (!asks && !alwaysAsked(called))) return undefined;
  const words = owner.split(/\s+/);
  const article = /^(el|la|los|las)$/.test(words[0] ?? "");
  if (article && !alwaysAsked(called)) return undefined;
  const name = article ? words.slice(1) : words;
  if (name.length === 0 || name.some((word) => isStopword(word) || WHEN.test(word))) return undefined;
  if (called.startsWith("numero") && NUMBERED_THINGS.test(name[0] ?? "")) return undefined;
  const start = match.index + match[0].lastIndexOf(owner) + (article ? (words[0]?.length ?? 0) + 1 : 0);
  return text.slice(start, start + name.join(" ").length);
}
