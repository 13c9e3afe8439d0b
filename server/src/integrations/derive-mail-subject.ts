const SUBJECT_WORDS = 8;

/** A subject from the first words of the text, for a new mail whose request named none. */
export function deriveMailSubject(body: string): string {
  const words = body.replace(/\s+/g, " ").trim().split(" ");
  const start = words
    .slice(0, SUBJECT_WORDS)
    .join(" ")
    .replace(/[.,;:]+$/, "");
  return words.length > SUBJECT_WORDS ? `${start}…` : start;
}
