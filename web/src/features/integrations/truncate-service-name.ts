/** The spec cuts service names on the tiles at 8 characters. */
const SERVICE_NAME_MAX_LENGTH = 8;

/** Counted in code points, like the chat list's preview, so a character is never split. */
export function truncateServiceName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= SERVICE_NAME_MAX_LENGTH) return name;
  return `${characters.slice(0, SERVICE_NAME_MAX_LENGTH).join("").trimEnd()}…`;
}
