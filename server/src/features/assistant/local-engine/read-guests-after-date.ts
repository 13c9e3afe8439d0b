import { joinRun, readRunAfter, type TitleWords } from "./read-word-run";
import type { Token } from "./tokenize-request";

const PURPOSE = /^(para|sobre|por|a)$/;

/**
 * 'ponme una reunión el jueves de 9 a 10 con Pedro': the day between the meeting and its guests ends the run of words
 * that names it, so the guests are read from the first 'con' after the meeting that the rules left free.
 */
export function readGuestsAfterDate(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  meetingIndex: number,
): TitleWords | undefined {
  for (let index = meetingIndex + 1; index < tokens.length; index++) {
    if (tokens[index]?.norm !== "con" || used.has(index) || used.has(index + 1)) continue;
    const run = readRunAfter(tokens, used, index);
    // '… con Pedro para ver el presupuesto': what the meeting is for ends the guests.
    const purpose = run.findIndex((at) => PURPOSE.test(tokens[at]?.norm ?? ""));
    return joinRun(tokens, purpose === -1 ? run : run.slice(0, purpose));
  }
  return undefined;
}
