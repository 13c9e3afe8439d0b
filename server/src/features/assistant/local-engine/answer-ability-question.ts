import { joinSpanishList, type ServiceKey } from "@shifu/contract";
import type { AppTool } from "../../../integrations/app-tool";
import { composeInvitation, nameApp } from "./compose-spanish-replies";
import { describeAppCapabilities } from "./describe-app-capabilities";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { foldCharacters, normalizeText } from "./normalize-text";
import { parseSpanishRequest } from "./parse-spanish-request";

/**
 * '¿tú puedes crear tareas?', '¿sabes mandar correos?', '¿se pueden borrar archivos?': what is asked is whether it can
 * be done, the kind of thing said bare and plural, with no one thing named.
 */
const ASKS_ABILITY =
  /\b(?:puedes|podes|podrias|sabes|eres capaz de|sos capaz de|se puede|se pueden|me dejas)\s+(?:tambien\s+)?([a-z]+(?:ar|er|ir))\s+([a-z]+s)\b(.*)$/;

/** Where the things are, right after their kind: 'en ClickUp', 'desde aquí', 'de Google Drive'. */
const WHERE = String.raw`\s+(?:en|de|con|desde|por)\s+[a-z]+(?:\s+[a-z]+)?`;
/** 'o nomás ver las que ya tengo', 'o solo leerlos': the other ability set beside it makes it a question, not an order. */
const SETS_AGAINST = new RegExp(
  String.raw`^(?:${WHERE})?\s+o\s+(?:solo|nomas|nada mas|solamente|unicamente|tan solo|simplemente)\b`,
);
/** Nothing after the kind but where ('en ClickUp', 'desde aquí') and 'también' or 'o no'. */
const ENDS_THE_QUESTION = new RegExp(String.raw`^(?:${WHERE})?(?:\s+(?:tambien|o no|desde aqui|por mi))*\s*$`);
const WHERE_FIRST = new RegExp(`^${WHERE}`);

/**
 * 'una duda: ¿tú puedes crear tareas en ClickUp o nomás ver las que ya tengo?': asked whether something can be done,
 * the answer says yes or no from the tools the app offers, and what else it can do; nothing is made. Undefined for
 * anything else, and for an order said politely ('¿puedes crear una tarea para el lunes?').
 */
export function answerAbilityQuestion(
  text: string,
  context: { now: Date; timeZone: string; tools: readonly AppTool[]; ownApp: ServiceKey | undefined },
): string | undefined {
  const asked = ASKS_ABILITY.exec(normalizeText(text));
  const [, verb = "", kind = "", rest = ""] = asked ?? [];
  if (!asked || !OBJECT_WORDS[kind] || !(SETS_AGAINST.test(rest) || ENDS_THE_QUESTION.test(rest))) return undefined;
  const where = WHERE_FIRST.exec(rest)?.[0] ?? "";
  const parsed = parseSpanishRequest(`${verb} ${kind}${where}`, context);
  const { action } = parsed;
  // 'de Laura' after the kind names whose things, not an app: that is an order on them.
  if (!action || (where && !parsed.app && !/desde aqui/.test(where))) return undefined;
  // 'borrar' is the bin in one app and for good in another: either answers whether things can be removed.
  const served = action === "trash" || action === "delete" ? ["trash", "delete"] : [action];
  const app = parsed.app ?? context.ownApp;
  const serving = context.tools.filter(
    (tool) =>
      (!app || tool.app === app) &&
      [tool.intent.action, ...(tool.intent.alsoServes ?? [])].some((offered) => served.includes(offered)) &&
      tool.intent.objects.some((object) => parsed.objects.includes(object)),
  );
  // Said back as the person wrote it, with its accents: 'crear páginas'.
  const words = text.match(/\p{L}+/gu) ?? [];
  const asWritten = (word: string) => words.find((written) => foldCharacters(written) === word) ?? word;
  const asksWhat = `${asWritten(verb)} ${asWritten(kind)}`;
  if (!app) {
    const apps = [...new Set(serving.map((tool) => tool.app))];
    return apps.length > 0
      ? `Sí, puedo ${asksWhat} en ${joinSpanishList(apps.map(nameApp))}${serving.some((tool) => tool.writes) ? ", siempre con tu confirmación antes" : ""}.`
      : `No, ${asksWhat} no puedo con las apps que tienes conectadas.`;
  }
  if (!context.tools.some((tool) => tool.app === app)) return composeInvitation(app);
  const abilities = describeAppCapabilities(app).abilities;
  if (serving.length === 0) return `No, en ${nameApp(app)} no puedo ${asksWhat}. Lo que sí puedo: ${abilities}.`;
  const confirmed = serving.some((tool) => tool.writes) ? " (siempre con tu confirmación antes)" : "";
  return `Sí, en ${nameApp(app)} puedo ${asksWhat}${confirmed}. Con ${nameApp(app)} puedo ${abilities}.`;
}
