import { describeTarget, readNamingWords } from "./describe-target";
import type { SpanishRequest } from "./parse-spanish-request";
import { isWordedAsQuestion } from "./plan-fact-question";
import type { LocalEngineOptions, RequestPlan } from "./plan-request";
import { readArgs } from "./plan-request";
import { describesSomething } from "./rank-candidates";
import type { Selection, ShownItem } from "./read-choice";

/**
 * '¿de cuánto era la factura de Logística Norte? reenvíasela a Marta' in the general chat, with more than one mail app
 * connected: the question was answered from whichever app the mail is in, found by one search across apps, and
 * trying each mail app's search and listing in turn would leave no room in the turn for the forward. The mail is
 * looked for in every app at once, as the question found it, and forwarded with the tool of the app it is in. A
 * forward said alone keeps each mail app's own search, whose filters (the sender) tell one mail from its likes.
 */
export function planForwardAcrossApps(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  reference: { selection?: Selection; shown?: ShownItem[] },
  previous: SpanishRequest | undefined,
): RequestPlan | undefined {
  const mailOnly = parsed.objects.every((object) => object === "email");
  if (options.assistant !== "shifu" || parsed.app || parsed.action !== "forward" || !mailOnly) return undefined;
  if (!previous || !isWordedAsQuestion(previous.request.text)) return undefined;
  const description = describeTarget(parsed.request);
  if (!describesSomething(description)) return undefined;
  const search = options.tools.find((tool) => tool.app === "shifu" && tool.intent.action === "search");
  const forwarders = new Map(
    options.tools
      .filter(
        (tool) =>
          tool.writes &&
          tool.target !== undefined &&
          tool.intent.action === "forward" &&
          tool.intent.objects.includes("email") &&
          options.connectedApps.some((app) => app === tool.app),
      )
      .map((tool) => [tool.app, tool]),
  );
  const [first] = forwarders.values();
  if (!search || !first || forwarders.size < 2) return undefined;
  const naming = parsed.request.keywords ? readNamingWords(parsed.request.keywords) : undefined;
  const args = readArgs(search, { ...parsed.request, ...(naming ? { keywords: naming } : {}) });
  if (!args) return undefined;
  return {
    kind: "call",
    parsed,
    tool: first,
    readers: [...forwarders.values()],
    find: { calls: [{ tool: search, args }], description, mode: "pick", ...reference },
  };
}
