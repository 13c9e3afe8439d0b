import type { AppDirectory, Place, ToolContext } from "../app-tool";
import { listMondayBoardItems } from "./client";

/** Enough items per board to see every state the boards use. */
const ITEMS_PER_BOARD = 50;

/** The person's boards and their groups, which hold their items, and the states (status column labels) those items are in. */
export async function listMondayDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const boards = await listMondayBoardItems(api, ITEMS_PER_BOARD);
  const states = boards.flatMap((board) =>
    (board.items_page?.items ?? []).flatMap((item) =>
      (item.column_values ?? []).flatMap((value) =>
        value.type === "status" && value.text?.trim() ? [value.text.trim()] : [],
      ),
    ),
  );
  // The people the items are in the hands of, as the people columns write them ('Patricia Gil').
  const people = boards.flatMap((board) =>
    (board.items_page?.items ?? []).flatMap((item) =>
      (item.column_values ?? []).flatMap((value) =>
        value.type === "people" && value.text?.trim() ? value.text.split(",").map((name) => name.trim()) : [],
      ),
    ),
  );
  // A board's groups are places too: 'lo de Próximamente' asks for the items of that group.
  const groups = boards.flatMap((board) =>
    [...new Set((board.items_page?.items ?? []).flatMap((item) => item.group?.title?.trim() || []))].map(
      (title): Place => ({ id: `${board.id}:${title}`, name: title, within: board.name, holds: "item" }),
    ),
  );
  return {
    places: [...boards.map((board): Place => ({ id: board.id, name: board.name, holds: "item" })), ...groups],
    people: [...new Set(people)],
    states: [...new Set(states)],
  };
}
