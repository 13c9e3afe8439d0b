const PREVIEW_MAX_LENGTH = 100;
const PREVIEW_CUT_LENGTH = 97;

/**
 * The spec's last-message preview: over 100 characters it keeps 97 plus '...'. Counted in code points, so an emoji is
 * never cut in half.
 */
export function truncatePreview(content: string): string {
  const characters = Array.from(content);
  if (characters.length <= PREVIEW_MAX_LENGTH) return content;
  return `${characters.slice(0, PREVIEW_CUT_LENGTH).join("")}...`;
}
