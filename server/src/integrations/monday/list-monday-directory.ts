import type { AppDirectory, ToolContext } from "../app-tool";
import { listMondayBoards } from "./client";

/** The person's boards, which hold their items. */
export async function listMondayDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const boards = await listMondayBoards(api);
  return { places: boards.map((board) => ({ id: board.id, name: board.name, holds: "item" })), people: [] };
}
