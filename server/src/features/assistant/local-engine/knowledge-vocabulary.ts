import type { KnowledgePanelType } from "@shifu/contract";
import type { IntentObject } from "../../../integrations/app-tool";
import { normalizeText } from "./normalize-text";

/**
 * Words that name a kind of thing the person taught Shifu, folded. `strong` words belong to nothing an app holds
 * ('reunión', 'jefe', 'prefiero'), so they make a question about what was learned on their own; the others
 * ('proyecto', 'empresa') only when the question is the person's own ('mis proyectos', '¿en qué empresa trabajo?').
 * `role` words also narrow within their panel: '¿quién es mi jefe?' looks for the boss among the contacts.
 */
type TopicWord = { types: KnowledgePanelType[]; strong: boolean; role?: boolean };

const TOPIC_WORDS = new Map<string, TopicWord>();
function addTopicWords(types: KnowledgePanelType[], words: string[], options: { strong: boolean; role?: boolean }) {
  for (const word of words) TOPIC_WORDS.set(word, { types, ...options });
}
addTopicWords(
  ["reuniones"],
  [
    "reunion",
    "reuniones",
    "reuno",
    "reunimos",
    "reunirme",
    "reunire",
    "cita",
    "citas",
    "junta",
    "juntas",
    "meeting",
    "meetings",
    "videollamada",
    "videollamadas",
  ],
  { strong: true },
);
addTopicWords(
  ["contactos"],
  [
    "jefe",
    "jefa",
    "jefes",
    "supervisor",
    "supervisora",
    "manager",
    "responsable",
    "socio",
    "socia",
    "socios",
    "companero",
    "companera",
    "companeros",
    "colega",
    "colegas",
    "secretaria",
    "secretario",
    "director",
    "directora",
  ],
  { strong: true, role: true },
);
addTopicWords(["preferencias", "tono"], ["preferencia", "preferencias", "prefiero", "gusta", "gustan"], {
  strong: true,
});
// '¿cómo quiero que me respondas?': how Shifu should speak is its tone.
addTopicWords(["tono"], ["tono", "tutear", "respondas", "contestes", "hables", "trates", "escribas", "dirijas"], {
  strong: true,
});
addTopicWords(["tono"], ["estilo", "formal", "informal", "respuestas"], { strong: false });
addTopicWords(["horarios"], ["horario", "horarios", "jornada", "jornadas", "turno", "turnos"], { strong: true });
addTopicWords(["proyectos"], ["proyecto", "proyectos"], { strong: false });
addTopicWords(["empresa"], ["empresa", "compania", "organizacion", "cargo", "puesto", "oficina"], { strong: false });
addTopicWords(["empresa", "horarios"], ["trabajo", "trabajar", "entro", "salgo"], { strong: false });
addTopicWords(["tareas"], ["tarea", "tareas"], { strong: false });
addTopicWords(["contactos"], ["contacto", "contactos", "clave"], { strong: false });

/** Words that ask what Shifu learned, whatever about: 'has aprendido', 'recuerdas', '¿conoces a Ana?'. */
const MEMORY_WORDS =
  /^(aprendido|aprendiste|aprendes|recuerdas|recordas|acuerdas|acuerdes|memorizado|conoces|memoria|entrenado)$/;
/** Words that ask it only when told to Shifu: 'te he dicho', 'tienes anotado', not 'lo que me ha dicho Laura'. */
const TOLD_WORDS =
  /^(dicho|dije|contado|conte|ensenado|ensene|explicado|anotado|anotaste|apuntado|apuntaste|guardado|guardaste)$/;
const TOLD_TO_SHIFU = /^(te|tienes|has|tengo)$/;
/** App things the person may also have taught: their contacts, their tasks. */
const TAUGHT_OBJECTS: readonly IntentObject[] = ["contact", "task", "note"];
const QUESTION_OPENERS =
  /^(?:(?:a|en|de|con|para|por|desde|hasta)\s+)?(quien|quienes|cuando|como|cual|cuales|donde|que|cuanto|cuanta|cuantos|cuantas)\b/;
/** '¿quién es Ana?': who someone is can only be what the person told. */
const WHO_IS = /^(?:y\s+)?(quien es|quien era|quienes son)\b/;

/** The folded words of a text. */
function readWords(text: string): string[] {
  return normalizeText(text).split(" ").filter(Boolean);
}

/** '¿dónde tengo guardado el plan?': where a thing is kept is in the apps, not in what was taught. */
const ASKS_WHERE = /^(?:y\s+)?(?:en\s+)?donde$/;

function asksWhatWasTold(words: readonly string[]): boolean {
  if (ASKS_WHERE.test(words[0] ?? "") || (words[0] === "en" && words[1] === "donde")) return false;
  return words.some(
    (word, index) =>
      MEMORY_WORDS.test(word) ||
      (TOLD_WORDS.test(word) &&
        [words[index - 1], words[index - 2]].some((before) => TOLD_TO_SHIFU.test(before ?? "")) &&
        !keepsNamedThing(words, index)),
  );
}

/** A thing named after it: 'el', 'la', 'un', 'mi'… */
const NAMES_A_THING = /^(el|la|los|las|un|una|unos|unas|mi|mis|nuestro|nuestra)$/;

/**
 * '¿tengo guardado el catálogo de vinos?', '¿tengo apuntado el teléfono de Nuria?': the person keeping a thing named
 * keeps it in their apps; only with no thing named ('¿qué tengo apuntado contigo?') or said to Shifu ('¿te he dicho el
 * horario?') is it what was taught.
 */
