/** A channel named earlier in the message: '#marketing', 'en el canal de ventas'. */
const CHANNEL_NAMED = /(?:#|\bcanal\s+(?:de\s+)?#?)([\p{L}\p{N}_-]+)/giu;

/**
 * 'dile ahí mismo que…', 'ponlo allí', 'publica en ese mismo canal…': an order to write, with the place said only by
 * pointing back at it.
 */
const WRITES_THERE =
  /\b((?:di|dile|diles|decile|pon|ponle|ponlo|escribe|escribele|escríbele|publica|publícalo|publicalo|avisa|avisales|avísales|comenta|contesta|contestale|contéstale|responde|respondele|respóndele|cuentale|cuéntale|manda|mandale|mándale)\s+)(?:ah[ií](?:\s+mismo)?|all[ií](?:\s+mismo)?|en\s+(?:el\s+mismo|ese(?:\s+mismo)?)\s+canal)(?![\p{L}])/iu;

/**
 * 'Pedro pidió el ok en #marketing, ¿hasta qué hora? y dile ahí mismo que dale': 'ahí mismo' is the channel named
 * before, so the words are posted there, as 'dile en #marketing que dale' would.
 */
export function readChannelPointedBack(text: string): string {
  const there = WRITES_THERE.exec(text);
  if (!there) return text;
  const channel = [...text.slice(0, there.index).matchAll(CHANNEL_NAMED)].at(-1)?.[1];
  if (!channel) return text;
  const end = there.index + there[0].length;
  return `${text.slice(0, there.index)}${there[1]}en #${channel}${text.slice(end)}`;
}
