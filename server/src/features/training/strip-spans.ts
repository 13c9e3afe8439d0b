import type { Span } from "./read-clause";

/** Words that belong to a date or a time that follows them: 'para el viernes', 'antes del día 3', 'a las 10'. */
const LEADING_CONNECTOR =
  /(?:^|\s)(?:para|antes|hasta|desde|de|del|el|la|los|las|a|al|este|esta|como muy tarde|sobre)\s*$/;

function mergeSpans(spans: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The text without the given spans (dates, times), with the connectors that introduced them. */
export function stripSpans(text: string, folded: string, spans: readonly Span[]): string {
  // From the end backwards, so the offsets of the spans still to cut hold.
  const sorted = mergeSpans(spans).reverse();
  let kept = text;
  let keptFolded = folded;
  for (const span of sorted) {
    let start = span.start;
    for (let connector = LEADING_CONNECTOR.exec(keptFolded.slice(0, start)); connector; ) {
      start = connector.index;
      connector = LEADING_CONNECTOR.exec(keptFolded.slice(0, start));
    }
    kept = `${kept.slice(0, start)} ${kept.slice(span.end)}`;
    keptFolded = `${keptFolded.slice(0, start)} ${keptFolded.slice(span.end)}`;
  }
  return kept.replace(/\s+/g, " ").trim();
}
