import { findServiceByKey, joinSpanishList, serviceCatalogue } from "@shifu/contract";
import { ENV_VARIABLE_NAMES } from "../../env";
import { foldCharacters } from "./local-engine/normalize-text";

/**
 * Where a piece of the reply may end: after a sentence's closing mark, or at a line break (each list line is one).
 * Text is released piece by piece, so a piece can be judged whole before anyone reads it.
 */
const PIECE_END = /[.!?…]+["»”')\]*_]*\s+|\n+/g;
/** A run of text with no end mark is released at a space once it is this long, so a reply never stalls. */
const LONGEST_HELD = 120;
/** Inside an open bold span (a card's summary) the wait is longer, so the span is judged whole. */
const LONGEST_HELD_IN_BOLD = 600;

/**
 * Snake-case names of Shifu's tools, real or made up by a model: an app's key (or 'shifu'), a verb, more words
 * ('gmail_search_emails'). A verb is required so that a file called 'drive_backup_2024' is left alone.
 */
const APP_PREFIXES = ["shifu", ...serviceCatalogue.map((service) => service.key)].sort(
  (first, second) => second.length - first.length,
);
const TOOL_VERBS =
  "list|search|find|get|read|fetch|send|create|new|reply|forward|trash|delete|remove|archive|label|move|complete|post|add|update|summarize|recall|more|mark|draft|upload|comment|publish|write|query";
const TOOL_NAME = new RegExp(`\`?\\b(${APP_PREFIXES.join("|")})_(?:${TOOL_VERBS})(?:_[a-z0-9]+)*\\b\`?`, "gi");

const ENV_NAME = new RegExp(`\\b(?:${ENV_VARIABLE_NAMES.join("|")})\\b`);

const COMING_SOON = serviceCatalogue.filter((service) => service.comingSoon);
const COMING_SOON_NAME = new RegExp(
  `\\b(${COMING_SOON.map((service) => foldCharacters(service.name))
    .sort((first, second) => second.length - first.length)
    .map((name) => name.replace(/\s+/g, "\\s+"))
    .join("|")})\\b`,
  "g",
);
/** Words of an invitation to connect something: 'conecta', 'vincula', 'agrega', 'añade', 'integra'. */
const CONNECT_WORD = /\b(conect|vincul|agreg|anad|integr|enlaz|sincroniz)\w*/;

/** Past participles of the actions Shifu only proposes: 'enviado', 'creada', 'movidos', 'hecho'. */
const DONE_PARTICIPLE =
  /\b(enviad|mandad|reenviad|respondid|contestad|publicad|cread|anadid|agregad|etiquetad|movid|borrad|eliminad|archivad|completad|marcad|guardad|programad|actualizad|cambiad|asignad|compartid|subid|escrit|comentad|apuntad|registrad|invitad|hech|terminad|realizad)[oa]s?\b/;
/** 'ya está', 'listo', 'completado': a task declared finished. */
const DONE_WORDS = /\b(ya esta|ya estan|listo|listos)\b/;
/** Preterites of those actions, with their accents (without them, 'envío' and 'archivo' are nouns). */
const DONE_PRETERITE =
  /(?:^|[^\p{L}])(envié|envió|mandé|mandó|reenvié|reenvió|respondí|respondió|contesté|contestó|publiqué|publicó|creé|creó|añadí|añadió|agregué|agregó|etiqueté|etiquetó|moví|movió|borré|borró|eliminé|eliminó|archivé|archivó|completé|completó|marqué|marcó|guardé|guardó|programé|programó|actualicé|actualizó|cambié|cambió|asigné|asignó|compartí|compartió|subí|subió|escribí|escribió|comenté|comentó|apunté|apuntó|registré|registró|invité|invitó)(?![\p{L}])/iu;

/**
 * What a piece says in its own voice: a quoted title («Tareas completadas») names a thing, and a bold proposal in the
 * infinitive ('**Mover a Elementos eliminados el correo…**', a card's summary) says what would be done, not what was.
 */
const QUOTED_OR_PROPOSED = /«[^»]*»|\*\*\s*\p{L}+(?:ar|er|ir)(?![\p{L}])[^*]*\*\*/gu;

/**
 * Where the text's pieces may end. Never inside a bold span: a card's summary can hold a sentence's end of its own
 * ('… laura@ejemplo.com. Sesión afectada: lunes'), and half a summary, its closing '**' not yet seen, would be judged
 * in the reply's own voice.
 */
function findPieceEnds(text: string): number[] {
  const ends: number[] = [];
  let counted = 0;
  let boldMarks = 0;
  for (const match of text.matchAll(PIECE_END)) {
    const end = match.index + match[0].length;
    boldMarks += text.slice(counted, end).split("**").length - 1;
    counted = end;
    if (boldMarks % 2 === 0) ends.push(end);
  }
  return ends;
}

/** 'No he podido hacerlo: la tarea ya está en esa lista': a write refused says why it was not done, never that it was. */
const REFUSED = /^\s*(?:no he podido|de acuerdo, no lo he hecho)\b/;

function claimsDone(piece: string): boolean {
  const ownWords = piece.replace(QUOTED_OR_PROPOSED, " ");
  const folded = foldCharacters(ownWords);
  if (REFUSED.test(folded)) return false;
  return DONE_PARTICIPLE.test(folded) || DONE_WORDS.test(folded) || DONE_PRETERITE.test(ownWords);
}

/** A tool's name as the user knows it: the app's name ('Gmail' for gmail_search_emails). */
function nameTools(piece: string): string {
  return piece.replace(TOOL_NAME, (_match, prefix: string) => {
    const key = prefix.toLowerCase();
    return key === "shifu" ? "Shifu" : (findServiceByKey(key)?.name ?? prefix);
  });
}

/** An invitation to connect an app that cannot be connected yet becomes the truth about it. */
function correctComingSoon(piece: string): string {
  const folded = foldCharacters(piece);
  if (!CONNECT_WORD.test(folded)) return piece;
  const names = [
    ...new Set(
      [...folded.matchAll(COMING_SOON_NAME)].flatMap(
        (match) =>
          COMING_SOON.find((service) => foldCharacters(service.name) === match[1]?.replace(/\s+/g, " "))?.name ?? [],
      ),
    ),
  ];
  if (names.length === 0) return piece;
  const list = joinSpanishList(names);
  const trailing = piece.match(/\s*$/)?.[0] ?? "";
  return names.length === 1
    ? `${list} todavía no se puede conectar en Shifu (Próximamente).${trailing}`
    : `${list} todavía no se pueden conectar en Shifu (Próximamente).${trailing}`;
}

export type ReplyGuard = {
  /** The model's next words; returns what can be shown now (whole pieces), or "". */
  write(delta: string): string;
  /** A tool call starts: what was held is released, and after a write no piece may say the action is done. */
  breakAt(toolName: string): string;
  /** The end of the reply: the rest of what was held. */
  end(): string;
  /** Everything released so far, the model's separate answers (one per step) set apart by a blank line. */
  text(): string;
};

/**
 * Shifu's last word on what a model writes, applied alike to the streamed reply and the stored one: tool names
 * become app names, a sentence naming a server setting is left out, an invitation to connect an app marked
 * 'Próximamente' becomes the fact that it cannot be connected yet, and once a write is proposed (it runs only after
 * «Confirmar») no sentence may say it is done. Pieces are whole sentences or list lines, so each is judged whole.
 */
export function createReplyGuard(options: { isWrite(toolName: string): boolean }): ReplyGuard {
  let held = "";
  let writeProposed = false;
  const blocks: string[] = [""];

  function review(piece: string, line: string): string {
    if (ENV_NAME.test(piece)) return "";
    // A quoted line ('> Mañana hay corte de luz programado') is what someone wrote, and a listed item's bold title
    // ('1. **El vídeo ya está publicado**') its own words: neither is the reply's claim.
    const quoted = /^\s*>/.test(line);
    const judged = /^\s*\d+\.\s+\*\*/.test(line) ? piece.replace(/\*\*[^*]*\*\*/g, " ") : piece;
    if (writeProposed && !quoted && claimsDone(judged)) return "";
    return correctComingSoon(nameTools(piece));
  }

  function release(text: string): string {
    const block = blocks.length - 1;
    const pieces: { piece: string; line: string }[] = [];
    let start = 0;
    const add = (end: number) => {
      const before = (blocks[block] ?? "") + text.slice(0, start);
      const line = before.slice(before.lastIndexOf("\n") + 1) + text.slice(start, end);
      pieces.push({ piece: text.slice(start, end), line });
      start = end;
    };
    for (const end of findPieceEnds(text)) add(end);
    if (start < text.length) add(text.length);
    const shown = pieces.map(({ piece, line }) => review(piece, line)).join("");
    // A block never opens with the blank space left by a piece taken out.
    const released = blocks[block] === "" ? shown.replace(/^\s+/, "") : shown;
    blocks[block] += released;
    return released;
  }

  function releaseWhole(): string {
    let cut = findPieceEnds(held).at(-1) ?? -1;
    const inBold = (held.match(/\*\*/g)?.length ?? 0) % 2 === 1;
    if (cut < 0 && held.length > (inBold ? LONGEST_HELD_IN_BOLD : LONGEST_HELD)) cut = held.lastIndexOf(" ") + 1;
    if (cut <= 0) return "";
    const ready = held.slice(0, cut);
    held = held.slice(cut);
    return release(ready);
  }

  function flush(): string {
    const rest = held;
    held = "";
    return rest ? release(rest) : "";
  }

  return {
    write(delta) {
      held += delta;
      return releaseWhole();
    },
    breakAt(toolName) {
      if (options.isWrite(toolName)) writeProposed = true;
      const released = flush();
      if (blocks.at(-1) !== "") blocks.push("");
      return released;
    },
    end: flush,
    text: () =>
      blocks
        .map((block) => block.trim())
        .filter(Boolean)
        .join("\n\n"),
  };
}
