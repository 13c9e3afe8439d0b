import { z } from "zod";
import { defineTool, type ListedItem, type ParsedRequest } from "../../app-tool";
import { matchesPersonName } from "../../match-person-name";
import { listMondayBoardItems, type MondayBoard, type MondayItem } from "../client";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;
const MAX_DETAILS = 4;

const ListBoardItemsInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos elementos mostrar (10 si no se dice)"),
  board: z.string().optional().describe("Nombre (o parte del nombre) del tablero, si se pide uno solo"),
  group: z.string().optional().describe("Solo los elementos de este grupo del tablero ('Próximamente')"),
  status: z.string().optional().describe("Solo los elementos en este estado, tal como lo escribe el tablero ('Listo')"),
  assignee: z
    .string()
    .min(1)
    .optional()
    .describe("Solo los elementos de los que es responsable esta persona (su nombre)"),
});

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function toListedItem(board: MondayBoard, item: MondayItem): ListedItem {
  const values = (item.column_values ?? []).filter((value) => value.text?.trim());
  const due = values.find((value) => value.type === "date")?.text ?? undefined;
  const details = values
    .filter((value) => value.type !== "date")
    .slice(0, MAX_DETAILS)
    .map((value) => `${value.column?.title ?? value.id}: ${value.text}`);
  return {
    id: item.id,
    title: item.name,
    date: item.updated_at,
    due,
    link: item.url,
    place: item.group?.title ? `${board.name} › ${item.group.title}` : board.name,
    details: details.length > 0 ? details : undefined,
  };
}

/** A group is a place within a board ('Próximamente' of «Lanzamiento de la app móvil»); a board is one of its own. */
function readBoardAndGroup(request: ParsedRequest): { board?: string; group?: string } {
  const place = request.place;
  if (place?.within) return { board: place.within, group: place.name };
  if (place || request.quoted) return { board: place?.name ?? request.quoted };
  return {};
}

export const mondayListBoardItems = defineTool({
  name: "monday_list_board_items",
  app: "monday",
  description:
    "Lista los elementos de los tableros de monday.com del usuario, los actualizados más recientemente primero, con " +
    "su tablero, grupo, estado, responsable y fecha. Puede limitarse a un tablero por su nombre, a un grupo, a un estado o a los " +
    "de una persona responsable.",
  inputSchema: ListBoardItemsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["item", "task", "pending"] },
  argsFromRequest: (request) => ({
    ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
    ...readBoardAndGroup(request),
    ...(request.state ? { status: request.state } : {}),
    ...(request.assignee ? { assignee: request.assignee } : {}),
  }),
  execute: async (context, input) => {
    const count = input.count ?? DEFAULT_COUNT;
    const boards = await listMondayBoardItems(context.api, Math.max(count, DEFAULT_COUNT));
    const wanted = input.board ? fold(input.board) : undefined;
    const group = input.group ? fold(input.group.trim()) : undefined;
    const isInGroup = (item: MondayItem) => !group || fold(item.group?.title?.trim() ?? "") === group;
    const state = input.status ? fold(input.status.trim()) : undefined;
    const isInState = (item: MondayItem) =>
      !state ||
      (item.column_values ?? []).some((value) => value.type === "status" && fold(value.text?.trim() ?? "") === state);
    // monday writes a people column as the names of its people, which is what the person asks by.
    const isOwnedBy = (item: MondayItem) =>
      !input.assignee ||
      (item.column_values ?? []).some(
        (value) => value.type === "people" && matchesPersonName(value.text ?? "", input.assignee ?? ""),
      );
    const items = boards
      .filter((board) => !wanted || fold(board.name).includes(wanted))
      .flatMap((board) =>
        (board.items_page?.items ?? [])
          .filter(
            (item) =>
              item.state !== "archived" &&
              item.state !== "deleted" &&
              isInGroup(item) &&
              isInState(item) &&
              isOwnedBy(item),
          )
          .map((item) => ({ board, item })),
      );
    items.sort((a, b) => Date.parse(b.item.updated_at ?? "") - Date.parse(a.item.updated_at ?? ""));
    return {
      kind: "list",
      object: "item",
      total: items.length,
      items: items.slice(0, count).map(({ board, item }) => toListedItem(board, item)),
    };
  },
});
