import type { SpanishRequest } from "./parse-spanish-request";

/** '… con Laura? revisión de campaña': words after the question that asks for the meeting. */
const AFTER_QUESTION = /^(.*\?)\s*([^?]{3,}?)[\s.!]*$/su;

/**
 * 'me creas un evento el viernes a las 12 con Laura? revisión de campaña': words after the question that asks for a
 * new meeting are what it is about, its title, and no place or thing to look for.
 */
export function titleMeetingFromNext(requests: SpanishRequest[]): SpanishRequest[] {
  return requests.map((current) => {
    if (!isUntitledMeeting(current)) return current;
    const [, asked, title] = AFTER_QUESTION.exec(current.request.text) ?? [];
    if (!asked || !title) return current;
    const subject = title.charAt(0).toUpperCase() + title.slice(1);
    return { ...current, request: { ...current.request, text: asked, subject } };
  });
}

function isUntitledMeeting(request: SpanishRequest): boolean {
  return (
    request.action === "create" &&
    request.objects[0] === "event" &&
    request.request.quoted === undefined &&
    request.request.subject === undefined
  );
}
