import type { ProviderApi } from "../provider-api";
import { type DriveFile, downloadDriveFile, exportDriveFile } from "./client";
import { GOOGLE_DOCUMENT, GOOGLE_PRESENTATION, GOOGLE_SPREADSHEET } from "./drive-file-kinds";

const exportFormats: Record<string, string> = {
  [GOOGLE_DOCUMENT]: "text/plain",
  [GOOGLE_SPREADSHEET]: "text/csv",
  [GOOGLE_PRESENTATION]: "text/plain",
};

const textTypes = ["application/json", "application/xml", "application/x-yaml"];

/** Drive's text exports start with a byte-order mark and end lines with CRLF. */
function cleanText(text: string): string {
  return text
    .replace(/^\ufeff/, "")
    .replace(/\r\n?/g, "\n")
    .trim();
}

/**
 * The text of a file: Google's own types exported (documents and slides as text, a spreadsheet's first sheet as
 * CSV), text files downloaded; undefined for binaries such as PDFs and images.
 */
export async function readDriveText(api: ProviderApi, file: DriveFile): Promise<string | undefined> {
  const format = exportFormats[file.mimeType];
  if (format) return cleanText(await exportDriveFile(api, file.id, format));
  if (file.mimeType.startsWith("text/") || textTypes.includes(file.mimeType)) {
    return cleanText(await downloadDriveFile(api, file.id));
  }
  return undefined;
}
