/**
 * '(que se pueda recuperar)', 'pero que se pueda recuperar', 'sin borrarlo del todo', 'que no se pierda': the person
 * wants the thing out of the way yet kept, which is archiving it, not deleting it.
 */
const KEEPS =
  "(?:pero\\s+|eso\\s+s[ií],?\\s+|ojo,?\\s+)?(?:que\\s+|q\\s+)?(?:se\\s+pueda\\s+recuperar|pueda\\s+recuperarl[oa]s?|no\\s+se\\s+pierdan?|sin\\s+borrarl[oa]s?\\s+del\\s+todo|sin\\s+eliminarl[oa]s?\\s+del\\s+todo|no\\s+l[oa]s?\\s+borres\\s+del\\s+todo)\\b";

/** The aside, in brackets ('(que se pueda recuperar eh)') or after a comma or a space. */
const KEPT_ASIDE = new RegExp(`\\s*(?:\\(\\s*${KEEPS}[^)]*\\)|,?\\s*${KEEPS}(?:\\s+eh)?)`, "iu");

/** A removal said with a verb, with the pronoun of the thing if any: 'bórrala', 'elimina', 'borra'. */
const REMOVAL = /\b(?:b[oó]rra|elim[ií]na)(lo|la|los|las)?\b/iu;

/**
 * 'la de ideas para el blog bórrala (que se pueda recuperar eh)': a removal said to keep the thing recoverable is read
 * as archiving it ('archívala'), and the aside is left out; any other request as it was.
 */
export function readRecoverableRemovalAsArchive(text: string): string {
  const aside = KEPT_ASIDE.exec(text);
  if (!aside || !REMOVAL.test(text)) return text;
  const kept = `${text.slice(0, aside.index)}${text.slice(aside.index + aside[0].length)}`;
  return kept.replace(REMOVAL, (_whole, pronoun: string | undefined) =>
    pronoun ? `archíva${pronoun.toLowerCase()}` : "archiva",
  );
}
