/**
 * '¿qué documentos tenemos metidos en la carpeta de Recursos Humanos?', 'qué facturas hay guardadas en la carpeta
 * Facturas', 'q hay metido en la carpeta de…': what kind of thing is asked for, or where it was put, says little; the folder named is what holds the answer, so the question is what is in it.
 */
const KIND_IN_FOLDER =
  /(^|[\s¿¡,])(?:qu[eé]|q)\s+(?:(?:pdfs?|\p{L}+s)\s+)?(?:hay|tenemos|tengo|tiene|est[aá]n|guardamos|guardo|quedan)(?:\s+(?:metid[oa]s?|guardad[oa]s?|subid[oa]s?|dentro))?\s+en\s+la\s+carpeta\b/iu;

export function readFolderContents(text: string): string {
  return text.replace(KIND_IN_FOLDER, "$1qué hay en la carpeta");
}
