/** 'marta lópez' → 'Marta López': a name written in haste, as it goes on a card or into a provider. */
export function capitalizeName(name: string): string {
  return name.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}
