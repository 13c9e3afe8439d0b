/** 'da por terminado lo del seguro', 'dala por hecha': a task given up as done is ticked off. */
export const GIVEN_AS_DONE =
  /\b(?:da|dalo|dala|dalos|dalas|dá|dálo|dála|dálos|dálas)\s+por\s+(?:hech|terminad|acabad|cerrad|completad|finalizad)[oa]s?\b/giu;

const GIVES_AS_DONE = new RegExp(GIVEN_AS_DONE.source, "iu");

/** Whether the words give a task up as done ('dalo por hecho', 'da por terminado lo del seguro'), an order to tick it off. */
export function givesAsDone(text: string): boolean {
  return GIVES_AS_DONE.test(text);
}
