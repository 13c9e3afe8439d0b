import type { FileKind } from "../app-tool";

export const GOOGLE_DOCUMENT = "application/vnd.google-apps.document";
export const GOOGLE_SPREADSHEET = "application/vnd.google-apps.spreadsheet";
export const GOOGLE_PRESENTATION = "application/vnd.google-apps.presentation";
export const GOOGLE_FOLDER = "application/vnd.google-apps.folder";

export const fileKinds = [
  "document",
  "spreadsheet",
  "presentation",
  "pdf",
  "image",
  "folder",
] as const satisfies readonly FileKind[];

/** Each kind as a Drive `q` condition; Word, Excel and PowerPoint uploads count with Google's own types. */
const kindConditions: Record<FileKind, string> = {
  document: `(mimeType = '${GOOGLE_DOCUMENT}' or mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')`,
  spreadsheet: `(mimeType = '${GOOGLE_SPREADSHEET}' or mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')`,
  presentation: `(mimeType = '${GOOGLE_PRESENTATION}' or mimeType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation')`,
  pdf: "mimeType = 'application/pdf'",
  image: "mimeType contains 'image/'",
  folder: `mimeType = '${GOOGLE_FOLDER}'`,
};

export function readKindCondition(kind: FileKind): string {
  return kindConditions[kind];
}

/** The kind of file a mimeType is, in Spanish, for lists and approval cards. */
export function nameFileKind(mimeType: string): string {
  if (mimeType === GOOGLE_DOCUMENT || mimeType.includes("wordprocessingml")) return "Documento";
  if (mimeType === GOOGLE_SPREADSHEET || mimeType.includes("spreadsheetml")) return "Hoja de cálculo";
  if (mimeType === GOOGLE_PRESENTATION || mimeType.includes("presentationml")) return "Presentación";
  if (mimeType === GOOGLE_FOLDER) return "Carpeta";
  if (mimeType === "application/pdf") return "PDF";
  if (mimeType.startsWith("image/")) return "Imagen";
  if (mimeType.startsWith("text/")) return "Texto";
  return "Archivo";
}
