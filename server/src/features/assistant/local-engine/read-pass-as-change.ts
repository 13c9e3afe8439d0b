/** 'pasa el comité a las 11', 'pásame la demo para las 9': 'pasar' a thing to an hour of the day. */
const PASSED_TO_HOUR =
  /^(\s*(?:(?:porfa|porfi|por favor|oye)[\s,]+)?)p[aá]sa(?:me|lo|la)?\b(?=\s+(?:el|la|los|las|lo)\s.*?\b(?:a|para)\s+las?\s+\d)/iu;

/**
 * 'pasar' is a verb of many meanings ('¿qué pasa en ventas?', 'pásame el enlace'); moved to an hour it can only be
 * changing when a meeting is, so it is read as 'cambia', which the rules know for meetings and series.
 */
export function readPassAsChange(text: string): string {
  return text.replace(PASSED_TO_HOUR, "$1cambia");
}
