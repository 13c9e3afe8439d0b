import { demoAccounts, getDemoAvatarUrl } from "../demo-accounts";
import type { MondayBoardRecord, MondayColumnRecord, MondayData, MondayItemRecord } from "../demo-data/monday-data";
import {
  type GraphQlField,
  type GraphQlOperation,
  GraphQlSyntaxError,
  parseGraphQl,
  resolveGraphQlValue,
} from "./monday-graphql-parser";
import type { ApiContext } from "./provider-family";

type Json = Record<string, unknown>;
type Context = { data: MondayData; now: number; publicUrl: string };
type Resolver = {
  type?: string;
  required?: readonly string[];
  resolve(parent: unknown, args: Json, context: Context): unknown;
};
type ObjectType = Record<string, Resolver>;

const DEFAULT_BOARDS_LIMIT = 25;
const DEFAULT_ITEMS_LIMIT = 25;
const MAX_ITEMS_LIMIT = 500;

/** An error monday.com reports in `errors`, beside whatever data could still be answered. */
class MondayError extends Error {
  constructor(
    message: string,
    readonly extensions: Json,
  ) {
    super(message);
  }
}

function toIds(value: unknown): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
}

function toLimit(value: unknown, fallback: number, max: number): number {
  const limit = Number(value ?? fallback);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, max) : fallback;
}

function itemUrl(data: MondayData, item: MondayItemRecord): string {
  return `https://${data.accountSlug}.monday.com/boards/${item.boardId}/pulses/${item.id}`;
}

function findBoard(data: MondayData, id: string): MondayBoardRecord | undefined {
  return data.boards.find((board) => board.id === id);
}

const types: Record<string, ObjectType> = {
  Query: {
    me: { type: "User", resolve: (_parent, _args, { data }) => data.users[0] },
    boards: {
      type: "Board",
      resolve: (_parent, args, { data }) => {
        const ids = toIds(args.ids);
        const boards = data.boards.filter((board) => !ids || ids.includes(board.id));
        const limit = toLimit(args.limit, DEFAULT_BOARDS_LIMIT, 500);
        const page = Math.max(Number(args.page ?? 1) || 1, 1);
        return boards.slice((page - 1) * limit, page * limit);
      },
    },
    items: {
      type: "Item",
      resolve: (_parent, args, { data }) => {
        const ids = toIds(args.ids) ?? [];
        return data.items.filter((item) => ids.includes(item.id) && item.state !== "deleted");
      },
    },
  },
  Mutation: {
    create_item: {
      type: "Item",
      required: ["board_id", "item_name"],
      resolve: (_parent, args, context) => createItem(args, context),
    },
  },
  User: {
    id: { resolve: (user) => (user as { id: string }).id },
    name: { resolve: (user) => (user as { name: string }).name },
    email: { resolve: (user) => (user as { email: string }).email },
    title: { resolve: (user) => (user as { title: string }).title },
    photo_thumb: { resolve: (_user, _args, { publicUrl }) => getDemoAvatarUrl(publicUrl, "monday") },
  },
  Board: {
    id: { resolve: (board) => (board as MondayBoardRecord).id },
    name: { resolve: (board) => (board as MondayBoardRecord).name },
    description: { resolve: (board) => (board as MondayBoardRecord).description },
    state: { resolve: () => "active" },
    board_kind: { resolve: () => "public" },
    url: {
      resolve: (board, _args, { data }) =>
        `https://${data.accountSlug}.monday.com/boards/${(board as MondayBoardRecord).id}`,
    },
    items_count: {
      resolve: (board, _args, { data }) =>
        data.items.filter((item) => item.boardId === (board as MondayBoardRecord).id && item.state === "active").length,
    },
    columns: { type: "Column", resolve: (board) => (board as MondayBoardRecord).columns },
    groups: { type: "Group", resolve: (board) => (board as MondayBoardRecord).groups },
    items_page: {
      type: "ItemsPage",
      resolve: (board, args, { data }) => {
        const items = data.items.filter(
          (item) => item.boardId === (board as MondayBoardRecord).id && item.state === "active",
        );
        const limit = toLimit(args.limit, DEFAULT_ITEMS_LIMIT, MAX_ITEMS_LIMIT);
        const start =
          typeof args.cursor === "string" ? Number(Buffer.from(args.cursor, "base64url").toString()) || 0 : 0;
        const end = start + limit;
        return {
          cursor: end < items.length ? Buffer.from(String(end)).toString("base64url") : null,
          items: items.slice(start, end),
        };
      },
    },
  },
  Column: {
    id: { resolve: (column) => (column as MondayColumnRecord).id },
    title: { resolve: (column) => (column as MondayColumnRecord).title },
    type: { resolve: (column) => (column as MondayColumnRecord).type },
  },
  Group: {
    id: { resolve: (group) => (group as { id: string }).id },
    title: { resolve: (group) => (group as { title: string }).title },
    color: { resolve: (group) => (group as { color: string }).color },
  },
  ItemsPage: {
    cursor: { resolve: (page) => (page as { cursor: string | null }).cursor },
    items: { type: "Item", resolve: (page) => (page as { items: MondayItemRecord[] }).items },
  },
  Item: {
    id: { resolve: (item) => (item as MondayItemRecord).id },
    name: { resolve: (item) => (item as MondayItemRecord).name },
    state: { resolve: (item) => (item as MondayItemRecord).state },
    created_at: { resolve: (item) => (item as MondayItemRecord).created_at },
    updated_at: { resolve: (item) => (item as MondayItemRecord).updated_at },
    url: { resolve: (item, _args, { data }) => itemUrl(data, item as MondayItemRecord) },
    board: { type: "Board", resolve: (item, _args, { data }) => findBoard(data, (item as MondayItemRecord).boardId) },
    group: {
      type: "Group",
      resolve: (item, _args, { data }) => {
        const record = item as MondayItemRecord;
        return findBoard(data, record.boardId)?.groups.find((group) => group.id === record.groupId);
      },
    },
    creator: {
      type: "User",
      resolve: (item, _args, { data }) => data.users.find((user) => user.id === (item as MondayItemRecord).creatorId),
    },
    column_values: {
      type: "ColumnValue",
      resolve: (item, args, { data }) => {
        const record = item as MondayItemRecord;
        const ids = toIds(args.ids);
        const columns = findBoard(data, record.boardId)?.columns ?? [];
        return columns
          .filter((column) => !ids || ids.includes(column.id))
          .map((column) => ({ column, ...(record.columnValues[column.id] ?? { text: "", value: null }) }));
      },
    },
  },
  ColumnValue: {
    id: { resolve: (value) => (value as { column: MondayColumnRecord }).column.id },
    type: { resolve: (value) => (value as { column: MondayColumnRecord }).column.type },
    text: { resolve: (value) => (value as { text: string }).text },
    value: { resolve: (value) => (value as { value: string | null }).value },
    column: { type: "Column", resolve: (value) => (value as { column: MondayColumnRecord }).column },
  },
};