function keepsNamedThing(words: readonly string[], told: number): boolean {
  const keeper = words[told - 1] === "tengo" || words[told - 2] === "tengo";
  return keeper && NAMES_A_THING.test(words[told + 1] ?? "");
}

/** 'qué sabes de mí', 'lo que sabes sobre Ana': knowing, not knowing how ('qué sabes hacer') or whether ('sabes si'). */
function asksWhatIsKnown(words: readonly string[]): boolean {
  return words.some((word, index) => {
    if (word !== "sabes" && word !== "sabe") return false;
    const next = words[index + 1] ?? "";
    const previous = words[index - 1] ?? "";
    return /^(de|del|sobre|acerca)$/.test(next) || (previous === "que" && (next === "" || /^(tu|usted)$/.test(next)));
  });
}

/** The panels a text names ('reunión' → Reuniones, 'prefiero' → Preferencias and Tono), in the panels' words. */
export function readKnowledgeTypes(text: string): KnowledgePanelType[] {
  const types = new Set<KnowledgePanelType>();
  for (const word of readWords(text)) for (const type of TOPIC_WORDS.get(word)?.types ?? []) types.add(type);
  return [...types];
}

/** Whether a folded word names a panel without narrowing within it, so it is no keyword to search for. */
export function isKnowledgeTopicWord(word: string): boolean {
  const topic = TOPIC_WORDS.get(word);
  return topic !== undefined && !topic.role;
}

/** Whether a folded word only says that the question is about what was learned ('aprendido', 'sabes'). */
export function isMemoryWord(word: string): boolean {
  return MEMORY_WORDS.test(word) || TOLD_WORDS.test(word) || word === "sabes" || word === "sabe";
}

/** Whether a request is a question ('¿quién…?', '¿a qué hora…?'), which asks and never orders, whatever its verb. */
export function isQuestion(text: string): boolean {
  return QUESTION_OPENERS.test(normalizeText(text));
}

/** Whether a request asks what Shifu knows or was told ('qué recuerdas', 'te he dicho'), whatever its verb. */
export function asksWhatShifuKnows(text: string): boolean {
  const words = readWords(text);
  return asksWhatWasTold(words) || asksWhatIsKnown(words);
}

/**
 * Reads whether a request asks about what the person taught: it asks what Shifu knows or learned, or it asks about
 * something only the person could have told (a meeting, the boss, how they like answers), or it is a question about
 * their own things ('¿cuál es mi horario?', '¿qué proyectos tengo?'). A request that names an app, or something an
 * app holds (a mail, a file), is the app's, unless it asks what Shifu knows of contacts or tasks.
 */
/**
 * Things written down and kept in an app, which the memory of what the person taught does not hold; what came out of
 * a meeting (its agreements, its topics, who came) is in its minutes, not in what was taught.
 */
const DOCUMENT_NOUNS =
  /^(acta|actas|minuta|minutas|informe|informes|documento|documentos|doc|docs|archivo|archivos|fichero|ficheros|pdf|presentacion|presentaciones|contrato|contratos|factura|facturas|propuesta|propuestas|presupuesto|presupuestos|manual|politica|correo|correos|mail|mails|email|emails|mensaje|mensajes|notas|hoja|hojas|excel|plantilla|plantillas|acuerdo|acuerdos|conclusiones|decisiones|temas|asistentes|guia|guias|procedimiento|procedimientos|protocolo|roadmap|lista|listas)$/;

/**
 * Whether a question names a kind of thing the person teaches Shifu ('mi jefe', 'mis horarios'); '¿cuál era el
 * localizador de mi vuelo?' names none, and is only the person's own.
 */
export function namesTaughtTopic(text: string): boolean {
  return readWords(text).some((word) => TOPIC_WORDS.has(word)) || WHO_IS.test(readWords(text).join(" "));
}

export function asksAboutKnowledge(text: string, named: { objects: readonly IntentObject[]; app: boolean }): boolean {
  const words = readWords(text);
  const normalized = words.join(" ");
  if (named.app) return false;
  if (asksWhatShifuKnows(text) && named.objects.every((object) => TAUGHT_OBJECTS.includes(object))) return true;
  // A meeting is both what a calendar holds and what the person may have taught; the plan picks the calendar if offered.
  if (named.objects.some((object) => object !== "event")) return false;
  // 'el acta de la reunión del lunes' is a document about a meeting, kept in an app, not a meeting the person taught.
  if (words.some((word) => DOCUMENT_NOUNS.test(word))) return false;
  // '¿quién es el responsable de probar la app?': a role over something to do is whose the task is, not a contact.
  const overTask = words.some(
    (word, index) =>
      TOPIC_WORDS.get(word)?.role === true &&
      /^(de|del)$/.test(words[index + 1] ?? "") &&
      /^\p{L}{2,}(ar|er|ir)$/u.test(words[index + 2] ?? ""),
  );
  if (overTask) return false;
  const topics = words.flatMap((word) => {
    const topic = TOPIC_WORDS.get(word);
    return topic ? [topic] : [];
  });
  if (topics.some((topic) => topic.strong) || WHO_IS.test(normalized)) return true;
  const ownQuestion =
    QUESTION_OPENERS.test(normalized) &&
    /\b(mi|mis|tengo|trabajo|trabajar|entro|salgo|vivo|me llamo)\b/.test(normalized) &&
    !/\b(pendiente|pendientes)\b/.test(normalized);
  const possessive = words.some((word, index) => /^(mi|mis)$/.test(words[index - 1] ?? "") && TOPIC_WORDS.has(word));
  return (topics.length > 0 && (ownQuestion || possessive)) || (ownQuestion && /\b(mi|mis)\b/.test(normalized));
}
