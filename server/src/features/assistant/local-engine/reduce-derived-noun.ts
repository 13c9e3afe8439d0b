/**
 * Spanish names an act by its verb's root and a suffix ('grabación' of 'grabar', 'traducción' of 'traducir',
 * 'seguimiento' of 'seguir'), and the stemmer keeps those suffixes whole: 'la tarea de la grabación del vídeo' then
 * never meets 'Grabar el vídeo'. The stem of such a noun is cut back to the root its verb stems to. A root needs four
 * letters, so short words whose ending is no suffix ('relación', 'estación', 'acción') keep it.
 */
const DERIVED_NOUN = /^([a-zñ]{4,}?)(?:acion|icion|imient|amient)$/;
/** '-cción' keeps its first 'c': 'traducción' is 'traduc', as 'traducir' stems. */
const DOUBLE_C_NOUN = /^([a-zñ]{3,}c)cion$/;

export function reduceDerivedNoun(stem: string): string {
  return stem.replace(DOUBLE_C_NOUN, "$1").replace(DERIVED_NOUN, "$1");
}
