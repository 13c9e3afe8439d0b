import type { ListedItem } from "../../../integrations/app-tool";
import { type Question, readWantedFacts } from "./detect-question";
import { asksWhatIsPending, listOpenItems } from "./list-open-items";
import { answersQuestion, findPassage, type PassageOptions, rateAnswer } from "./summarize-text";

export type PassageQuestion = Extract<Question, { kind: "passage" }>;

/**
 * The sentences of a read thing that answer a question about it. Its title and who sent it say which thing it is,
 * so they pick no sentence.
 */
export function findDocumentPassage(item: ListedItem, text: string, question: PassageQuestion): string[] {
  const asked = question.query ?? question.about;
  // '¿qué nota sacó la satisfacción? ¿y qué había que mejorar?': each question is answered by its own sentences.
  const parts = asked.split(/\?+/).filter((part) => /\p{L}{3,}/u.test(part));
  if (parts.length < 2) return findPassage(text, asked, readOptions(item, question));
  const found = parts.flatMap((part) => {
    const wants = readWantedFacts(part);
    return findPassage(text, part, readOptions(item, { ...question, wants }));
  });
  return [...new Set(found)].sort((first, second) => text.indexOf(first) - text.indexOf(second));
}

function readOptions(item: ListedItem, question: PassageQuestion): PassageOptions {
  return {
    ...(question.wants ? { wants: question.wants } : {}),
    title: item.title,
    ...(item.from ? { naming: item.from } : {}),
  };
}

/**
 * Whether a read thing holds the answer to the question, or is itself what was asked about. What is still to do is
 * answered by a checklist, whatever its words.
 */
export function holdsAnswer(item: ListedItem, text: string, question: PassageQuestion, surelyMeant = false): boolean {
  if (asksWhatIsPending(question.query ?? question.about) && listOpenItems(text) !== undefined) return true;
  return answersQuestion(text, question.query ?? question.about, { ...readOptions(item, question), surelyMeant });
}

/** How well a read thing answers the question, to pick the best of several when none surely does. */
export function rateRead(item: ListedItem, text: string, question: PassageQuestion): number {
  return rateAnswer(text, question.query ?? question.about, readOptions(item, question));
}
