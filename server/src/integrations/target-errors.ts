import { AppError } from "../errors/app-error";

/** How many choices a question lists before it asks for a more precise name. */
const MAX_CHOICES = 5;

/**
 * A name that fits several people, channels, chats or items: nothing is proposed, and the Spanish question lists the
 * choices, numbered, so the person can answer with the exact one.
 */
export function createAmbiguousTargetError(what: string, wanted: string, choices: readonly string[]): AppError {
  const listed = choices
    .slice(0, MAX_CHOICES)
    .map((choice, index) => `${index + 1}. ${choice}`)
    .join("; ");
  const more = choices.length > MAX_CHOICES ? ` y ${choices.length - MAX_CHOICES} más` : "";
  return new AppError("CONFLICT", {
    message: `Hay ${choices.length} ${what} que encajan con «${wanted}»: ${listed}${more}. ¿A cuál te refieres?`,
  });
}

/** A name that fits nobody: says what was looked for and where, and what to give instead. */
export function createTargetNotFoundError(message: string): AppError {
  return new AppError("NOT_FOUND", { message });
}

/** The one choice a name resolves to, or the Spanish error that stops the approval card. */
export function pickOneTarget<T>(
  matches: readonly T[],
  options: { what: string; wanted: string; notFound: string; label: (match: T) => string },
): T {
  const [first, ...others] = matches;
  if (!first) throw createTargetNotFoundError(options.notFound);
  if (others.length > 0) throw createAmbiguousTargetError(options.what, options.wanted, matches.map(options.label));
  return first;
}
