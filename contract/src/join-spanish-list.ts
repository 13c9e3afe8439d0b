const SPANISH_LIST = new Intl.ListFormat("es", { type: "conjunction" });

/** 'Gmail, Slack y Asana': Spanish's own list, which also writes 'e' before a word that sounds 'i' ('Laura e Inés'). */
export function joinSpanishList(items: readonly string[]): string {
  return SPANISH_LIST.format(items);
}
