import type { ServiceKey } from "@shifu/contract";
import { findAppsForObject } from "./find-apps-for-object";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'pásaselo a Laura' hands a task to someone, but a mail is not assigned: said in a mail app's chat, or after a request
 * about mail, with no other kind named, handing it over forwards it to them.
 */
export function readHandOverOfMail(requests: SpanishRequest[], chatApp: ServiceKey | undefined): SpanishRequest[] {
  const mailChat = chatApp !== undefined && findAppsForObject("email").includes(chatApp);
  return requests.map((current, index) => {
    const { assignee, ...request } = current.request;
    if (current.action !== "assign" || current.objects.length > 0 || assignee === undefined) return current;
    const aboutMail = requests[index - 1]?.objects.includes("email") === true;
    if (!mailChat && !aboutMail) return current;
    const { act: _act, ...rest } = current;
    return { ...rest, action: "forward", objects: ["email"], request: { ...request, recipients: [assignee] } };
  });
}
