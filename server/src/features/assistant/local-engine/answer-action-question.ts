import { normalizeText } from "./normalize-text";

/**
 * 'si archivo un correo, ¿se borra?', '¿qué pasa si borro un archivo?', '¿lo puedo recuperar si lo mando a la
 * papelera?': a question about what an action does, asked before doing it. It is answered from what the apps' own
 * tools do, never read as a request to do it or as words to look for.
 */

type ActionKind = "archive" | "trash" | "complete";

const ACTIONS: readonly { kind: ActionKind; verbs: string }[] = [
  { kind: "archive", verbs: "archiv(?:o|as|amos|a|ar)" },
  {
    kind: "trash",
    verbs:
      "(?:borr|elimin)(?:o|as|amos|a|ar)|(?:mando|mandas|envio|envias|tiro|tiras|muevo|mueves|paso|pasas)\\s+(?:\\w+\\s+){0,3}?a\\s+la\\s+papelera",
  },
  { kind: "complete", verbs: "(?:complet|termin)(?:o|as|amos|a|ar)|marco\\s+(?:\\w+\\s+){0,3}?como\\s+hech[oa]s?" },
];

/** 'si archivo un correo', 'qué pasa si borro algo', 'cuando elimino una tarea', 'al archivar un correo'. */
function readAskedAction(normalized: string): ActionKind | undefined {
  for (const { kind, verbs } of ACTIONS) {
    const asked = new RegExp(
      `\\b(?:si|cuando|al)\\s+(?:yo\\s+|tu\\s+)?(?:lo\\s+|la\\s+|los\\s+|las\\s+)?(?:${verbs})\\b`,
    );
    if (asked.test(normalized)) return kind;
  }
  return undefined;
}

/** What follows the action: does the thing go away, can it come back. */
const ASKS_WHAT_FOLLOWS =
  /\b(?:se borra|se borran|se elimina|se eliminan|se pierde|se pierden|desaparece|desaparecen|recuperar|recupero|recuperarlo|recuperarla|restaurar|restauro|deshacer|vuelve|vuelven|que pasa|que ocurre|que sucede|para siempre|definitiv)/;

const ANSWERS: Record<ActionKind, string> = {
  archive:
    "Archivar no borra nada: el correo sale de Recibidos y sigue guardado (en Gmail, en «Todos», con sus etiquetas; " +
    "en Outlook, en la carpeta «Archivo»), así que puedes recuperarlo cuando quieras. En Notion, archivar una página " +
    "la lleva a la papelera, de donde se puede restaurar. Y antes de archivar nada te pido confirmación.",
  trash:
    "Lo que borro desde aquí no desaparece en el acto: en Gmail y en Google Drive va a la papelera y se puede " +
    "recuperar durante 30 días; en Outlook va a «Elementos eliminados» y en OneDrive a la papelera de reciclaje, " +
    "desde donde se puede restaurar. Antes de borrar nada te pido siempre confirmación, y solo una cosa cada vez.",
  complete:
    "Completar una tarea no la borra: queda marcada como hecha y puedes volver a abrirla en la app cuando quieras. " +
    "Antes de marcarla te pido confirmación.",
};

/** '¿qué diferencia hay entre…?', '¿en qué se diferencia…?', '¿es lo mismo … que …?': two actions set side by side. */
const ASKS_DIFFERENCE = /\b(?:diferencias?|se diferencian?|(?:es|son) lo mismo|(?:es|son) igual|distinto)\b/;

/** How each action is named when compared: 'archivar', 'mandarlo a la papelera', 'borrar', 'completar'. */
const NAMED_ACTIONS: readonly { kind: ActionKind; named: RegExp }[] = [
  { kind: "archive", named: /\barchiv(?:ar(?:lo|la|los|las)?|o|as|ado)\b/ },
  { kind: "trash", named: /\b(?:borr|elimin)(?:ar(?:lo|la|los|las)?|o|as|ado)\b|\bpapelera\b/ },
  { kind: "complete", named: /\b(?:complet|termin)(?:ar(?:la|las)?|o|as|ada)\b|\bcomo hech[oa]s?\b/ },
];

/**
 * 'pregunta tonta: ¿qué diferencia hay entre archivar un correo y mandarlo a la papelera?': the difference between two
 * actions is what each one does, said one after the other.
 */
function answerDifference(normalized: string): string | undefined {
  if (!ASKS_DIFFERENCE.test(normalized)) return undefined;
  const named = NAMED_ACTIONS.filter(({ named: pattern }) => pattern.test(normalized));
  if (named.length < 2) return undefined;
  return named.map(({ kind }) => ANSWERS[kind]).join("\n\n");
}

/** The answer to a question about what an action does; undefined for anything else. */
export function answerActionQuestion(text: string): string | undefined {
  const normalized = normalizeText(text);
  if (!text.includes("?") && !/^(?:que pasa|que ocurre)\b/.test(normalized)) return undefined;
  const difference = answerDifference(normalized);
  if (difference) return difference;
  if (!ASKS_WHAT_FOLLOWS.test(normalized)) return undefined;
  const kind = readAskedAction(normalized);
  return kind ? ANSWERS[kind] : undefined;
}
