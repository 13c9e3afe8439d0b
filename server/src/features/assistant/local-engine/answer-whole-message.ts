import { answerActionQuestion } from "./answer-action-question";
import { answerArithmeticQuestion } from "./answer-arithmetic-question";
import { answerDateOffsetQuestion } from "./answer-date-offset-question";
import { answerEndTimeQuestion } from "./answer-end-time-question";
import { declineLanguageTask } from "./decline-language-task";
import { parseSpanishRequest } from "./parse-spanish-request";

/** What a clause said beside a sum may be without asking something of its own: a remark, a greeting, thanks. */
const ASIDE_ACTS: readonly (string | undefined)[] = ["outOfScope", "greeting", "thanks"];

/**
 * The answer to a message that is one thing the rules answer with no app: a sum whose numbers it gives, the day a
 * span from today reaches ('¿qué día cae dentro de 45 días?'), the hour a start and lengths reach ('arranco a las 10,
 * una hora de demo, ¿a qué hora quedo libre?'), work on a
 * text they cannot do (translating, correcting, writing a poem), or what an action does ('si archivo un correo, ¿se
 * borra?'). Read on the whole message, before it is split into
 * requests: 'suma 120, 340 y 85' is one sum, not two requests joined by 'y', and the words around a sum ('es para un
 * presupuesto, solo dame el número') are let through only when they ask nothing of an app.
 */
export function answerWholeMessage(text: string, context: { now: Date; timeZone: string }): string | undefined {
  const asksNothingOfApps = (clause: string) => ASIDE_ACTS.includes(parseSpanishRequest(clause, context).act);
  return (
    declineLanguageTask(text) ??
    answerActionQuestion(text) ??
    answerDateOffsetQuestion(text, context.now, context.timeZone) ??
    answerEndTimeQuestion(text) ??
    answerArithmeticQuestion(text, asksNothingOfApps)
  );
}
