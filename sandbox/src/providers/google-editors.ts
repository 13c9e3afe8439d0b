import type { GoogleData, GoogleDrive, SeededSpreadsheet } from "../demo-data/google-data";
import { hasGoogleScope, sendGoogleRpcError } from "./google-api-error";
import { applyFieldMask } from "./google-field-mask";
import type { ApiContext, ApiRoute } from "./provider-family";

const SCOPE = "https://www.googleapis.com/auth/";
const DRIVE_SCOPES = [`${SCOPE}drive`, `${SCOPE}drive.readonly`, `${SCOPE}drive.file`];
const NOT_FOUND = "Requested entity was not found.";

type Query = Record<string, string | undefined>;

function readDrive(context: ApiContext): GoogleDrive {
  return (context.data as GoogleData).drive;
}

function readParam(context: ApiContext, name: string): string {
  return String((context.request.params as Record<string, string>)[name] ?? "");
}

/** Answers the object, trimmed by `fields` when asked, or Google's 404. */
function answerFound(context: ApiContext, found: unknown) {
  if (found === undefined) return sendGoogleRpcError(context.reply, 404, NOT_FOUND);
  const fields = (context.request.query as Query).fields;
  return fields ? applyFieldMask(found, fields) : found;
}

function readColumnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);
}

function formatColumnLetters(number: number): string {
  let letters = "";
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Sheets quotes a sheet name in A1 notation unless it is a plain word. */
function quoteSheetTitle(title: string): string {
  return /^[\p{L}\p{N}_]+$/u.test(title) ? title : `'${title.replace(/'/g, "''")}'`;
}

type Cells = { firstRow: number; firstColumn: number; lastRow: number; lastColumn: number };

function readCells(notation: string, rowCount: number, columnCount: number): Cells | undefined {
  if (!notation) return { firstRow: 1, firstColumn: 1, lastRow: rowCount, lastColumn: columnCount };
  const match = notation.match(/^([A-Za-z]*)(\d*)(?::([A-Za-z]*)(\d*))?$/);
  if (!match) return undefined;
  const [, startColumn = "", startRow = "", endColumn, endRow] = match;
  if (!startColumn && !startRow) return undefined;
  const single = endColumn === undefined && endRow === undefined;
  return {
    firstColumn: startColumn ? readColumnNumber(startColumn) : 1,
    firstRow: startRow ? Number(startRow) : 1,
    lastColumn: single
      ? readColumnNumber(startColumn) || columnCount
      : endColumn
        ? readColumnNumber(endColumn)
        : columnCount,
    lastRow: single ? Number(startRow) || rowCount : endRow ? Number(endRow) : rowCount,
  };
}

type Range = { title: string; cells: Cells };

/** A1 notation: `'Gastos de viaje'!A1:D10`, `Resumen`, or bare cells on the first sheet. */
function readRange(seeded: SeededSpreadsheet, range: string): Range | undefined {
  const sheets = seeded.spreadsheet.sheets.map((sheet) => sheet.properties);
  const bang = range.lastIndexOf("!");
  const named = bang === -1 ? range : range.slice(0, bang);
  const title = named.startsWith("'") && named.endsWith("'") ? named.slice(1, -1).replace(/''/g, "'") : named;
  const sheet = sheets.find((candidate) => candidate.title === title) ?? (bang === -1 ? sheets[0] : undefined);
  if (!sheet) return undefined;
  const notation = bang !== -1 ? range.slice(bang + 1) : sheet.title === title ? "" : range;
  const { rowCount, columnCount } = sheet.gridProperties;
  const cells = readCells(notation, rowCount, columnCount);
  return cells && { title: sheet.title, cells };
}

/** `values.get`: formatted strings row by row, trailing empty rows and cells left out, as Sheets does. */
function getValues(context: ApiContext) {
  const seeded = readDrive(context).spreadsheets[readParam(context, "spreadsheetId")];
  if (!seeded) return sendGoogleRpcError(context.reply, 404, NOT_FOUND);
  const requested = readParam(context, "range");
  const range = readRange(seeded, requested);
  if (!range) return sendGoogleRpcError(context.reply, 400, `Unable to parse range: ${requested}`);
  const { firstRow, firstColumn, lastRow, lastColumn } = range.cells;
  const values = (seeded.values[range.title] ?? [])
    .slice(firstRow - 1, lastRow)
    .map((row) => row.slice(firstColumn - 1, lastColumn));
  while (values.length > 0 && (values.at(-1) ?? []).every((cell) => cell === "")) values.pop();
  const a1 = `${formatColumnLetters(firstColumn)}${firstRow}:${formatColumnLetters(lastColumn)}${lastRow}`;
  return {
    range: `${quoteSheetTitle(range.title)}!${a1}`,
    majorDimension: "ROWS",
    ...(values.length > 0 ? { values } : {}),
  };
}

function defineEditorRoute(
  host: string,
  path: string,
  scopes: readonly string[],
  answer: (context: ApiContext) => unknown,
) {
  return {
    method: "GET",
    host,
    path,
    credential: "bearer",
    answer: (context) => (hasGoogleScope(context, scopes) ? answer(context) : undefined),
  } satisfies ApiRoute;
}

const documentScopes = [`${SCOPE}documents`, `${SCOPE}documents.readonly`, ...DRIVE_SCOPES];
const sheetScopes = [`${SCOPE}spreadsheets`, `${SCOPE}spreadsheets.readonly`, ...DRIVE_SCOPES];
const slideScopes = [`${SCOPE}presentations`, `${SCOPE}presentations.readonly`, ...DRIVE_SCOPES];

/** The Docs, Sheets and Slides reads of Shifu's tools; their files live in the demo Drive. */
export const editorRoutes: readonly ApiRoute[] = [
  defineEditorRoute("docs.googleapis.com", "/v1/documents/:documentId", documentScopes, (context) =>
    answerFound(context, readDrive(context).documents[readParam(context, "documentId")]),
  ),
  defineEditorRoute("sheets.googleapis.com", "/v4/spreadsheets/:spreadsheetId", sheetScopes, (context) =>
    answerFound(context, readDrive(context).spreadsheets[readParam(context, "spreadsheetId")]?.spreadsheet),
  ),
  defineEditorRoute("sheets.googleapis.com", "/v4/spreadsheets/:spreadsheetId/values/:range", sheetScopes, getValues),
  defineEditorRoute("slides.googleapis.com", "/v1/presentations/:presentationId", slideScopes, (context) =>
    answerFound(context, readDrive(context).presentations[readParam(context, "presentationId")]),
  ),
];
