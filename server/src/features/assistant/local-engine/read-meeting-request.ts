import type { ServiceKey } from "@shifu/contract";
import type { IntentAction, IntentObject } from "../../../integrations/app-tool";
import { findAppsForObject } from "./find-apps-for-object";
import { foldCharacters } from "./normalize-text";
import { readInvitationAnswer } from "./read-invitation-answer";

/** What people call a meeting besides 'reunión': a meal, a training, an interview, a committee, a demo, a visit. */
const MEETING_NOUN =
  /\b(comidas?|almuerzos?|cenas?|desayunos?|formacion(es)?|entrevistas?|comite|comites|demos?|visitas?|reunion(es)?|citas?|llamadas?|convocatorias?|invitacion(es)?)\b/;
/** Things a mail or a message is, which an answer to them ('responde que sí al correo') replies to. */
const MAIL_THING = /\b(correos?|mails?|emails?|mensajes?|hilos?)\b/;
/** '¿quién va a la demo?', '¿quiénes vienen al comité?': who comes is a meeting's, when a meeting is named. */
const WHO_COMES =
  /\bquien(es)? (va|van|viene|vienen|asiste|asisten|participa|participan|esta invitad[oa]|estan invitad[oa]s|estara|estaran)\b/;
/** '¿dónde es…?', '¿en qué sala toca…?': where something happens is a meeting's. */
const WHERE = /\b(?:donde|en que (?:sala|sitio|lugar|oficina|planta|edificio)) (es|sera|son|toca)\b/;
/** '¿a qué hora empieza…?', '¿cuándo es…?': when something happens, a meeting's when a meeting is named. */
const WHEN = /\b(cuando|a que hora) (es|sera|son|empieza|empiezan|acaba|termina|toca)\b/;
/** What someone said or wrote ('que dijo Pablo', 'según Marta') is looked for in their messages. */
const SAID =
  /\b(que|lo que) (dijo|dijeron|comento|comentaron|escribio|escribieron|mando|mandaron|conto|contaron)\b|\bsegun\b/;
/** An invitation described as unanswered, which lists it rather than answering it. */
const UNANSWERED = /\b(sin|por|pendientes? de) (contestar|responder|respuesta)\b/;
/** A clock time or a weekday as where a change goes: 'a las 13', 'al lunes', 'para el jueves'. */
/** A span of hours: 'de 9 a 11', 'de 10:30 a 12', 'entre las 4 y las 5'. */
const CLOCK_SPAN =
  /\b(?:de (?:las? )?\d{1,2}(?::\d{2})? a (?:las? )?\d{1,2}|entre las? \d{1,2}(?::\d{2})? y (?:las? )?\d{1,2})\b/;
