/**
 * The emoji people react with, by the character and by the shortcode name Slack (and most chat apps) use for it:
 * '👍' is 'thumbsup'. A reaction is sent by name; the character is what a card shows.
 */
const EMOJI: readonly { name: string; character: string; aliases?: readonly string[] }[] = [
  { name: "thumbsup", character: "👍", aliases: ["+1", "thumbs_up"] },
  { name: "thumbsdown", character: "👎", aliases: ["-1", "thumbs_down"] },
  { name: "heart", character: "❤️", aliases: ["red_heart"] },
  { name: "tada", character: "🎉" },
  { name: "eyes", character: "👀" },
  { name: "white_check_mark", character: "✅" },
  { name: "heavy_check_mark", character: "✔️" },
  { name: "joy", character: "😂" },
  { name: "pray", character: "🙏" },
  { name: "fire", character: "🔥" },
  { name: "clap", character: "👏" },
  { name: "raised_hands", character: "🙌" },
  { name: "rocket", character: "🚀" },
  { name: "100", character: "💯" },
  { name: "ok_hand", character: "👌" },
  { name: "smile", character: "😄" },
  { name: "muscle", character: "💪" },
  { name: "star", character: "⭐" },
  { name: "thinking_face", character: "🤔" },
];

/** Variation selectors and skin tones change how an emoji looks, not which one it is. */
function stripModifiers(text: string): string {
  return text.replace(/[\uFE0E\uFE0F\u{1F3FB}-\u{1F3FF}]/gu, "");
}

/** The emoji a written name or character stands for ('👍', ':+1:', 'thumbsup'), or undefined if unknown. */
export function readEmojiName(written: string): string | undefined {
  const bare = stripModifiers(written.trim()).replace(/^:|:$/g, "").toLowerCase();
  const found = EMOJI.find(
    (emoji) => emoji.name === bare || stripModifiers(emoji.character) === bare || emoji.aliases?.includes(bare),
  );
  return found?.name;
}

/** The first known emoji character in a text, by name, with where it is: '¿le pones un 👍?' → thumbsup. */
export function findEmojiCharacter(text: string): { name: string; start: number; end: number } | undefined {
  let best: { name: string; start: number; end: number } | undefined;
  for (const emoji of EMOJI) {
    const character = stripModifiers(emoji.character);
    const start = text.indexOf(character);
    if (start >= 0 && (!best || start < best.start)) best = { name: emoji.name, start, end: start + character.length };
  }
  return best;
}

/** '👍' for 'thumbsup', ':nombre:' for an emoji of the workspace's own, as a card shows it. */
export function showEmoji(name: string): string {
  return EMOJI.find((emoji) => emoji.name === name)?.character ?? `:${name}:`;
}
