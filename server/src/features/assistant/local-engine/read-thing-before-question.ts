import { foldCharacters } from "./normalize-text";

/** Things written down whose text answers questions: minutes, briefs, policies, presentations, sheets. */
const WRITTEN =
  "acta|actas|minuta|minutas|informe|informes|documento|doc|archivo|fichero|pdf|presentacion|contrato|propuesta|presupuesto|manual|politica|hoja|excel|plantilla|guia|procedimiento|protocolo|briefing|brief|dossier|memoria|pagina";

/** How a question opens: 'qué', 'cuánto', 'antes de qué día', 'por cuántos meses'. */
const ASKING = String.raw`(?:que|q|cual|cuales|cuanto|cuanta|cuantos|cuantas|cuando|donde|quien|quienes|como|xq|pq|hasta\s+cuando|para\s+cuando|antes\s+de\s+(?:que|q)|(?:a|de|en|por|para|con)\s+(?:que|q|cuanto|cuanta|cuantos|cuantas|quien))\b`;

const THING_FIRST = new RegExp(
  String.raw`^\s*(?:(?:y|oye|pues|a\s+ver)[\s,]+)?en\s+((?:el|la|los|las|mi|nuestra|nuestro)\s+(?:${WRITTEN})\b[^?¿,]*?)[\s,]*¿?\s*(${ASKING}[^?]*)`,
  "u",
);

/**
 * 'en el acta del comité ¿qué quedó pendiente pa Laura?', 'en el briefing de la campaña de Navidad, ¿qué descuento
 * ofrecemos?': a written thing named before a question is where its answer is, read as '¿… según el acta del
 * comité?', so the thing is what is looked for and the question only picks its sentences.
 */
export function readThingBeforeQuestion(text: string): string {
  const match = THING_FIRST.exec(foldCharacters(text));
  const [whole, thing, question] = match ?? [];
  if (!match || !whole || !thing || !question) return text;
  const thingStart = match.index + whole.indexOf(thing, whole.indexOf("en"));
  const questionStart = match.index + whole.length - question.length;
  const asked = text.slice(questionStart, questionStart + question.length).trimEnd();
  const named = text.slice(thingStart, thingStart + thing.length).trim();
  return `${asked} según ${named}${text.slice(match.index + whole.length).replace(/^\s*(?!\?)/, "?")}`;
}
