import { z } from "zod";
import { defineTool, type ToolContext } from "../../app-tool";
import { formatSpanishDay, readWrittenDay } from "../../to-local-day";
import { createMondayItem, listMondayBoards, type MondayBoard } from "../client";

const CreateItemInputSchema = z.object({
  itemName: z.string().min(1).describe("Nombre del nuevo elemento"),
  board: z.string().optional().describe("Id o nombre del tablero; si no se dice, el primero del usuario"),
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Fecha límite 'YYYY-MM-DD', que va a la primera columna de fecha del tablero"),
});

type CreateItemInput = z.infer<typeof CreateItemInputSchema>;

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

async function findBoard(context: ToolContext, wanted: string | undefined): Promise<MondayBoard | undefined> {
  const boards = await listMondayBoards(context.api);
  if (!wanted) return boards[0];
  return boards.find((board) => board.id === wanted) ?? boards.find((board) => fold(board.name).includes(fold(wanted)));
}

function describeDate(board: MondayBoard, input: CreateItemInput): string {
  const hasDate = board.columns?.some((column) => column.type === "date");
  return input.dueDate && hasDate ? ` con fecha límite el ${formatSpanishDay(input.dueDate)}` : "";
}

export const mondayCreateItem = defineTool<CreateItemInput>({
  name: "monday_create_item",
  app: "monday",
  description:
    "Crea un elemento en un tablero de monday.com (el primero del usuario si no se indica otro), con fecha límite " +
    "opcional.",
  inputSchema: CreateItemInputSchema,
  writes: true,
  intent: { action: "create", objects: ["item", "task"] },
  argsFromRequest: (request) => {
    const itemName = (request.quoted ?? request.name)?.trim();
    if (!itemName) return null;
    const dueDate = request.dueDate ? readWrittenDay(request.dueDate) : undefined;
    return { itemName, ...(dueDate ? { dueDate } : {}) };
  },
  describe: async (context, input) => {
    const board = await findBoard(context, input.board);
    if (!board)
      return `Crear en monday.com el elemento «${input.itemName}» (no se encuentra el tablero «${input.board}»)`;
    return `Crear en monday.com el elemento «${input.itemName}» en el tablero «${board.name}»${describeDate(board, input)}`;
  },
  execute: async (context, input) => {
    const board = await findBoard(context, input.board);
    if (!board) {
      return {
        kind: "done",
        message: input.board
          ? `No encuentro en monday.com ningún tablero llamado «${input.board}».`
          : "Tu cuenta de monday.com no tiene ningún tablero.",
      };
    }
    const dateColumn = board.columns?.find((column) => column.type === "date");
    const item = await createMondayItem(context.api, {
      boardId: board.id,
      name: input.itemName,
      columnValues: input.dueDate && dateColumn ? { [dateColumn.id]: { date: input.dueDate } } : {},
    });
    return {
      kind: "done",
      message: `He creado en monday.com el elemento «${item.name}» en el tablero «${board.name}»${describeDate(board, input)}.`,
      item: { id: item.id, title: item.name, link: item.url, place: board.name, due: input.dueDate },
    };
  },
});
