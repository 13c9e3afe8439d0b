import { findEmojiCharacter } from "../../../integrations/emoji-names";
import { findTokensInSpan } from "./find-tokens-in-span";
import type { Token } from "./tokenize-request";

/** What people call an emoji in words, by the name chat apps give it ('dale like' is a 👍). */
const EMOJI_WORDS: readonly [RegExp, string][] = [
  [/^(likes?|megusta|pulgar(es|cito)?)$/, "thumbsup"],
  [/^(corazon(es|cito|citos)?)$/, "heart"],
  [/^(fiesta|confeti)$/, "tada"],
  [/^(ok|okay|visto|check|tick)$/, "white_check_mark"],
  [/^(ojos|ojitos)$/, "eyes"],
  [/^(risa|risas|jaja|jajaja|carcajada)$/, "joy"],
  [/^(fuego|fueguito)$/, "fire"],
  [/^(aplauso|aplausos)$/, "clap"],
  [/^(cohete)$/, "rocket"],
];

/** Verbs that react by themselves: 'reacciona con 👍', 'reaccionale', 'añade una reacción'. */
const REACT_VERB = /^(reacciona|reaccionale|reaccione|reaccionar|reaccionarle|reaccion|reacciones)$/;
/** Verbs that give or put something on a message, which is a reaction when what they give is an emoji. */
const GIVE_VERB =
  /^(dale|dadle|dele|da|darle|pon|ponle|ponga|pongale|ponerle|poner|marca|marcale|marcalo|marcala|marque|anade|anadele|agrega|agregale|deja|dejale|mete|metele)$/;
/** Words that may stand between the verb and the emoji: 'dale un like', 'marca con un ✅', 'pon un me gusta'. */
const BETWEEN = /^(un|una|el|la|con|tu|mi|su|de|reaccion|emoji|emoticono|icono)$/;

export type ReadReaction = { name: string; tokenIndexes: number[] };

/** The emoji word at a token ('like', 'corazón', 'me gusta'), with how many tokens it takes. */
function readEmojiWord(tokens: readonly Token[], index: number): { name: string; length: number } | undefined {
  const word = tokens[index]?.norm ?? "";
  if (word === "me" && tokens[index + 1]?.norm === "gusta") return { name: "thumbsup", length: 2 };
  // 'un pulgar arriba', 'el pulgar hacia abajo': the direction is part of the emoji's name.
  if (/^pulgar(es|cito)?$/.test(word)) {
    const toward = tokens[index + 1]?.norm === "hacia" ? 2 : 1;
    const direction = tokens[index + toward]?.norm;
    if (direction === "arriba") return { name: "thumbsup", length: toward + 1 };
    if (direction === "abajo") return { name: "thumbsdown", length: toward + 1 };
  }
  const found = EMOJI_WORDS.find(([pattern]) => pattern.test(word));
  return found ? { name: found[1], length: 1 } : undefined;
}

/**
 * 'reacciona con 👍 al último mensaje de Laura', 'dale like al mensaje de Pedro', 'ponle un corazón', 'marca con ✅':
 * the emoji a request reacts with, by name, and the tokens that said it, which describe no message. An emoji or a word
 * for one counts only right after a verb of reacting or giving ('dale el visto bueno a Pedro' is no reaction: 'visto'
 * comes after 'el', which gives a thing, not a reaction).
 */
export function readReaction(text: string, tokens: readonly Token[]): ReadReaction | undefined {
  const character = findEmojiCharacter(text);
  const characterTokens = character ? findTokensInSpan(tokens, character.start, character.end) : [];
  const reactVerbs = tokens.flatMap((token, index) => (REACT_VERB.test(token.norm) ? [index] : []));
  for (const [index, verb] of tokens.entries()) {
    if (!REACT_VERB.test(verb.norm) && !GIVE_VERB.test(verb.norm)) continue;
    const used = [index];
    let at = index + 1;
    while (at < tokens.length && at - index <= 3 && BETWEEN.test(tokens[at]?.norm ?? "")) used.push(at++);
    // 'pon un 👍 al mensaje…': the emoji itself may be no token, so what stands between the words and it is read.
    const saidBefore = character ? text.slice(verb.end, character.start).trim().split(/\s+/).filter(Boolean) : [];
    const rightAfter = saidBefore.length <= 3 && saidBefore.every((word) => BETWEEN.test(word.toLowerCase()));
    if (character && (characterTokens.includes(at) || (rightAfter && character.start > verb.start))) {
      return { name: character.name, tokenIndexes: [...used, ...characterTokens] };
    }
    const word = readEmojiWord(tokens, at);
    // 'el visto bueno', 'la risa': after 'el' or 'la' a thing is given, not a reaction.
    const article = tokens[at - 1]?.norm;
    if (word && article !== "el" && article !== "la") {
      return { name: word.name, tokenIndexes: [...used, ...spanTokens(at, word.length)] };
    }
  }
  if (reactVerbs.length === 0) return undefined;
  // 'reacciona al mensaje de Laura con un 👍': once a verb of reacting was said, the emoji may come anywhere.
  if (character) return { name: character.name, tokenIndexes: [...reactVerbs, ...characterTokens] };
  for (const index of tokens.keys()) {
    const word = readEmojiWord(tokens, index);
    if (word) return { name: word.name, tokenIndexes: [...reactVerbs, ...spanTokens(index, word.length)] };
  }
  return undefined;
}

function spanTokens(start: number, length: number): number[] {
  return Array.from({ length }, (_unused, offset) => start + offset);
}
