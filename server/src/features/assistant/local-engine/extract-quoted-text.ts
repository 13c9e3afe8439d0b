/** A quoted stretch of the request and where it sits, quotes included. */
export type QuotedText = { value: string; start: number; end: number };

const QUOTE_PATTERNS = [/«([^»]+)»/, /“([^”]+)”/, /"([^"]+)"/, /‘([^’]+)’/, /(?<=^|[\s:(])'([^']+)'(?=$|[\s.,;:!?)])/];

/** The first title in «», “”, "", ‘’ or '' quotes: 'borra el correo «Oferta de verano»' → 'Oferta de verano'. */
export function extractQuotedText(text: string): QuotedText | undefined {
  let first: QuotedText | undefined;
  for (const pattern of QUOTE_PATTERNS) {
    const match = pattern.exec(text);
    const value = match?.[1]?.trim();
    if (!match || !value) continue;
    if (!first || match.index < first.start) first = { value, start: match.index, end: match.index + match[0].length };
  }
  return first;
}
