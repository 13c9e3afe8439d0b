/**
 * 'apúntame en Asana que tengo que llamar a Nuria el lunes', 'anótame en ClickUp que hay que revisar el contrato':
 * asking to note down what the person has to do, in a place named, is making a task of it, named by what is to be
 * done ('apúntame en Asana una tarea para llamar a Nuria el lunes'). Only in an app or place that keeps tasks: what
 * is noted in Notion is a page, in the calendar a meeting.
 */
const NOTED_DUTY =
  /^(?<lead>\s*(?:(?:porfa|porfi|por\s+favor|oye)[\s,]+)?(?:y\s+)?)(?<verb>ap[uú]nta(?:me|nos)?|an[oó]ta(?:me|nos)?|ap[uú]ntate|an[oó]tate|recu[eé]rda(?:me|nos)?)\s+(?<place>en\s+(?:asana|clickup|click\s+up|monday|jira|(?:la|el|mi|mis)\s+(?:lista|proyecto|tablero|tareas)\b[^,.;:!?]*?))\s+(?:que|q)\s+(?:tengo|tenemos|hay|debo|debemos|tendr[ií]a|tendr[ií]amos)\s+(?:de\s+|que\s+|q\s+)?(?<duty>\p{L}+(?:ar|er|ir)(?:le|les|lo|la|los|las|se)?\b.*)$/isu;

/** The request with a duty noted in a place said as a task made there; any other request as it was. */
export function readNotedDutyAsTask(text: string): string {
  const { lead = "", verb, place, duty } = NOTED_DUTY.exec(text)?.groups ?? {};
  if (!verb || !place || !duty) return text;
  return `${lead}${verb} ${place} una tarea para ${duty}`;
}
