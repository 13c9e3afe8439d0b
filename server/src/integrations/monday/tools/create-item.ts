import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool, type ToolContext } from "../../app-tool";
import { pickOneTarget } from "../../target-errors";
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
  boardId: z.string().optional().describe("Lo rellena Shifu antes de pedir confirmación"),
});

type CreateItemInput = z.infer<typeof CreateItemInputSchema>;

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The board a written id or name means (exact name, else the one that contains it), or the first when none. */
async function pickBoard(context: ToolContext, wanted: string | undefined): Promise<MondayBoard> {
  const boards = await listMondayBoards(context.api);
  if (!wanted?.trim()) {
    const [first] = boards;
    if (!first) throw new AppError("NOT_FOUND", { message: "Tu cuenta de monday.com no tiene ningún tablero." });
    return first;
  }
  const byId = boards.find((board) => board.id === wanted);
  if (byId) return byId;
  const exact = boards.filter((board) => fold(board.name) === fold(wanted.trim()));
  return pickOneTarget(exact.length > 0 ? exact : boards.filter((board) => fold(board.name).includes(fold(wanted))), {
    what: "tableros",
    wanted,
    notFound: `No encuentro en monday.com ningún tablero llamado «${wanted}». Tableros: ${boards.map((board) => `«${board.name}»`).join(", ") || "ninguno"}.`,
    label: (board) => `«${board.name}»`,
  });
}

async function findBoardById(context: ToolContext, boardId: string): Promise<MondayBoard> {
  const board = (await listMondayBoards(context.api)).find((candidate) => candidate.id === boardId);
  if (!board) throw new AppError("NOT_FOUND", { message: "Ese tablero de monday.com ya no existe." });
  return board;
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
    const board = request.place?.name ?? request.project;
    return { itemName, ...(dueDate ? { dueDate } : {}), ...(board ? { board } : {}) };
  },
  // The board is fixed by its id before the card, so the item goes where the card said.
  resolve: async (context, input) => {
    const board = await pickBoard(context, input.board);
    return { ...input, board: board.name, boardId: board.id };
  },
  describe: async (context, input) => {
    const board = input.boardId ? await findBoardById(context, input.boardId) : await pickBoard(context, input.board);
    return `Crear en monday.com el elemento «${input.itemName}» en el tablero «${board.name}»${describeDate(board, input)}`;
  },
  execute: async (context, input) => {
    if (!input.boardId)
      throw new AppError("BAD_REQUEST", { message: "Falta el tablero exacto donde crear el elemento." });
    const board = await findBoardById(context, input.boardId);
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
