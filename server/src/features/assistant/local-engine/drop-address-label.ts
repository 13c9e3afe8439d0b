/**
 * 'su correo es lucia@…', 'su mail: pablo@…', 'y el email, marta@…': words that only say what the address after them
 * is; the address alone says it.
 */
const ADDRESS_LABEL =
  /(?<=^|[\s,;])(?:(?:y\s+)?(?:su|el|tiene\s+(?:el|como))\s+)?(?:correo|mail|email|e-mail)(?:\s+electr[oó]nico)?(?:\s+(?:es|ser[aá])\b|\s*[:,])?\s+(?=[\w.+-]+@[\w-]+\.)/giu;

/**
 * 'da de alta a Lucía Ferrer, su correo es lucia@mueblesferrer.es': the mail word before a person's address labels it,
 * so it is no mail to send or look for; the address stays. Only right before an address, and only when 'su' or a colon
 * says it is someone's ('mándale un correo a lucia@…' keeps its mail).
 */
export function dropAddressLabel(text: string): string {
  return text.replace(ADDRESS_LABEL, (label) =>
    /^(?:y\s+)?(?:su|el|tiene)\b|[:,]\s*$/iu.test(label.trim()) ? "" : label,
  );
}
