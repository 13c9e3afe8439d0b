/** 'manda al archivo', 'pasa a archivados', 'mételo en el archivo': a thing moved to the archive is archived. */
const TO_ARCHIVE =
  /\b(?:manda|mandalo|mandala|envia|envialo|enviala|pasa|pasalo|pasala|mueve|muevelo|muevela|lleva|llevalo|llevala|mete|metelo|metela)\b(?:\s+\S+){0,5}?\s+(?:al archivo|a archivados|a archivo|en el archivo|a los archivados)\b/;

/** Words of a file other than the archive's own name: 'manda al archivo el pdf del contrato' still moves a file. */
const FILE_WORDS =
  /\b(?:archivos?|ficheros?|documentos?|pdfs?|excel|fotos?|imagen(?:es)?|presentacion(?:es)?|hojas?)\b/;

/**
 * Whether the folded text moves something to the archive, and whether a file is meant beside the archive's name.
 * Undefined when nothing is moved there.
 */
export function readArchiveByPlace(normalized: string): { namesFile: boolean } | undefined {
  const match = TO_ARCHIVE.exec(normalized);
  if (!match) return undefined;
  const rest = normalized.replace(/\b(?:al|a|en el|a los) archiv(?:o|ados)\b/, " ");
  return { namesFile: FILE_WORDS.test(rest) };
}
