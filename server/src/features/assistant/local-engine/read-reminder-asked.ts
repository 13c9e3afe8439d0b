import { foldCharacters } from "./normalize-text";

/**
 * '¿me recuerdas llamar a Marta el jueves?', 'me recordás que tengo que mandar el informe?': asked with something to
 * do (an infinitive, or 'que tengo que' and one), 'me recuerdas' asks to be reminded, not what Shifu remembers ('¿me
 * recuerdas cómo se llama el de Lumen?' asks that).
 */
const ASKS_REMINDER =
  /^\s*¿?\s*(?:(?:oye|porfa|por favor)[\s,]+)?(?:me\s+(?:recuerdas|recordas|recordarias)|recuerdame)\s+(?:(?:que|q)\s+(?:tengo|tenemos|hay)\s+que\s+)?(?=\p{L}+(?:ar|er|ir)\b)/u;

const DAY_WORDS =
  "(?:pasado\\s+manana|manana|hoy|esta\\s+(?:tarde|noche|manana)|el\\s+(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?:\\s+que\\s+viene)?|el\\s+\\d{1,2}(?:\\s+de\\s+\\p{L}+)?|la\\s+semana\\s+que\\s+viene|(?:dentro\\s+de|en)\\s+\\S+\\s+(?:dias|horas|semanas))";
const ONE_TIME =
  "(?:por\\s+la\\s+(?:manana|tarde|noche)|a\\s+primera\\s+hora|a\\s+(?:las?|eso\\s+de\\s+las?)\\s+\\d{1,2}(?::\\d{2})?(?:\\s+y\\s+(?:media|cuarto))?(?:\\s+de\\s+la\\s+(?:manana|tarde|noche))?)";

/** What opens what to do, left out of its name: 'que tengo que pagar…' is 'pagar…'. */
const TO_DO = "(?:(?:que|q)\\s+(?:(?:tengo|tenemos|hay)\\s+que\\s+)?)?";

/** 'recuérdame mañana a las 9 llamar a Sofía': when, said before what to do, which names the task. */
const WHEN_FIRST = new RegExp(
  `^(?:${DAY_WORDS}(?:\\s+${ONE_TIME})*|${ONE_TIME})\\s*,?\\s+(?=${TO_DO}\\p{L}+(?:ar|er|ir)\\b)`,
  "u",
);

/**
 * 'recuérdame mañana a las 9 llamar a Sofía' is 'recuérdame llamar a Sofía mañana a las 9': what to do first, as
 * the rules read a task's name, then when.
 */
function moveWhenAfterWhat(text: string): string {
  const found =
    /^\s*¿?\s*(?:(?:oye|porfa|por favor)[\s,]+)?(?:recuerdame|acuerdame|avisame|me\s+(?:recuerdas|recordas|recordarias))\s+/u.exec(
      foldCharacters(text).toLowerCase(),
    );
  if (!found) return text;
  const rest = text.slice(found[0].length);
  const when = WHEN_FIRST.exec(foldCharacters(rest).toLowerCase());
  if (!when) return text;
  const what = rest.slice(when[0].length).replace(new RegExp(`^${TO_DO}`, "iu"), "");
  const verb = /recuerdas|recordas|recordarias/.test(found[0]) ? "recuérdame " : text.slice(0, found[0].length);
  return `${verb.trimStart()}${what.replace(/[\s?.!]+$/u, "")} ${rest.slice(0, when[0].length).replace(/[\s,]+$/u, "")}`;
}

/** The request as the rules read a reminder: 'recuérdame llamar a Marta el jueves'. */
export function readReminderAsked(text: string): string {
  const found = ASKS_REMINDER.exec(foldCharacters(text).toLowerCase());
  if (!found) return moveWhenAfterWhat(text);
  return moveWhenAfterWhat(
    `recuérdame ${text
      .slice(found[0].length)
      .replace(/[?¿]+\s*$/u, "")
      .trim()}`,
  );
}