function readColumnValue(
  data: MondayData,
  column: MondayColumnRecord,
  raw: unknown,
): { text: string; value: string | null } {
  const invalid = () =>
    new MondayError(`invalid value for column ${column.id}`, {
      code: "ColumnValueException",
      status_code: 200,
      error_data: { column_id: column.id, column_type: column.type },
    });
  const object = (typeof raw === "object" && raw !== null ? raw : {}) as Json;
  switch (column.type) {
    case "status": {
      const label = typeof raw === "string" ? raw : object.label;
      if (typeof label !== "string") throw invalid();
      return { text: label, value: JSON.stringify({ label }) };
    }
    case "date": {
      const date = typeof raw === "string" ? raw : object.date;
      if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw invalid();
      return { text: date, value: JSON.stringify({ date }) };
    }
    case "people": {
      const people = Array.isArray(object.personsAndTeams) ? (object.personsAndTeams as { id?: unknown }[]) : [];
      const names = people.map((person) => data.users.find((user) => user.id === String(person.id))?.name);
      if (names.length === 0 || names.some((name) => !name)) throw invalid();
      return { text: names.join(", "), value: JSON.stringify(object) };
    }
    case "text":
    case "numbers": {
      if (typeof raw !== "string" && typeof raw !== "number") throw invalid();
      return { text: String(raw), value: JSON.stringify(String(raw)) };
    }
  }
}

function createItem(args: Json, { data, now }: Context): MondayItemRecord {
  const board = findBoard(data, String(args.board_id));
  if (!board) {
    throw new MondayError("Board not found", {
      code: "ResourceNotFoundException",
      status_code: 404,
      error_data: { resource_type: "board", board_id: Number(args.board_id) },
    });
  }
  const name = String(args.item_name ?? "").trim();
  if (!name) throw new MondayError("Item name can't be blank", { code: "InvalidArgumentException", status_code: 400 });
  const group =
    typeof args.group_id === "string"
      ? board.groups.find((candidate) => candidate.id === args.group_id)
      : board.groups[0];
  if (!group) {
    throw new MondayError("Group not found", {
      code: "ResourceNotFoundException",
      status_code: 404,
      error_data: { group_id: args.group_id },
    });
  }
  let requested: Json = {};
  if (typeof args.column_values === "string" && args.column_values.trim()) {
    try {
      requested = JSON.parse(args.column_values) as Json;
    } catch {
      throw new MondayError("column_values is not valid JSON", { code: "InvalidArgumentException", status_code: 400 });
    }
  } else if (typeof args.column_values === "object" && args.column_values !== null) {
    requested = args.column_values as Json;
  }
  const columnValues: MondayItemRecord["columnValues"] = {};
  for (const [id, raw] of Object.entries(requested)) {
    const column = board.columns.find((candidate) => candidate.id === id);
    if (!column) {
      throw new MondayError("This column ID doesn't exist for the board", {
        code: "InvalidColumnIdException",
        status_code: 400,
        error_data: { column_id: id },
      });
    }
    columnValues[id] = readColumnValue(data, column, raw);
  }
  const stamp = new Date(now).toISOString().replace(/\.\d{3}Z$/, "Z");
  const item: MondayItemRecord = {
    id: String(Math.max(1840000100, ...data.items.map((candidate) => Number(candidate.id))) + 1),
    boardId: board.id,
    groupId: group.id,
    name,
    state: "active",
    creatorId: data.users[0]?.id ?? "",
    created_at: stamp,
    updated_at: stamp,
    columnValues,
  };
  data.items.push(item);
  return item;
}

