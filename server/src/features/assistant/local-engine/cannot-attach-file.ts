import type { ServiceKey } from "@shifu/contract";
import { composeCannotDoWith } from "./compose-spanish-replies";
import { normalizeText } from "./normalize-text";

/**
 * 'adjúntale el excel a la tarea…', 'anexa el pdf a la ficha de Jorge', 'sube el contrato a la tarea': a file put on
 * another thing. No app's tools attach files, so the thing it goes on is never listed nor made in its place.
 * '¿qué correos tienen adjuntos?' names attachments and asks for them.
 */
const ATTACHES =
  /^(?:\S+\s+){0,3}?(?:adjunt|anex)(?:a|ale|ales|alo|ala|alos|alas|ame|ar|arle|es)\b|\b(?:sube|subele|subelo|subela)\b(?:\s+\S+){1,6}?\s+(?:a|al|en)\s+(?:la|el)\s+(?:tarea|ficha|pagina|contacto|elemento|negocio)\b/;

export function attachesFile(text: string): boolean {
  return ATTACHES.test(normalizeText(text));
}

/** The refusal in the person's words, with what the app can do instead. */
export function composeCannotAttach(app: ServiceKey | undefined): string {
  const instead = app ? ` ${composeCannotDoWith(app).replace(/^Eso todavía no puedo hacerlo con [^.]+\. /, "")}` : "";
  return `Todavía no puedo adjuntar archivos a otras cosas.${instead}`;
}
