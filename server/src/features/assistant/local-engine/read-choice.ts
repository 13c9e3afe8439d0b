import { normalizeText } from "./normalize-text";

/** One line of a numbered list the assistant showed: what the person saw of the item. */
export type ShownItem = { position: number; title: string; from?: string };

/**
 * Which of the things just shown the person means: by place ('el segundo', 'el 2', 'el último') or by what
 * describes it ('el de Laura', 'la de ayer', 'el que habla del contrato').
 */
export type Selection = { ordinal: number } | { last: true } | { description: string };

const NUMBERED_LINE = /^\s*(\d{1,2})\.\s+\*\*(.+?)\*\*(?:\s+—\s+([^·\n]+))?/;

/** The numbered items of an answer, as `formatToolOutput` and the choice question write them. */
export function readShownItems(answer: string | undefined): ShownItem[] {
  if (!answer) return [];
  return answer.split("\n").flatMap((line) => {
    const match = NUMBERED_LINE.exec(line);
    if (!match) return [];
    const from = match[3]?.trim();
    return [{ position: Number(match[1]), title: match[2] ?? "", ...(from ? { from } : {}) }];
  });
}

const ORDINALS: Record<string, number> = {
  primero: 1,
  primera: 1,
  primer: 1,
  uno: 1,
  una: 1,
  segundo: 2,
  segunda: 2,
  dos: 2,
  tercero: 3,
  tercera: 3,
  tercer: 3,
  tres: 3,
  cuarto: 4,
  cuarta: 4,
  cuatro: 4,
  quinto: 5,
  quinta: 5,
  cinco: 5,
};

const REFERENCE =
  /^(?:(?:pues|vale|si|ok|el|la|lo|los|las|numero|opcion|del|al|en|con|quiero|prefiero|me refiero a|me referia a|es)\s+)*/;

/**
 * Reads a short answer to '¿Cuál de estos?', or a reference to a listed item inside a new request ('borra el
 * segundo'). Only the words right after the article count, so 'el segundo correo de Laura' is the second.
 */
export function readSelection(text: string): Selection | undefined {
  const normalized = normalizeText(text);
  for (const match of normalized.matchAll(/\b(?:el|la|lo|numero|opcion|n)\s+(\d{1,2}|\w+)\b/g)) {
    const word = match[1] ?? "";
    const ordinal = /^\d+$/.test(word) ? Number(word) : ORDINALS[word];
    if (ordinal) return { ordinal };
    if (/^(ultim[oa]|final)$/.test(word)) return { last: true };
  }
  const bare = normalized.replace(REFERENCE, "");
  if (/^\d{1,2}$/.test(bare)) return { ordinal: Number(bare) };
  const word = ORDINALS[bare];
  if (word) return { ordinal: word };
  const described = /^(?:(?:el|la|los|las|lo)\s+)?(?:de|del|que|con)\s+(.+)$/.exec(
    normalized.replace(/^(?:(?:pues|vale|si|ok|quiero|prefiero|me refiero a|me referia a|es)\s+)+/, ""),
  );
  if (described?.[1] && described[1].split(" ").length <= 6) return { description: described[1] };
  return undefined;
}

/** Whether a whole message is nothing but such an answer ('el segundo', 'el de Laura', '2'). */
export function isOnlySelection(text: string): boolean {
  const normalized = normalizeText(text);
  return normalized.split(" ").length <= 7 && readSelection(text) !== undefined && !/\b(y|tambien)\b/.test(normalized);
}
