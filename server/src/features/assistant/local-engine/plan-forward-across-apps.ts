import { describeTarget, readNamingWords } from "./describe-target";
import type { SpanishRequest } from "./parse-spanish-request";
import type { LocalEngineOptions, RequestPlan } from "./plan-request";
import { readArgs } from "./plan-request";
import { describesSomething } from "./rank-candidates";
import type { Selection, ShownItem } from "./read-choice";

/**
 * '¿de cuánto era la factura de Logística Norte? reenvíasela a Marta' in the general chat, with more than one mail app
 * connected: the mail may be in any of them, and trying each app's search and listing in turn leaves no room in the
 * turn for the forward. It is looked for in every app at once, as the question before it was, and forwarded with the
 * tool of the app it was found in.
 */
export function planForwardAcrossApps(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const mailOnly = parsed.objects.every((object) => object === "email");
  if (options.assistant !== "shifu" || parsed.app || parsed.action !== "forward" || !mailOnly) return undefined;
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
