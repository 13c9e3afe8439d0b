import { findServiceByKey } from "@shifu/contract";
import { isStatement } from "./drop-context-before-order";
import { foldCharacters } from "./normalize-text";
import { opensMessage } from "./opens-message";
import { opensWithVerb } from "./split-requests";

/** Where the story gives way to the order: the last comma before an order that opens with its verb. */
const COMMA = /,\s*/gu;

/** Whom the story says the person spoke or agreed with: 'hablé con marta la de rrhh', 'quedé con Pablo Ruiz'. */
const SPOKE_WITH =
  /\b(?:habl[eé]|hablamos|qued[eé]|quedamos|estuve|me\s+reun[ií]|coincid[ií])\s+con\s+([\p{L}'-]+(?:\s+(?!(?:la|el|los|las|de|del|y|e|que|q|en|por|ayer|hoy)\b)\p{Lu}[\p{L}'-]+)?)/iu;

/** Who asked or told the person something, opening the story: 'Laura me pidió por Slack…', 'Pedro me dijo que…'. */
const TOLD_BY =
  /^([\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+me\s+(?:pidi[oó]|pregunt[oó]|dijo|escribi[oó]|coment[oó]|mand[oó]|reclam[oó]|record[oó]|ha\s+(?:pedido|preguntado|dicho|escrito|comentado|mandado))(?!\p{L})/iu;
/** Words that open a story and are no one: 'ayer me pidió…', 'alguien me dijo…'. */
const NO_ONE = /^(?:ayer|hoy|antes|anoche|alguien|nadie|ya|tambien|también|esta|este|el|la|que|q|se|no)$/iu;

/** The app the story happened in: 'me pidió por Slack', 'me escribió por el Teams'. */
const BY_APP = /\bpor\s+(?:el\s+)?(\p{L}+)/giu;

/** An order said to Shifu in the second person with 'le' before it: 'le escribes por privado que…'. */
const TO_THEM_ASKED = /^((?:le|les)\s+\p{L}+)(?!\s+(?:a|al)\s)(?=\s)/iu;

/** The app of the story, when one is named by 'por' and the order names none. */
function readStoryApp(story: string, order: string): string | undefined {
  const named = (words: string) =>
    [...words.matchAll(BY_APP)].map((found) => found[1] ?? "").find((word) => findServiceByKey(foldCharacters(word)));
  return named(order) ? undefined : named(story);
}

/** The order with the story's app said right before its message opens ('…por privado por Slack q se lo paso'). */
function sayAppBeforeMessage(order: string, app: string | undefined): string {
  if (!app) return order;
  const words = [...order.matchAll(/\S+/gu)];
  const opener = words.slice(1).find((word) => opensMessage(foldCharacters(word[0]).toLowerCase()));
  if (opener?.index === undefined) return order;
  return `${order.slice(0, opener.index)}por ${app} ${order.slice(opener.index)}`;
}

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
    // 'le escribes por privado q…': the verb may come after 'le'.
    const verbAt = /^(?:le|les)$/.test(words[0] ?? "") ? 1 : 0;
    if (!opensWithVerb(words[verbAt] ?? "") || !words.slice(verbAt + 1, verbAt + 4).some(opensMessage)) continue;
    const story = text.slice(0, comma.index).trim();
    if (!isStatement(story) || story.split(/\s+/).length < 4) return text;
    const told = TOLD_BY.exec(story)?.[1];
    const person = SPOKE_WITH.exec(story)?.[1] ?? (told && !NO_ONE.test(told) ? told : undefined);
    const channel = IN_CHANNEL.exec(story)?.[1];
    if (channel && !NAMES_CHANNEL.test(order)) return order.replace(/^(\S+)/, `$1 en ${channel}`);
    const app = readStoryApp(story, order);
    if (person && TO_THEM.test(order)) return sayAppBeforeMessage(order.replace(TO_THEM, `$1 a ${person}`), app);
    if (person && TO_THEM_ASKED.test(order))
      return sayAppBeforeMessage(order.replace(TO_THEM_ASKED, `$1 a ${person}`), app);
    return text;
  }
  return text;
}
