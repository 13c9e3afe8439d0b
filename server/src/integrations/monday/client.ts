import { type ProviderApi, ProviderError } from "../provider-api";

export const MONDAY_API_URL = "https://api.monday.com/v2";

type MondayAnswer<T> = { data?: T; errors?: { message: string }[] };

export type MondayColumnValue = { id: string; text: string | null; type?: string; column?: { title: string } };

export type MondayItem = {
  id: string;
  name: string;
  state?: string;
  updated_at?: string;
  url?: string;
  group?: { title: string } | null;
  column_values?: MondayColumnValue[];
};

export type MondayBoard = {
  id: string;
  name: string;
  columns?: { id: string; title: string; type: string }[];
  items_page?: { items: MondayItem[] };
};

const BOARDS_LIMIT = 10;
const BOARDS_TO_CHOOSE_FROM = 50;

const LIST_BOARD_ITEMS = `query ListBoardItems($limit: Int!) {
  boards(limit: ${BOARDS_LIMIT}) {
    id
    name
    items_page(limit: $limit) {
      items { id name state updated_at url group { title } column_values { id text type column { title } } }
    }
  }
}`;

const LIST_BOARDS = `query ListBoards($limit: Int!) { boards(limit: $limit) { id name columns { id title type } } }`;

const CREATE_ITEM = `mutation CreateItem($boardId: ID!, $itemName: String!, $columnValues: JSON) {
  create_item(board_id: $boardId, item_name: $itemName, column_values: $columnValues) { id name url }
}`;

/**
 * One GraphQL call. monday.com reports failures in `errors`, often with HTTP 200, so they are raised here; reads are
 * safe to repeat after a 5xx, mutations are not.
 */
export async function requestMonday<T>(
  api: ProviderApi,
  query: string,
  variables: Record<string, unknown>,
  reads: boolean,
): Promise<T> {
  const answer = await api.request<MondayAnswer<T>>({
    method: "POST",
    url: MONDAY_API_URL,
    json: { query, variables },
    idempotent: reads,
  });
  if (answer.errors?.length || !answer.data) {
    const message = answer.errors?.map((error) => error.message).join("; ") ?? "sin datos";
    throw new ProviderError(200, "api.monday.com", answer, `monday.com respondió con un error: ${message}`);
  }
  return answer.data;
}

export async function fetchMondayAccount(api: ProviderApi): Promise<string | null> {
  const { me } = await requestMonday<{ me?: { name?: string | null; email?: string | null } }>(
    api,
    "{ me { id name email } }",
    {},
    true,
  );
  if (!me) throw new ProviderError(200, "api.monday.com", null, "monday.com no devolvió el usuario");
  return me.email ?? me.name ?? null;
}

export async function listMondayBoardItems(api: ProviderApi, itemsPerBoard: number): Promise<MondayBoard[]> {
  const { boards } = await requestMonday<{ boards: MondayBoard[] }>(
    api,
    LIST_BOARD_ITEMS,
    { limit: itemsPerBoard },
    true,
  );
  return boards;
}

export async function listMondayBoards(api: ProviderApi): Promise<MondayBoard[]> {
  const { boards } = await requestMonday<{ boards: MondayBoard[] }>(
    api,
    LIST_BOARDS,
    { limit: BOARDS_TO_CHOOSE_FROM },
    true,
  );
  return boards;
}

/** `columnValues` maps column ids to monday's per-type values; it travels as a JSON string, as monday.com asks. */
export async function createMondayItem(
  api: ProviderApi,
  item: { boardId: string; name: string; columnValues: Record<string, unknown> },
): Promise<MondayItem> {
  const { create_item } = await requestMonday<{ create_item: MondayItem }>(
    api,
    CREATE_ITEM,
    { boardId: item.boardId, itemName: item.name, columnValues: JSON.stringify(item.columnValues) },
    false,
  );
  return create_item;
}
