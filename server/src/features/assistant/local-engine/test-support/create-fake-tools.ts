import type { ServiceKey } from "@shifu/contract";
import { z } from "zod";
import type { AppTool, IntentAction, IntentObject, ListedItem, ParsedRequest } from "../../../../integrations/app-tool";

type FakeSpec = {
  name: string;
  app: ServiceKey;
  action: IntentAction;
  objects: IntentObject[];
  searchTool?: string;
  args: (request: ParsedRequest, target?: ListedItem) => Record<string, unknown> | null;
};

function defineFake(spec: FakeSpec): AppTool {
  return {
    name: spec.name,
    app: spec.app,
    description: spec.name,
    inputSchema: z.record(z.string(), z.unknown()),
    writes: !["list", "search", "read", "summarize"].includes(spec.action),
    intent: { action: spec.action, objects: spec.objects },
    ...(spec.searchTool ? { target: { searchTool: spec.searchTool } } : {}),
    argsFromRequest: spec.args,
    execute: () => Promise.reject(new Error("no se ejecuta en pruebas")),
  };
}

const byTarget = (key: string) => (_request: ParsedRequest, target?: ListedItem) =>
  target ? { [key]: target.id } : null;

/** Stand-ins with the shapes the issue gives, for apps whose real tools are still being written. */
export function createFakeTools(): AppTool[] {
  return [
    defineFake({
      name: "hubspot_list_recent_contacts",
      app: "hubspot",
      action: "list",
      objects: ["contact"],
      args: (r) => ({ count: r.count ?? 5 }),
    }),
    defineFake({
      name: "hubspot_search_contacts",
      app: "hubspot",
      action: "search",
      objects: ["contact"],
      args: (r) => {
        const query = r.quoted ?? r.person ?? r.keywords;
        return query ? { query } : null;
      },
    }),
    defineFake({
      name: "hubspot_list_open_deals",
      app: "hubspot",
      action: "list",
      objects: ["deal"],
      args: (r) => ({ count: r.count ?? 5 }),
    }),
    defineFake({
      name: "hubspot_create_contact",
      app: "hubspot",
      action: "create",
      objects: ["contact"],
      args: (r) => {
        const name = r.quoted ?? r.name ?? r.person;
        return name || r.email ? { name, email: r.email } : null;
      },
    }),
    defineFake({
      name: "hubspot_add_note",
      app: "hubspot",
      action: "create",
      objects: ["note"],
      searchTool: "hubspot_search_contacts",
      args: (r, t) => (t && r.body ? { contactId: t.id, body: r.body } : null),
    }),
    defineFake({
      name: "clickup_list_my_tasks",
      app: "clickup",
      action: "list",
      objects: ["task", "pending"],
      args: (r) => ({ dueFrom: r.dateRange?.from, dueTo: r.dateRange?.to }),
    }),
    defineFake({
      name: "clickup_create_task",
      app: "clickup",
      action: "create",
      objects: ["task"],
      args: (r) => {
        const name = r.quoted ?? r.name;
        return name ? { name, dueDate: r.dueDate } : null;
      },
    }),
    defineFake({
      name: "clickup_complete_task",
      app: "clickup",
      action: "complete",
      objects: ["task"],
      searchTool: "clickup_list_my_tasks",
      args: byTarget("taskId"),
    }),
    defineFake({
      name: "clickup_delete_task",
      app: "clickup",
      action: "delete",
      objects: ["task"],
      searchTool: "clickup_list_my_tasks",
      args: byTarget("taskId"),
    }),
    defineFake({
      name: "monday_list_board_items",
      app: "monday",
      action: "list",
      objects: ["item", "task"],
      args: (r) => ({ count: r.count }),
    }),
    defineFake({
      name: "monday_create_item",
      app: "monday",
      action: "create",
      objects: ["item", "task"],
      args: (r) => {
        const name = r.quoted ?? r.name;
        return name ? { name } : null;
      },
    }),
    defineFake({
      name: "dropbox_list_recent_files",
      app: "dropbox",
      action: "list",
      objects: ["file", "document", "spreadsheet", "presentation"],
      args: (r) => ({ count: r.count ?? 5, fileKind: r.fileKind }),
    }),
    defineFake({
      name: "dropbox_search_files",
      app: "dropbox",
      action: "search",
      objects: ["file", "document", "spreadsheet", "presentation"],
      args: (r) => {
        const query = r.quoted ?? r.keywords ?? r.name;
        return query ? { query } : null;
      },
    }),
    defineFake({
      name: "dropbox_delete_file",
      app: "dropbox",
      action: "delete",
      objects: ["file", "document", "spreadsheet", "presentation"],
      searchTool: "dropbox_search_files",
      args: byTarget("path"),
    }),
    defineFake({
      name: "teams_list_recent_chats",
      app: "teams",
      action: "list",
      objects: ["chat", "message"],
      args: (r) => ({ count: r.count }),
    }),
    defineFake({
      name: "teams_send_message",
      app: "teams",
      action: "send",
      objects: ["message", "chat"],
      args: (r) => {
        const to = r.email ?? r.person;
        return to && r.body ? { to, text: r.body } : null;
      },
    }),
  ];
}
