import { holdsMessageOpener } from "./opens-message";

/**
 * ', q si no luego no lo encuentro', ', que si no se me olvida', ', que luego no lo encuentro': what would happen
 * otherwise, said after an order. It is why, never what: no word of the thing, a day or a place.
 */
const OTHERWISE =
  /(?:\s*,\s*(?:(?:que|q|porque|pq|xq)\s+)?|\s+(?:que|q|porque|pq|xq)\s+)(?:si\s+no\b|sino\s+(?=luego|despu[eé]s|se\s+me|me\s|no\s)|(?:luego|despu[eé]s)\s+no\s+(?:l[oa]s?\s+)?(?:encuentro|veo|localizo|s[eé](?![\p{L}])|me\s+acuerdo)).*$/iu;

/**
 * ', si no existe créala', 'y si no la hay, la creas', 'si no está, créalo': making the label, list or folder when it
 * is missing, which putting a thing there does already.
 */
const IF_MISSING =
  /\s*[,.;]?\s*(?:y\s+)?si\s+(?:no\s+(?:existe|existiera|est[aá]|estuviera|(?:la|lo)\s+(?:hay|tienes|encuentras|ves))|todav[ií]a\s+no\s+existe)\b\s*,?\s*(?:(?:pues|entonces)\s+)?(?:cr[eé]a(?:la|lo|las|los)?|(?:la|lo)\s+creas|haz(?:la|lo)|a[nñ][aá]de(?:la|lo))\b[\s.!]*$/iu;

/**
 * 'el de Endesa mételo en Proveedores, q si no luego no lo encuentro nunca': the order alone; any other request, and
 * a message that says it ('dile a Pedro que lo mande, que si no llegamos tarde'), as it was. 'si no existe créala'
 * after an order always goes: putting a thing under a label that is missing makes it.
 */
export function dropOtherwiseAfterOrder(text: string): string {
  const missing = IF_MISSING.exec(text);
  if (missing) return text.slice(0, missing.index);
  const otherwise = OTHERWISE.exec(text);
  if (!otherwise) return text;
  const before = text.slice(0, otherwise.index);
  return holdsMessageOpener(before) ? text : before;
}
