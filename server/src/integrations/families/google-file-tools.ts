import type { AssistantKey } from "@shifu/contract";
import { z } from "zod";
import { type AppTool, defineTool, type ListedItem, type ParsedRequest } from "../app-tool";
import { listDriveItems } from "../drive/list-drive-items";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../drive/trash-drive-item";
import type { ProviderApi } from "../provider-api";
import { createListCountSchema, limitDocumentText, readListCount } from "./google";

/** Spanish names of one kind of file; `short` is how a sentence names it again ('la hoja', not 'la hoja de cálculo'). */
export type SpanishFileNames = {
  singular: string;
  plural: string;
  short: string;
  shortPlural: string;
  /** Articles and adjectives agree with the noun: 'los documentos modificados', 'las hojas modificadas'. */
  feminine: boolean;
};

/**
 * One Google Docs Editors app. Its files live in Drive, so Drive lists, searches and trashes them; the app's own API
 * reads them, because it keeps the structure (headings, tabs, slides) that a Drive export flattens.
 */
export type GoogleFileKind<IdField extends string = string> = {
  app: AssistantKey;
  /** 'Google Docs', as the user knows it. */
  appName: string;
  object: "document" | "spreadsheet" | "presentation";
  mimeType: string;
  names: SpanishFileNames;
  /** Where search words are found besides the title ('el texto', 'las celdas'), so the model knows what to ask for. */
  searchedContent: string;
  searchExample: string;
  /** The input field naming one file, as the app's API calls it: 'documentId'. */
  idField: IdField;
  idDescription: string;
  /** What the read tool gives, for the model, without the closing hint to search first. */
  readDescription: string;
  readFile(api: ProviderApi, id: string): Promise<{ item: ListedItem; text: string }>;
};

type FileTarget<Field extends string> = Pick<
  AppTool<Record<Field, string>>,
  "inputSchema" | "target" | "argsFromRequest"
>;

/** A tool that acts on one file takes its id, which the local engine finds first with the app's search tool. */
export function createFileTarget<Field extends string>(
  field: Field,
  description: string,
  searchTool: string,
): FileTarget<Field> {
  const shape = { [field]: z.string().min(1).describe(description) } as Record<Field, z.ZodString>;
  return {
    // Zod cannot infer the output of a shape keyed by a type parameter, so it is stated.
    inputSchema: z.object(shape) as z.ZodType<Record<Field, string>>,
    target: { searchTool },
    argsFromRequest: (_request, target) => (target ? ({ [field]: target.id } as Record<Field, string>) : null),
  };
}

/** A quoted title comes first: the user marked it as the exact words to look for. */
export function readSearchText(request: ParsedRequest): string | undefined {
  return (request.quoted ?? request.keywords ?? request.name)?.trim();
}

function selectAgreement(feminine: boolean) {
  return feminine
    ? {
        the: "la",
        theMany: "las",
        onlyOne: "una sola",
        howMany: "Cuántas",
        modified: "modificadas",
        newestFirst: "de la más reciente a la más antigua",
      }
    : {
        the: "el",
        theMany: "los",
        onlyOne: "un solo",
        howMany: "Cuántos",
        modified: "modificados",
        newestFirst: "del más reciente al más antiguo",
      };
}

function nameSearchTool(kind: GoogleFileKind): string {
  return `${kind.app}_search_${kind.object}s`;
}

/** Read and trash tools tell the model to find the file first, since they only take its id. */
function describeSearchFirst(kind: GoogleFileKind): string {
  return `Busca antes ${selectAgreement(kind.names.feminine).the} ${kind.names.short} con ${nameSearchTool(kind)}.`;
}

function createCountSchema(kind: GoogleFileKind) {
  const { howMany } = selectAgreement(kind.names.feminine);
  return createListCountSchema(`${howMany} ${kind.names.shortPlural} mostrar (5 si no se dice)`);
}

function buildMimeCondition(kind: GoogleFileKind): string {
  return `mimeType = '${kind.mimeType}'`;
}

export function createListRecentFilesTool(kind: GoogleFileKind): AppTool {
  const { theMany, modified } = selectAgreement(kind.names.feminine);
  return defineTool({
    name: `${kind.app}_list_recent_${kind.object}s`,
    app: kind.app,
    description:
      `Lista ${theMany} ${kind.names.plural} de ${kind.appName} ${modified} más recientemente, ` +
      "con propietario, fecha y enlace.",
    inputSchema: z.object({ count: createCountSchema(kind) }),
    writes: false,
    intent: { action: "list", objects: [kind.object, "file"] },
    argsFromRequest: (request) => ({ count: readListCount(request.count) }),
    execute: async (context, input) => ({
      kind: "list",
      object: kind.object,
      items: await listDriveItems(context, {
        mimeCondition: buildMimeCondition(kind),
        count: readListCount(input.count),
      }),
    }),
  });
}

export function createSearchFilesTool(kind: GoogleFileKind): AppTool {
  const { the, newestFirst } = selectAgreement(kind.names.feminine);
  return defineTool({
    name: nameSearchTool(kind),
    app: kind.app,
    description:
      `Busca ${kind.names.plural} de ${kind.appName} por palabras del título o del contenido, ${newestFirst}. ` +
      `Úsala también para encontrar ${the} ${kind.names.short} sobre ${the} que el usuario quiere actuar.`,
    inputSchema: z.object({
      text: z
        .string()
        .trim()
        .min(1)
        .describe(`Palabras a buscar en el título o en ${kind.searchedContent}, p. ej. '${kind.searchExample}'`),
      count: createCountSchema(kind),
    }),
    writes: false,
    intent: { action: "search", objects: [kind.object, "file"] },
    argsFromRequest: (request) => {
      const text = readSearchText(request);
      return text ? { text, count: readListCount(request.count) } : null;
    },
    execute: async (context, input) => ({
      kind: "list",
      object: kind.object,
      items: await listDriveItems(context, {
        mimeCondition: buildMimeCondition(kind),
        text: input.text,
        count: readListCount(input.count),
      }),
    }),
  });
}

export function createReadFileTool<IdField extends string>(kind: GoogleFileKind<IdField>): AppTool {
  return defineTool({
    name: `${kind.app}_read_${kind.object}`,
    app: kind.app,
    description: `${kind.readDescription}. ${describeSearchFirst(kind)}`,
    writes: false,
    intent: { action: "read", objects: [kind.object] },
    ...createFileTarget(kind.idField, kind.idDescription, nameSearchTool(kind)),
    execute: async (context, input) => {
      const { item, text } = await kind.readFile(context.api, input[kind.idField]);
      return { kind: "document", item, text: limitDocumentText(text) };
    },
  });
}

export function createTrashFileTool<IdField extends string>(kind: GoogleFileKind<IdField>): AppTool {
  const { the, onlyOne } = selectAgreement(kind.names.feminine);
  const thing: TrashedThing = {
    noun: `${the} ${kind.names.singular}`,
    app: kind.appName,
    mimeTypes: [kind.mimeType],
  };
  return defineTool({
    name: `${kind.app}_trash_${kind.object}`,
    app: kind.app,
    description:
      `Mueve ${onlyOne} ${kind.names.singular} de ${kind.appName} a la papelera de Drive ` +
      `(se puede recuperar durante 30 días). ${describeSearchFirst(kind)}`,
    writes: true,
    intent: { action: "trash", objects: [kind.object] },
    ...createFileTarget(kind.idField, kind.idDescription, nameSearchTool(kind)),
    describe: (context, input) => describeDriveTrash(context, input[kind.idField], thing),
    execute: (context, input) => trashDriveItem(context, input[kind.idField], thing),
  });
}
