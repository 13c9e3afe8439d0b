import { createFileTarget } from "../families/google-file-tools";

export const driveFileTarget = createFileTarget(
  "fileId",
  "Identificador del archivo, tal como lo dan las listas y búsquedas de Drive",
  "drive_search_files",
);
