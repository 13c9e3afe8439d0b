import {
  type KnowledgeItem,
  type KnowledgePanelType,
  KnowledgePanelTypeSchema,
  knowledgePanels,
} from "@shifu/contract";
import { z } from "zod";
import { type AppTool, defineTool, type ListedItem } from "../../integrations/app-tool";
import { describeKnowledgeContent, readKnowledgeText } from "./describe-knowledge-item";
import { isStopword } from "./local-engine/is-stopword";
import { isKnowledgeTopicWord, isMemoryWord, readKnowledgeTypes } from "./local-engine/knowledge-vocabulary";
import { normalizeText } from "./local-engine/normalize-text";
import { formatZonedIso, instantFromWallTime } from "./local-engine/zoned-time";

export const RECALL_KNOWLEDGE_TOOL = "shifu_recall_knowledge";

/** Reads the person's knowledge items at the moment of the call, so a deleted item is never recalled. */
export type ReadKnowledge = () => Promise<KnowledgeItem[]>;

/** Enough for '¿qué sabes de mí?' to show a good part of it without flooding the chat. */
const MAX_RECALLED = 25;

const WEEKDAYS = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"];
/** Words of a question that ask when or what, never what about. */
const QUESTION_WORDS = /^(hora|horas|dia|dias|fecha|fechas|cosa|cosas|datos|sabe)$/;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

const RecallKnowledgeInputSchema = z.object({
  types: z
    .array(KnowledgePanelTypeSchema)
    .max(9)
    .optional()
    .describe(
      "Apartados que consultar (reuniones, contactos, tareas, proyectos, preferencias, tono, horarios, empresa, otros); sin él, todos",
    ),
  from: day.describe("Desde este día, 'YYYY-MM-DD' (incluido)"),
  to: day.describe("Hasta este día, 'YYYY-MM-DD' (incluido)"),
  person: z.string().max(100).optional().describe("Una persona que debe aparecer, p. ej. 'Ana'"),
  words: z.string().max(200).optional().describe("Palabras que buscar, p. ej. 'jefe' o 'presupuesto'"),
});
type RecallKnowledgeInput = z.infer<typeof RecallKnowledgeInputSchema>;

/** 'ana' in 'Reunión con Ana García', whole words only, accents and case aside. */
function containsWords(text: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  return needle !== "" && ` ${normalizeText(text)} `.includes(` ${needle} `);
}

/** 'jefe' finds 'jefa' and 'jefes': the word without its ending opens a word of the text. */
function containsStem(text: string, word: string): boolean {
  const stem = word.length > 4 ? word.replace(/[aeos]+$/, "") : word;
  return normalizeText(text)
    .split(" ")
    .some((candidate) => candidate.startsWith(stem));
}

