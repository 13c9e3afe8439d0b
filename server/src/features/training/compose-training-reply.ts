import { trainingMessages } from "@shifu/contract";
import { DAY_MS } from "../../time-spans";
import { foldCharacters } from "../assistant/local-engine/normalize-text";
import type { NewKnowledgeItem } from "./knowledge-store";
import { SPANISH_MONTHS } from "./spanish-months";

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** The person wrote in the first person; Shifu answers in the second ('prefiero…' → 'prefieres…'). */
const SECOND_PERSON: Record<string, string> = {
  prefiero: "prefieres",
  me: "te",
  mi: "tu",
  mis: "tus",
  conmigo: "contigo",
  yo: "tú",
  tengo: "tienes",
  trabajo: "trabajas",
  salgo: "sales",
  entro: "entras",
  empiezo: "empiezas",
  termino: "terminas",
  acabo: "acabas",
  estoy: "estás",
  soy: "eres",
  vivo: "vives",
  uso: "usas",
  utilizo: "utilizas",
  odio: "odias",
  quiero: "quieres",
  necesito: "necesitas",
  llevo: "llevas",
  hablo: "hablas",
};
const DETERMINER = /^(?:mi|tu|su|el|un|del|al|de|este|ese|nuestro)$/;

function toSecondPerson(text: string): string {
  const words = text.split(" ");
  return words
    .map((word, index) => {
      const swap = SECOND_PERSON[foldCharacters(word)];
      const previous = foldCharacters(words[index - 1] ?? "");
      // 'mi trabajo' is a noun: only a verb changes person.
      if (!swap || (swap.endsWith("as") && DETERMINER.test(previous))) return word;
      return /^[A-ZÁÉÍÓÚ]/.test(word) ? swap.charAt(0).toUpperCase() + swap.slice(1) : swap;
    })
    .join(" ");
}

/** The summary's own opening words, which stay common nouns even before a name ('Proyecto Atlas'). */
const LABEL =
  /^(?:proyecto|reunion|cita|llamada|entrevista|horario|entrada|salida|comida|descanso|disponible|teletrabajo|vacaciones|dia)$/;

/** Lowercases the opening word unless it is a name ('Reunión con Ana' → 'reunión con Ana', 'Marta Ruiz' stays). */
function lowercaseOpening(text: string): string {
  const [first = "", second = ""] = text.split(" ");
  // A capitalised word before a comma is a name with its apposition ('Acme, directora de marketing').
  const isName =
    !LABEL.test(foldCharacters(first)) &&
    (/^[A-ZÁÉÍÓÚÑ]/.test(second) || /[A-Z]/.test(first.slice(1)) || /^[A-ZÁÉÍÓÚÑ].*,$/.test(first));
  return isName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function describeDay(fecha: string, today: string): string {
  const day = new Date(`${fecha}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return "";
  const days = Math.round((day.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / DAY_MS);
  if (days >= 0 && days < 14) return ` el ${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()}`;
  const year = fecha.slice(0, 4) === today.slice(0, 4) ? "" : ` de ${fecha.slice(0, 4)}`;
  return ` el ${day.getUTCDate()} de ${SPANISH_MONTHS[day.getUTCMonth()]}${year}`;
}

function describeItem(item: NewKnowledgeItem, today: string): string {
  const what = lowercaseOpening(toSecondPerson(item.descripcion));
  const day = item.fecha ? describeDay(item.fecha, today) : "";
  const time = item.hora && !item.descripcion.includes(item.hora) ? ` a las ${item.hora}` : "";
  return `${what}${day}${time}`;
}

/**
 * Says what Shifu understood: 'Anotado: reunión con Ana el martes 24 a las 10:00.', several items as a short list.
 * `today` is the person's day (YYYY-MM-DD), so 'mañana' and weekdays read as they do.
 */
export function composeTrainingReply(items: readonly NewKnowledgeItem[], today: string): string {
  if (items.length === 0) return trainingMessages.nothingLearned;
  const lines = items.map((item) => describeItem(item, today));
  if (lines.length === 1) return `${trainingMessages.learnedPrefix} ${lines[0]}.`;
  return [trainingMessages.learnedPrefix, ...lines.map((line) => `- ${line}`)].join("\n");
}
