/**
 * 'lo tendría que poner la política esa', 'tiene que venir en el briefing', 'eso lo dice el acta': where the answer is,
 * said after the question.
 */
const SOURCE_REMARK =
  /\?\s*(?:(?:eso|esto)\s+)?(?:lo\s+)?(?:(?:tendr[ií]a|deber[ií]a|debe|tiene|ha)\s+(?:de\s+|que\s+|q\s+)?)?(?:poner|pone|decir|dice|estar|est[aá]|venir|viene)\s+(?:en\s+)?((?:el|la|los|las)\s+[^?.!]+?)[\s.!]*$/iu;

/**
 * '¿cuánto nos pagan de la conexión? lo tendría que poner la política esa': the thing said after a question to hold
 * its answer is where it is read, as if asked '¿… según la política esa?'.
 */
export function readSourceRemark(text: string): string {
  const remark = SOURCE_REMARK.exec(text);
  if (!remark?.[1]) return text;
  return `${text.slice(0, remark.index)} según ${remark[1]}?`;
}