/** Checks every field and required argument before anything runs, as GraphQL validates before it executes. */
function validate(typeName: string, fields: readonly GraphQlField[]): void {
  const type = types[typeName] ?? {};
  for (const field of fields) {
    const resolver = type[field.name];
    if (!resolver) {
      throw new MondayError(`Cannot query field "${field.name}" on type "${typeName}".`, {
        code: "GRAPHQL_VALIDATION_FAILED",
      });
    }
    for (const argument of resolver.required ?? []) {
      if (!(argument in field.args)) {
        throw new MondayError(`Field "${field.name}" argument "${argument}" is required, but it was not provided.`, {
          code: "GRAPHQL_VALIDATION_FAILED",
        });
      }
    }
    if (resolver.type && !field.selections) {
      throw new MondayError(`Field "${field.name}" of type "${resolver.type}" must have a selection of subfields.`, {
        code: "GRAPHQL_VALIDATION_FAILED",
      });
    }
    if (!resolver.type && field.selections) {
      throw new MondayError(`Field "${field.name}" must not have a selection since its type has no subfields.`, {
        code: "GRAPHQL_VALIDATION_FAILED",
      });
    }
    if (resolver.type && field.selections) validate(resolver.type, field.selections);
  }
}

function execute(
  typeName: string,
  parent: unknown,
  fields: readonly GraphQlField[],
  variables: Json,
  context: Context,
): Json {
  const type = types[typeName] ?? {};
  const result: Json = {};
  for (const field of fields) {
    const resolver = type[field.name];
    if (!resolver) continue;
    const args = Object.fromEntries(
      Object.entries(field.args).map(([name, value]) => [name, resolveGraphQlValue(value, variables)]),
    );
    const value = resolver.resolve(parent, args, context);
    const key = field.alias ?? field.name;
    const nestedType = resolver.type;
    if (!nestedType || !field.selections || value === undefined || value === null) {
      result[key] = value ?? null;
    } else if (Array.isArray(value)) {
      const selections = field.selections;
      result[key] = value.map((entry) => execute(nestedType, entry, selections, variables, context));
    } else {
      result[key] = execute(nestedType, value, field.selections, variables, context);
    }
  }
  return result;
}

function readVariables(raw: unknown): Json {
  if (typeof raw === "string") {
    try {
      const parsed = JSON.parse(raw) as unknown;
      return typeof parsed === "object" && parsed !== null ? (parsed as Json) : {};
    } catch {
      return {};
    }
  }
  return typeof raw === "object" && raw !== null ? (raw as Json) : {};
}

function withDefaults(operation: GraphQlOperation, variables: Json): Json {
  const all = { ...variables };
  for (const definition of operation.variables) {
    if (!(definition.name in all) && definition.defaultValue) {
      all[definition.name] = resolveGraphQlValue(definition.defaultValue, {});
    }
  }
  return all;
}

/** monday.com's one GraphQL endpoint over the family's demo data: failures come back in `errors` with HTTP 200. */
export function answerMondayGraphQl({ request, publicUrl, now, data }: ApiContext): unknown {
  const accountId = demoAccounts.monday.accountId;
  const body = (request.body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof body.query !== "string") {
    return {
      errors: [{ message: "No query string was present", extensions: { code: "BAD_REQUEST" } }],
      account_id: accountId,
    };
  }
  let operation: GraphQlOperation;
  try {
    operation = parseGraphQl(body.query);
  } catch (error) {
    if (!(error instanceof GraphQlSyntaxError)) throw error;
    return {
      errors: [{ message: error.message, extensions: { code: "GRAPHQL_PARSE_FAILED" } }],
      account_id: accountId,
    };
  }
  const rootType = operation.kind === "mutation" ? "Mutation" : "Query";
  const context: Context = { data: data as MondayData, now, publicUrl };
  try {
    validate(rootType, operation.selections);
    const variables = withDefaults(operation, readVariables(body.variables));
    return { data: execute(rootType, undefined, operation.selections, variables, context), account_id: accountId };
  } catch (error) {
    if (!(error instanceof MondayError)) throw error;
    const fields = operation.selections.map((field) => [field.alias ?? field.name, null]);
    const answered = error.extensions.code === "GRAPHQL_VALIDATION_FAILED" ? {} : { data: Object.fromEntries(fields) };
    return { errors: [{ message: error.message, extensions: error.extensions }], ...answered, account_id: accountId };
  }
}
