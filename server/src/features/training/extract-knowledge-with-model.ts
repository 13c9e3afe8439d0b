import type { LanguageModelV3 } from "@ai-sdk/provider";
import { KnowledgePanelTypeSchema, knowledgePanels } from "@shifu/contract";
import { z } from "zod";
import { loadAiSdk } from "../assistant/load-ai-sdk";
import { formatZonedIso } from "../assistant/local-engine/zoned-time";
import type { NewKnowledgeItem } from "./knowledge-store";

const ModelKnowledgeSchema = z.object({
  items: z.array(
    z.object({
      type: KnowledgePanelTypeSchema,
      fecha: z.string().nullable().optional(),
      hora: z.string().nullable().optional(),
      descripcion: z.string().trim().min(1),
      content: z
        .union([z.string(), z.record(z.string(), z.unknown())])
        .nullable()
        .optional(),
    }),
  ),
});

const DESCRIPTION_MAX_LENGTH = 300;

function composeInstructions(now: Date, timeZone: string): string {
  const panels = knowledgePanels.map((panel) => `${panel.type} (${panel.title})`).join(", ");
  const weekday = new Intl.DateTimeFormat("es-ES", { timeZone, weekday: "long" }).format(now);
  return [
    "Eres Shifu. La persona te cuenta cosas de sí misma y de su trabajo para que las recuerdes.",
    "Extrae cada dato concreto del mensaje como un elemento. No inventes nada que el mensaje no diga.",
    `Tipos posibles: ${panels}.`,
    'Responde SOLO con JSON: {"items":[{"type":"…","fecha":"YYYY-MM-DD o null","hora":"HH:mm o null","descripcion":"frase corta en español","content":"texto, un objeto o null"}]}.',
    'Para contactos, content es {"name","email","role"} con lo que se sepa; para reuniones, {"people":[…]}.',
    `Ahora es ${weekday}, ${formatZonedIso(now, timeZone)} (zona ${timeZone}); las fechas relativas ('el martes', 'mañana') son las próximas a partir de hoy.`,
    'Si el mensaje no contiene nada que recordar, responde {"items":[]}.',
  ].join("\n");
}

function readFecha(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? null : value;
}

function readHora(value: string | null | undefined): string | null {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? `${String(hour).padStart(2, "0")}:${match[2]}` : null;
}

/**
 * The configured model's reading of a training message, as structured output. Throws when the model fails or its
 * answer does not fit, so the caller falls back to the rules.
 */
export async function extractKnowledgeWithModel(
  model: LanguageModelV3,
  message: string,
  options: { now: Date; timeZone: string; timeoutMs: number },
): Promise<NewKnowledgeItem[]> {
  const { generateText, Output } = await loadAiSdk();
  const result = await generateText({
    model,
    system: composeInstructions(options.now, options.timeZone),
    prompt: message,
    output: Output.object({ schema: ModelKnowledgeSchema }),
    temperature: 0,
    // A failed model costs the person a wait; the rules answer at once instead of retrying.
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(options.timeoutMs),
  });
  return result.output.items.map((item) => ({
    type: item.type,
    fecha: readFecha(item.fecha),
    hora: readHora(item.hora),
    descripcion: item.descripcion.slice(0, DESCRIPTION_MAX_LENGTH),
    content: item.content ?? null,
  }));
}
