import type { ProviderApi } from "../provider-api";

const SPREADSHEETS_URL = "https://sheets.googleapis.com/v4/spreadsheets";

export type Spreadsheet = {
  spreadsheetId: string;
  properties?: { title?: string };
  sheets?: { properties?: { sheetId?: number; title?: string; index?: number } }[];
  spreadsheetUrl?: string;
};

export type SheetValues = { range: string; majorDimension?: "ROWS" | "COLUMNS"; values?: string[][] };

/** `spreadsheets.get` without grid data: the title and the sheets' names. */
export function getSpreadsheet(api: ProviderApi, spreadsheetId: string): Promise<Spreadsheet> {
  return api.request<Spreadsheet>({ url: `${SPREADSHEETS_URL}/${encodeURIComponent(spreadsheetId)}` });
}

/** `spreadsheets.values.get` of a range in A1 notation, as the cells show their values. */
export function getSheetValues(api: ProviderApi, spreadsheetId: string, range: string): Promise<SheetValues> {
  return api.request<SheetValues>({
    url: `${SPREADSHEETS_URL}/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`,
    query: { majorDimension: "ROWS", valueRenderOption: "FORMATTED_VALUE" },
  });
}