/** The days from `from` to `to`, at most a week: what an undated item's weekday ('los martes') is checked against. */
function listWeekdays(from: string | undefined, to: string | undefined): string[] {
  if (!from || !to) return [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days = Math.round((end - start) / 86_400_000);
  if (days < 0 || days > 6) return [];
  const first = new Date(start).getUTCDay();
  return Array.from({ length: days + 1 }, (_, offset) => WEEKDAYS[(first + offset) % 7] ?? "");
}

function isWithinDates(item: KnowledgeItem, input: RecallKnowledgeInput): boolean {
  if (!input.from && !input.to) return true;
  if (item.fecha) return (!input.from || item.fecha >= input.from) && (!input.to || item.fecha <= input.to);
  const text = normalizeText(readKnowledgeText(item));
  return listWeekdays(input.from, input.to).some((weekday) => containsWords(text, weekday));
}

/** An item is of the asked panels when stored there, or when its words name them ('Reunión con Ana' in Otros). */
function isOfTypes(item: KnowledgeItem, types: readonly KnowledgePanelType[]): boolean {
  if (types.length === 0 || types.includes(item.type)) return true;
  return readKnowledgeTypes(item.descripcion).some((type) => types.includes(type));
}

function readSearchWords(words: string | undefined): string[] {
  return normalizeText(words ?? "")
    .split(" ")
    .filter(
      (word) =>
        word.length >= 3 &&
        !isStopword(word) &&
        !isMemoryWord(word) &&
        !isKnowledgeTopicWord(word) &&
        !QUESTION_WORDS.test(word),
    );
}

function compareItems(first: KnowledgeItem, second: KnowledgeItem): number {
  const panel = (item: KnowledgeItem) => knowledgePanels.findIndex((entry) => entry.type === item.type);
  const when = (item: KnowledgeItem) => `${item.fecha ?? "9999"} ${item.hora ?? ""}`;
  return panel(first) - panel(second) || when(first).localeCompare(when(second));
}

/**
 * What the person taught that answers the question: in the panels, dates and person asked (all must hold); the
 * words then pick among those, and when none carries them the narrowed items still answer ('¿quién es mi jefe?' shows
 * the key contacts when none is called boss). Words alone must match, or nothing was taught about them.
 */
export function recallKnowledge(items: readonly KnowledgeItem[], input: RecallKnowledgeInput): KnowledgeItem[] {
  const types = input.types ?? [];
  const narrowed = items.filter(
    (item) =>
      isOfTypes(item, types) &&
      isWithinDates(item, input) &&
      (!input.person || containsWords(readKnowledgeText(item), input.person)),
  );
  const words = readSearchWords(input.words);
  const matching =
    words.length === 0
      ? narrowed
      : narrowed.filter((item) => words.some((word) => containsStem(readKnowledgeText(item), word)));
  const narrows = types.length > 0 || input.from !== undefined || input.to !== undefined || input.person !== undefined;
  const recalled = matching.length > 0 || !narrows ? matching : narrowed;
  return [...recalled].sort(compareItems).slice(0, MAX_RECALLED);
}

/** 'YYYY-MM-DD' with its 'HH:mm' as an instant in the user's zone, so lists show 'mar, 24 nov, 10:00'. */
function readItemDate(item: KnowledgeItem, timeZone: string): string | undefined {
  if (!item.fecha) return undefined;
  const [year, month, dayOfMonth] = item.fecha.split("-").map(Number);
  const [hour, minute] = (item.hora ?? "").split(":").map(Number);
  if (!year || !month || !dayOfMonth) return undefined;
  if (hour === undefined || Number.isNaN(hour) || !item.hora) return item.fecha;
  return formatZonedIso(
    instantFromWallTime({ year, month, day: dayOfMonth, hour, minute: minute ?? 0, second: 0 }, timeZone),
    timeZone,
  );
}

export function toKnowledgeListedItem(item: KnowledgeItem, timeZone: string): ListedItem {
  const date = readItemDate(item, timeZone);
  const details = describeKnowledgeContent(item);
  return {
    id: item.id,
    title: item.descripcion,
    place: knowledgePanels.find((panel) => panel.type === item.type)?.title ?? "Otros",
    ...(date ? { date } : {}),
    ...(details.length > 0 ? { details } : {}),
  };
}

/** The ISO day of an instant written in the user's zone ('2026-11-24T00:00:00+01:00' → '2026-11-24'). */
function readIsoDay(instant: string | undefined): string | undefined {
  return instant?.slice(0, 10);
}

/**
 * Shifu's memory as a tool: what the person taught in the training chat (contacts, meetings, preferences…), read
 * fresh at every call, narrowed by panel, dates, person and words.
 */
export function createRecallKnowledgeTool(readKnowledge: ReadKnowledge): AppTool {
  return defineTool({
    name: RECALL_KNOWLEDGE_TOOL,
    app: "shifu",
    description:
      "Consulta lo que el usuario te enseñó en el chat de entrenamiento: sus contactos clave, reuniones, tareas, proyectos, preferencias, tono, horarios y empresa. Úsala cuando pregunte qué sabes de él, qué has aprendido, con quién o cuándo tiene una reunión, quién es alguien de su entorno (su jefe, un cliente) o cómo prefiere las cosas. Filtra por apartados, fechas, persona o palabras.",
    inputSchema: RecallKnowledgeInputSchema,
    writes: false,
    intent: { action: "read", objects: ["anything"] },
    argsFromRequest: (request) => {
      const types = readKnowledgeTypes(request.text);
      const from = readIsoDay(request.dateRange?.from);
      const to = readIsoDay(request.dateRange?.to);
      const words = readSearchWords(request.keywords).join(" ");
      return {
        ...(types.length > 0 ? { types } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(request.person ? { person: request.person } : {}),
        ...(words ? { words } : {}),
      };
    },
    execute: async (context, input) => {
      const items = await readKnowledge();
      if (items.length === 0) {
        return {
          kind: "done",
          message:
            "Todavía no me has enseñado nada. Cuéntame en el chat de entrenamiento tus contactos, reuniones y preferencias, y lo tendré en cuenta.",
        };
      }
      const recalled = recallKnowledge(items, input);
      if (recalled.length === 0) {
        return {
          kind: "done",
          message:
            "No tengo nada anotado sobre eso. Si quieres que lo recuerde, cuéntamelo en el chat de entrenamiento.",
        };
      }
      return {
        kind: "list",
        object: "anything",
        items: recalled.map((item) => toKnowledgeListedItem(item, context.timeZone)),
      };
    },
  });
}
