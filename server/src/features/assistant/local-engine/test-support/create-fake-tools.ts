import type { ServiceKey } from "@shifu/contract";
import { z } from "zod";
import type { AppTool, IntentAction, IntentObject, ParsedRequest } from "../../../../integrations/app-tool";

type FakeSpec = {
  name: string;
  app: ServiceKey;
  action: IntentAction;
  objects: IntentObject[];
  args: (request: ParsedRequest) => Record<string, unknown> | null;
};

function defineFake(spec: FakeSpec): AppTool {
  return {
    name: spec.name,
    app: spec.app,
    description: spec.name,
    inputSchema: z.record(z.string(), z.unknown()),
    writes: !["list", "search", "read", "summarize"].includes(spec.action),
    intent: { action: spec.action, objects: spec.objects },
    argsFromRequest: spec.args,
    execute: () => Promise.reject(new Error("no se ejecuta en pruebas")),
  };
}

/** Stand-ins with the shapes the issue gives, for apps whose real tools are still being written (Teams). */
export function createFakeTools(): AppTool[] {
  return [
    defineFake({
      name: "teams_list_recent_chats",
      app: "teams",
      action: "list",
      objects: ["chat", "message"],
      args: (request) => ({ count: request.count }),
    }),
    defineFake({
      name: "teams_send_message",
      app: "teams",
      action: "send",
      objects: ["message", "chat"],
      args: (request) => {
        const to = request.email ?? request.person;
        return to && request.body ? { to, text: request.body } : null;
      },
    }),
  ];
}