const TO_TIME = /\b(a las? \d{1,2}|al (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|para (el|las?) )/;

/**
 * Words that take a change to every session of a recurring meeting: 'toda la serie', 'la serie entera', 'todas las
 * semanas', 'cada lunes', 'a partir de ahora', 'de ahora en adelante', 'siempre'.
 */
const WHOLE_SERIES =
  /\b(tod[ao]s? (la|el|las|los) (serie|series|sesiones|semanas|meses|dias|lunes|martes|miercoles|jueves|viernes|veces|reuniones|convocatorias)|(la|el) (serie|ciclo) (entera|entero|completa|completo)|serie completa|cada (semana|mes|dia|lunes|martes|miercoles|jueves|viernes)|a partir de ahora|de ahora en adelante|desde ahora|en adelante|para siempre|siempre)\b/;
/** Words that keep a change to one session: 'solo la de esta semana', 'únicamente la del lunes', 'solo esta vez'. */
const ONE_SESSION =
  /\b(solo|solamente|unicamente|nada mas)\b.{0,30}\b(esta|este|de hoy|de manana|del|de la|vez|sesion)\b/;
/** 'a partir de ahora el comité es a las 10': a recurring meeting's new hour, said without a verb of change. */
const FROM_NOW_ON = /\b(a partir de ahora|de ahora en adelante|desde ahora|en adelante)\b/;
const IS_AT =
  /\b(es|sera|son|seran|empieza|empezara|va a ser|pasa a ser)\b.{0,20}\b(a las? \d{1,2}|al (lunes|martes|miercoles|jueves|viernes))/;

/**
 * Words that take a change to one session and the later ones, the earlier staying as they were: 'a partir de esta',
 * 'desde la del jueves en adelante', 'de ahora en adelante', 'a partir de ahora'.
 */
const FOLLOWING =
  /\b(a partir de (esta|este|ahora|hoy|manana|la|el)|desde (esta|este|ahora|hoy|la|el)\b.{0,30}\ben adelante|de ahora en adelante|desde ahora|en adelante)\b/;
/** 'desde la del jueves en adelante', 'a partir de la del 3': the day of the session a change starts from. */
const FROM_SESSION_DAY =
  /\b(?:desde|a partir de) (?:la|el) (?:del?|de la) ((?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: \d{1,2})?|\d{1,2}(?: de [a-z]+)?)(?: en adelante)?/;

/** 'mueve la del lunes del comité a las 11', 'pasa la de hoy al jueves': 'la del …' picks a session by its day. */
const SESSION_DAY =
  /^\s*\S+ (?:solo |solamente |unicamente )?(?:la|el) (?:del?|de la) ((?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: \d{1,2})?|\d{1,2} de [a-z]+|hoy|manana)\b/;

const MONTH = "(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)";
/**
 * 'mueve el comité de dirección del lunes a las 10', 'pasa la comida con Javier del 7 de diciembre al jueves': a day
 * said after a meeting's name with 'del' (or 'de hoy', 'de mañana') picks its session; where it goes is said apart.
 */
const NAMED_SESSION_DAY = new RegExp(
  `${MEETING_NOUN.source}[^,;]*?\\b(?:del ((?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: \\d{1,2})?(?: de ${MONTH})?|\\d{1,2}(?: de ${MONTH})?)|de (hoy|manana|pasado manana))\\b`,
);

/** Which sessions of a recurring meeting a change reaches, when the request says it. */
export function readSeriesScope(normalized: string): "occurrence" | "following" | "series" | undefined {
  if (ONE_SESSION.test(normalized)) return "occurrence";
  if (FOLLOWING.test(normalized)) return "following";
  if (WHOLE_SERIES.test(normalized) || /\bserie\b/.test(normalized)) return "series";
  return undefined;
}

/** A session's day as the dates read it: 'el jueves', 'el jueves 17'; a number alone is 'del 17', not a count. */
function nameSessionDay(day: string): string {
  return /^\d{1,2}$/.test(day) ? `del ${day}` : `el ${day}`;
}

/**
 * A 'from … on' said with the session's day ('mueve el comité a las 10 desde la del jueves en adelante'), or a
 * session picked by its day ('mueve la del lunes del comité a las 11'): the day names which session changes (or the
 * change starts at), not where it goes, so it is taken out of the text the new time is read
 * from and given apart. The text is folded (no accents), as the dates are read.
 */
export function readSessionFrom(folded: string): { text: string; sessionDay?: string; sessionWords?: string } {
  const match = FROM_SESSION_DAY.exec(folded) ?? SESSION_DAY.exec(folded);
  if (match?.[1]) {
    const text = `${folded.slice(0, match.index)} ${folded.slice(match.index + match[0].length)}`;
    return { text: text.replace(FOLLOWING, " "), sessionDay: nameSessionDay(match[1]) };
  }
  const named = NAMED_SESSION_DAY.exec(folded);
  const [weekday, relative] = named ? named.slice(-2) : [];
  const day = weekday ?? relative;
  if (!named || !day) return { text: folded.replace(FOLLOWING, " ") };
  // Only the day is taken out: the meeting's name stays for the search.
  const end = named.index + named[0].length;
  const start = folded.lastIndexOf(" de", end - day.length);
  const text = `${folded.slice(0, start)} ${folded.slice(end)}`;
  return {
    text: text.replace(FOLLOWING, " "),
    sessionDay: weekday ? nameSessionDay(weekday) : day,
    sessionWords: folded.slice(start, end).trim(),
  };
}

/** A meeting's name without the session's day said after it: 'semanal de equipo del jueves' is 'semanal de equipo'. */
export function dropSessionWords(keywords: string, sessionWords: string): string | undefined {
  // Folding keeps one character for each, so the words are found in the folded name and cut from the written one.
  const at = foldCharacters(keywords).indexOf(sessionWords);
  if (at < 0) return keywords;
  return (
    `${keywords.slice(0, at)} ${keywords.slice(at + sessionWords.length)}`.replace(/\s+/g, " ").trim() || undefined
  );
}

/** Whether a request says a span of hours ('de 9 a 11'), whose end a meeting made keeps. */
export function namesSpanOfHours(normalized: string): boolean {
  return CLOCK_SPAN.test(normalized);
}

/** Whether a request names a meeting ('el comité', 'la comida con Javier'), which its days are read ahead for. */
export function namesMeeting(normalized: string): boolean {
  return MEETING_NOUN.test(normalized);
}

/** The day of the week it is in the person's zone, 0 for Sunday. */
export function readWeekday(now: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(now);
  return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(name);
}

/**
 * 'esta semana' said of a meeting at the weekend: that week's working days are over, so the sessions meant are the
 * coming week's; a range of the current week is moved seven days on then.
 */
export function readMeetingWeek(
  normalized: string,
  range: { from?: string; to?: string } | undefined,
  weekday: number,
): { from?: string; to?: string } | undefined {
  if (!range?.from || !range.to || !/\besta semana\b/.test(normalized) || (weekday !== 0 && weekday !== 6))
    return range;
  const later = (instant: string) => {
    const day = new Date(Date.parse(`${instant.slice(0, 10)}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    return `${day}${instant.slice(10)}`;
  };
  return { from: later(range.from), to: later(range.to) };
}

/** The words of a whole-series or one-session request, which name no meeting: 'toda la serie del', 'a partir de ahora'. */
export const SERIES_WORDS =
  /(^|\s)(a partir de (esta|este|hoy)|desde (esta|este|hoy)|(en )?adelante|tod[ao]s? (la|el|las|los) (serie|series|sesiones|semanas|meses|dias|veces)( del?| de la)?|(la|el) (serie|ciclo) (entera|entero|completa|completo)( del?| de la)?|(la )?serie( del?| de la)?|cada semana|semanas|sesiones|(a )?partir de ahora|de ahora en adelante|desde ahora|en adelante|para siempre|siempre|partir)(?=\s|$)/giu;

type MeetingReading = { action: IntentAction | undefined; objects: IntentObject[] };

/**
 * The calendar's readings of a request the general rules read otherwise, in folded text: a meal, a training or a
 * committee cancelled, moved or answered is a meeting ('cancela la comida con Javier', 'pasa la revisión al lunes a
 * las 4'); 'dile a Javier que quizás voy a la comida', or 'dile que quizás' to nobody, answers an invitation;
 * invitations 'sin contestar' are listed; '¿dónde es el comité?' and '¿a qué hora es la comida?' look for the meeting
 * (not what someone said of it). Anything else is left as it was read.
 */
export function readMeetingRequest(
  normalized: string,
  reading: MeetingReading & {
    verb: string | undefined;
    hasTime: boolean;
    addressed: boolean;
    /** The app named, if any: 'dile a Laura por Slack que sí voy' is a message through it, not an answer. */
    app?: ServiceKey;
    /** A channel named: 'publica en #ventas que sí, que voy a la reunión' is a post, not an answer. */
    toChannel?: boolean;
  },
): MeetingReading {
  const { action, objects, verb } = reading;
  const meeting = MEETING_NOUN.test(normalized);
  const noThing = objects.every((object) => object === "event" || object === "invitation");
  if (UNANSWERED.test(normalized) && objects.includes("invitation")) return { action: "list", objects };
  // 'dile que quizás' said to nobody (on an invitation's card) answers it too: a message would need someone to go to.
  // 'responde que sí' alone stays a reply, as said of a mail.
  const unaddressed = action === "send" && !reading.addressed;
  const throughOtherApp = reading.app !== undefined && !findAppsForObject("invitation").includes(reading.app);
  if (
    (action === "send" || action === "reply") &&
    (meeting || unaddressed) &&
    !MAIL_THING.test(normalized) &&
    !throughOtherApp &&
    !reading.toChannel
  ) {
    const answer = readInvitationAnswer(normalized, verb);
    if (answer) return { action: "respond", objects: ["invitation"] };
  }
  if (action === "trash" && meeting && objects.length === 0) return { action, objects: ["event"] };
  // 'bloquéame el jueves de 9 a 11 pa preparar…', 'apúntame mañana de 4 a 5 lo del dentista': a span of hours made
  // with nothing named is a meeting.
  if (action === "create" && objects.length === 0 && CLOCK_SPAN.test(normalized)) return { action, objects: ["event"] };
  // 'cambia la presentación de resultados a las 13': moved to an hour or a day, it is a meeting whatever it is called;
  // a task named as one ('mueve la tarea del contrato al viernes') is due then instead. 'Retrasa', 'aplaza',
  // 'adelanta' said of a thing that is not a task or a meeting ('retrasa la presentación a la 1') are the same.
  const namesTask = objects.some((object) => object === "task" || object === "item");
  const otherThing = objects.length > 0 && !namesTask && !objects.includes("event");
  if (
    (action === "move" || (action === "reschedule" && otherThing)) &&
    TO_TIME.test(normalized) &&
    !namesTask &&
    (meeting || !noThing || objects.length === 0)
  ) {
    return { action: "reschedule", objects: ["event"] };
  }
  if (!action && /^pas(a|ala|alo|amela|amelo)\b/.test(normalized) && reading.hasTime && TO_TIME.test(normalized)) {
    return { action: "reschedule", objects: ["event"] };
  }
  // 'a partir de ahora el comité es a las 10': a meeting's hour from now on is a move of its series.
  if (
    (!action || action === "list" || action === "search") &&
    meeting &&
    FROM_NOW_ON.test(normalized) &&
    IS_AT.test(normalized)
  ) {
    return { action: "reschedule", objects: ["event"] };
  }
  const asksWhereOrWhen = WHERE.test(normalized) || ((WHEN.test(normalized) || WHO_COMES.test(normalized)) && meeting);
  if ((!action || action === "list") && objects.length === 0 && asksWhereOrWhen && !SAID.test(normalized)) {
    return { action: "search", objects: ["event"] };
  }
  return { action, objects };
}

/**
 * The hour a change names with no day ('a las 13', 'a las 5 y media'), as 'HH:mm'; from 1 to 7 without 'de la mañana'
 * it is the afternoon, as meetings go.
 */
export function readTimeOfDay(normalized: string): string | undefined {
  const match = /\ba las? (\d{1,2})(?::(\d{2})| y (media|cuarto))?\b/.exec(normalized);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : match[3] === "media" ? 30 : match[3] === "cuarto" ? 15 : 0;
  if (hour > 23 || minute > 59) return undefined;
  if (hour >= 1 && hour <= 7 && !/\b(de la manana|madrugada|am)\b/.test(normalized)) hour += 12;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
