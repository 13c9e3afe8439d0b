import { foldCharacters } from "./normalize-text";

/** Words after which what follows is a message's own words: 'a Javier diciéndole que…', 'dile a Pedro que…'. */
const MESSAGE_OPENERS = "que|q|diciendole|diciendoles|diciendo|contandole|avisandole|preguntandole";

const IS_OPENER = new RegExp(`^(?:${MESSAGE_OPENERS})$`);
const HOLDS_OPENER = new RegExp(`\\b(?:${MESSAGE_OPENERS})\\b|:`, "u");

/** One folded word ('diciendole') opens what a message says. */
export function opensMessage(word: string): boolean {
  return IS_OPENER.test(word);
}

/**
 * Some words in a text open a message, so what follows them may say anything ('dile que si no viene…') and is no
 * remark of the person's own.
 */
export function holdsMessageOpener(text: string): boolean {
  return HOLDS_OPENER.test(foldCharacters(text).toLowerCase());
}
