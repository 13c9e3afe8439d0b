import { isStatement } from "./drop-context-before-order";
import { foldCharacters } from "./normalize-text";
import { opensMessage } from "./opens-message";
import { opensWithVerb } from "./split-requests";

/** Where the story gives way to the order: the last comma before an order that opens with its verb. */
const COMMA = /,\s*/gu;

/** Whom the story says the person spoke or agreed with: 'hablé con marta la de rrhh', 'quedé con Pablo Ruiz'. */
const SPOKE_WITH =
  /\b(?:habl[eé]|hablamos|qued[eé]|quedamos|estuve|me\s+reun[ií]|coincid[ií])\s+con\s+([\p{L}'-]+(?:\s+(?!(?:la|el|los|las|de|del|y|e|que|q|en|por|ayer|hoy)\b)\p{Lu}[\p{L}'-]+)?)/iu;

/** Where the story happened, when it is a channel: 'en #random preguntaron…', 'en el canal de ventas dijeron…'. */
const IN_CHANNEL = /(?:^|\s)en\s+(#[\p{L}\d_-]+|el\s+canal\s+(?:de\s+)?[\p{L}\d_-]+)/iu;

/** An order to 'le' with no one after it ('mándale uno…', 'dile que…'), and an order naming a channel already. */
const TO_THEM = /^(\p{L}+(?:le|les))(?!\s+(?:a|al)\s)(?=\s)/iu;
const NAMES_CHANNEL = /#|\bcanal\b/iu;

/**
 * 'ayer hablé con marta la de rrhh y quedamos en que…, mándale uno diciendo q…', 'en #random preguntaron quién se
 * apuntaba a la carrera, pon q yo también me apunto': a story told before an order that says a message names whom it
 * goes to or where it is posted, and nothing else the order needs; the order is read alone, with that person or
 * channel. Only an order whose message opens within its first three words ('pon q', 'mándale uno diciendo').
 */
export function readStoryBeforeMessage(text: string): string {
  for (const comma of [...text.matchAll(COMMA)].reverse()) {
    const order = text.slice(comma.index + comma[0].length);
    const words = foldCharacters(order).toLowerCase().split(/\s+/);
    if (!opensWithVerb(words[0] ?? "") || !words.slice(1, 4).some(opensMessage)) continue;
    const story = text.slice(0, comma.index).trim();
    if (!isStatement(story) || story.split(/\s+/).length < 4) return text;
    const person = SPOKE_WITH.exec(story)?.[1];
    const channel = IN_CHANNEL.exec(story)?.[1];
    if (channel && !NAMES_CHANNEL.test(order)) return order.replace(/^(\S+)/, `$1 en ${channel}`);
    if (person && TO_THEM.test(order)) return order.replace(TO_THEM, `$1 a ${person}`);
    return text;
  }
  return text;
}
