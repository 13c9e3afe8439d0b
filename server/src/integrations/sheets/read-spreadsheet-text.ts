import type { ProviderApi } from "../provider-api";
import { getSheetValues, type Spreadsheet } from "./client";

const MAX_SHEETS = 10;
const MAX_ROWS = 200;

/** A sheet named in A1 notation: quoted, with its own quotes doubled, so any title works. */
function quoteSheetTitle(title: string): string {
  return `'${title.replace(/'/g, "''")}'`;
}

/** Every sheet's cells as text, one row per line and cells separated by ' | ', under the sheet's name. */
export async function readSpreadsheetText(api: ProviderApi, spreadsheet: Spreadsheet): Promise<string> {
  const titles = (spreadsheet.sheets ?? [])
    .flatMap((sheet) => (sheet.properties?.title ? [sheet.properties.title] : []))
    .slice(0, MAX_SHEETS);
  const sheets = await Promise.all(
    titles.map((title) => getSheetValues(api, spreadsheet.spreadsheetId, quoteSheetTitle(title))),
  );
  return sheets
    .map((sheet, index) => {
      const rows = sheet.values ?? [];
      const lines = rows.slice(0, MAX_ROWS).map((row) => row.join(" | "));
      const cut = rows.length > MAX_ROWS ? [`[… ${rows.length - MAX_ROWS} filas más]`] : [];
      return [`## ${titles[index]}`, ...(lines.length > 0 ? lines : ["(hoja vacía)"]), ...cut].join("\n");
    })
    .join("\n\n");
}
