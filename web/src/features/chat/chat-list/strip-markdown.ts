/**
 * The text a person reads in a Markdown reply, on one line: previews show the words, not the asterisks, brackets and
 * list marks of the assistant's formatting.
 */
export function stripMarkdown(content: string): string {
  return content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}
