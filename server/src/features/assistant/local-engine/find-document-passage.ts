import type { ListedItem } from "../../../integrations/app-tool";
import type { Question } from "./detect-question";
import { answersQuestion, findPassage, type PassageOptions, rateAnswer } from "./summarize-text";

export type PassageQuestion = Extract<Question, { kind: "passage" }>;

/**
 * The sentences of a read thing that answer a question about it. Its title and who sent it say which thing it is,
 * so they pick no sentence.
 */
export function findDocumentPassage(item: ListedItem, text: string, question: PassageQuestion): string[] {
  return findPassage(text, question.query ?? question.about, readOptions(item, question));
}

function readOptions(item: ListedItem, question: PassageQuestion): PassageOptions {
  return {
    ...(question.wants ? { wants: question.wants } : {}),
    title: item.title,
    ...(item.from ? { naming: item.from } : {}),
  };
}

/** Whether a read thing holds the answer to the question, or is itself what was asked about. */
export function holdsAnswer(item: ListedItem, text: string, question: PassageQuestion, surelyMeant = false): boolean {
  return answersQuestion(text, question.query ?? question.about, { ...readOptions(item, question), surelyMeant });
}

/** How well a read thing answers the question, to pick the best of several when none surely does. */
export function rateRead(item: ListedItem, text: string, question: PassageQuestion): number {
  return rateAnswer(text, question.query ?? question.about, readOptions(item, question));
}
