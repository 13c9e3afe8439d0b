import { ALL_VERB_FORMS } from "./intent-vocabulary";
import { foldCharacters } from "./normalize-text";

/**
 * '…, ¿me lo buscas?', '…, ¿me las enseñas?', '…, ¿puedes buscarlo?': the request said last, short, pointing back with
 * 'lo' at what the sentence before described.
 */
const REQUEST_SAID_LAST =
  /[\s,.;:]+¿?\s*(?:(?:me|nos)\s+)?(?:(?:lo|la|los|las)\s+(\p{L}+)|(?:puedes|podr[ií]as|podes)\s+(\p{L}+?)(?:me|nos)?(?:lo|la|los|las))\s*[?!.]*\s*$/iu;

/**
 * What people say around what they want, which names nothing to look for: an apology for asking, 'es que', not
 * finding it anywhere, wanting to be clear about it, what it is needed for.
 */
const SAID_AROUND = [
  /^\s*antes\s+de\s+(?:la|mi|el)\s+.+?(?:,\s*|\s+(?=quer[ií]a\b|quiero\b|necesito\b|me\s+gustar[ií]a\b))/iu,
  /\b(?:perdona|perdone|disculpa|disculpe|siento)(?:\s+(?:que\s+te\s+moleste|la\s+molestia|molestarte|el\s+lio|el\s+lío))?(?:\s+otra\s+vez|\s+de\s+nuevo)?[\s,.]*/giu,
  /\bes\s+que\s+/giu,
  /\bno\s+(?:encuentro|veo|localizo|doy\s+con)\s+/giu,
  /\s*\bpor\s+ning[uú]n\s+(?:lado|sitio)|\s*\bpor\s+ninguna\s+parte/giu,
  /\b(?:quer[ií]a|quiero|necesito|me\s+gustar[ií]a)\s+(?:tener\s+claro|saber|ver)\s+/giu,
];

/**
 * 'perdona que te moleste, es que no encuentro el informe trimestral por ningún lado, ¿me lo buscas?' asks to look
 * for the informe trimestral; 'antes de la reunión quería tener claro qué me queda pendiente en Asana, ¿me lo listas?'
 * asks what is pending. The verb said last goes before what it points at; a question said before stays the request.
 * A request with nothing said around it ('el pdf de Levante, ¿lo borras?') is left to the rules as it is.
 */
export function readRequestAfterContext(text: string): string {
  const match = REQUEST_SAID_LAST.exec(text);
  const verb = match?.[1] ?? match?.[2];
  if (!match || !verb || !ALL_VERB_FORMS.has(foldCharacters(verb))) return text;
  const context = text.slice(0, match.index);
  const described = SAID_AROUND.reduce((said, around) => said.replace(around, ""), context)
    .replace(/^[\s,.;:]+|[\s,.;:]+$/g, "")
    .trim();
  // Only a request said after words around it is read anew: 'el de Iberia, ¿lo archivas?' is read as it is.
  if (described === context.trim() || described.split(/\s+/).length < 2) return text;
  const asks = /^¿?\s*(?:qu[eé]|cu[aá]nt[oa]s?|cu[aá]l(?:es)?|d[oó]nde|qui[eé]n(?:es)?|cu[aá]ndo)(?=[\s?]|$)/iu.test(
    described,
  );
  return asks ? described : `${verb} ${described}`;
}
