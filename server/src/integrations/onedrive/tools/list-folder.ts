import { z } from "zod";
import { defineTool, type ListedItem, type ToolContext, type ToolOutput } from "../../app-tool";
import { MAX_LIST_COUNT } from "../../families/microsoft";
import { matchesNameLoosely } from "../../matches-name-loosely";
import { ProviderError } from "../../provider-api";
import { type DriveItem, listOneDriveChildren, listOneDriveChildrenByPath, searchOneDrive } from "../client";
import { createOneDriveItem } from "../create-onedrive-item";

const ListFolderInputSchema = z.object({
  folder: z
    .string()
    .trim()
    .min(1)
    .describe("Nombre de la carpeta o su ruta desde la raíz, p. ej. 'Facturas' o 'Documentos/Clientes'"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe(`Cuántos elementos mostrar (hasta ${MAX_LIST_COUNT} si no se dice)`),
});

/** Enough to count what a folder holds exactly, even when the list shows fewer. */
const CHILDREN_WINDOW = 200;
const SEARCH_WINDOW = 50;

function foldName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("es").trim();
}

/**
 * The folder a name means when it is no path from the root ('la carpeta de clientes' is inside Documentos): the one
 * so called, else the one whose name holds every word said, a slip allowed, the newest first.
 */
async function findFolderByName(context: ToolContext, folder: string): Promise<DriveItem | undefined> {
  const name = folder.split("/").filter(Boolean).pop() ?? folder;
  const { value } = await searchOneDrive(context.api, name, SEARCH_WINDOW);
  const folders = value.filter((item) => item.folder);
  return (
    folders.find((item) => foldName(item.name) === foldName(name)) ??
    folders.find((item) => matchesNameLoosely(item.name, name))
  );
}

/** What the folder holds, by its path first (one call) and, when no folder has that path, by its name. */
async function readFolderChildren(context: ToolContext, folder: string): Promise<DriveItem[] | undefined> {
  try {
    return (await listOneDriveChildrenByPath(context.api, folder, CHILDREN_WINDOW)).value;
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 404)) throw error;
  }
  const found = await findFolderByName(context, folder);
  return found ? (await listOneDriveChildren(context.api, found.id, CHILDREN_WINDOW)).value : undefined;
}

function answerFolder(folder: string, children: DriveItem[], count: number): ToolOutput {
  if (children.length === 0) return { kind: "done", message: `La carpeta «${folder}» de OneDrive está vacía.` };
  const items: ListedItem[] = children.slice(0, count).map(createOneDriveItem);
  return { kind: "list", object: "file", items, total: children.length };
}

export const onedriveListFolder = defineTool({
  name: "onedrive_list_folder",
  app: "onedrive",
  description:
    "Lista lo que hay dentro de una carpeta de OneDrive (archivos y subcarpetas), dada por su nombre o su ruta, " +
    "con cuántos elementos tiene: '¿qué hay en la carpeta Facturas?', 'enséñame Documentos/Clientes'.",
  inputSchema: ListFolderInputSchema,
  writes: false,
  intent: { action: "list", objects: ["file", "document", "spreadsheet", "presentation"] },
  argsFromRequest: (request) =>
    request.folder ? { folder: request.folder, ...(request.count ? { count: request.count } : {}) } : null,
  execute: async (context, input) => {
    const children = await readFolderChildren(context, input.folder);
    // No such folder is an empty listing, which lets the general chat look for it in the other file apps.
    if (!children) return { kind: "list", object: "file", items: [], total: 0 };
    return answerFolder(input.folder, children, Math.min(input.count ?? MAX_LIST_COUNT, MAX_LIST_COUNT));
  },
});
