/** 'para preparar lo de Grupo Norte', 'pa revisar el presupuesto': what the time is for, up to a comma or the end. */
const PURPOSE = /(?:^|\s)(?:para|pa|pa')\s+((?:\p{L}+(?:ar|er|ir))(?:\s+[^,;.!?]+)?)/iu;

/**
 * 'bloquéame el jueves de 9 a 11 pa preparar lo de Grupo Norte': a span of hours kept with no meeting named is called
 * after what it is for ('Preparar Grupo Norte'); 'lo de' only points at the matter and is left out. Undefined when no
 * purpose is said.
 */
export function readPurposeAsTitle(text: string): string | undefined {
  const purpose = PURPOSE.exec(text)?.[1]?.trim();
  if (!purpose) return undefined;
  const title = purpose.replace(/(?<=\s)lo\s+(?:de(?:l)?|que)\s+/iu, (match) => (/del\s+$/i.test(match) ? "el " : ""));
  return `${title.charAt(0).toUpperCase()}${title.slice(1)}`;
}
