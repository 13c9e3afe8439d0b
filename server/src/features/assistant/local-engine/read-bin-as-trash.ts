/**
 * 'manda a la basura la publi', 'échalo al cubo', 'manda a eliminados la oferta' (Outlook's 'Elementos eliminados'):
 * the bin people name is the trash ('la papelera'), which the rules
 * know. Only after 'a' or 'en', where it is where something goes, not a word of what it is about.
 */
const BIN =
  /\b(a|en)\s+(?:la\s+basura|el\s+cubo(?:\s+de\s+la\s+basura)?|(?:la\s+carpeta\s+(?:de\s+)?)?(?:(?:los\s+)?elementos\s+)?(?:eliminados|borrados))\b|\bal\s+cubo(?:\s+de\s+la\s+basura)?\b/giu;

/** The request with the bin said as the trash; any other request as it was. */
export function readBinAsTrash(text: string): string {
  return text.replace(BIN, (_, preposition: string | undefined) => `${preposition ?? "a"} la papelera`);
}
