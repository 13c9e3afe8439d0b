import type { FileKind, ListedItem } from "../app-tool";
import { formatSize } from "../format-size";
import type { DriveItem } from "./client";

const KIND_LABELS: Record<FileKind, string> = {
  document: "Documento",
  spreadsheet: "Hoja de cálculo",
  presentation: "Presentación",
  pdf: "PDF",
  image: "Imagen",
  folder: "Carpeta",
};

const EXTENSIONS: Partial<Record<FileKind, readonly string[]>> = {
  document: ["docx", "doc", "odt", "rtf", "txt", "md"],
  spreadsheet: ["xlsx", "xls", "xlsm", "ods", "csv"],
  presentation: ["pptx", "ppt", "odp"],
  pdf: ["pdf"],
};

/** What kind of file an item is, from its folder facet, MIME type or extension; undefined for anything else. */
export function readFileKind(item: DriveItem): FileKind | undefined {
  if (item.folder) return "folder";
  if (item.file?.mimeType?.startsWith("image/")) return "image";
  const extension = item.name.includes(".") ? item.name.split(".").pop()?.toLowerCase() : undefined;
  const kinds = Object.entries(EXTENSIONS) as [FileKind, readonly string[]][];
  return kinds.find(([, extensions]) => extension && extensions.includes(extension))?.[0];
}

/** 'el archivo «Presupuesto 2027.xlsx»', or a folder with what it holds, as an approval names it. */
export function describeOneDriveItem(item: DriveItem): string {
  return item.folder ? `la carpeta «${item.name}» y todo su contenido` : `el archivo «${item.name}»`;
}

function readFolderPath(item: DriveItem): string | undefined {
  const path = item.parentReference?.path?.replace(/^\/drive\/root:?\/?/, "");
  if (path === undefined) return undefined;
  return path ? decodeURIComponent(path) : "Mis archivos";
}

export function createOneDriveItem(item: DriveItem): ListedItem {
  const kind = readFileKind(item);
  const place = readFolderPath(item);
  const author = item.lastModifiedBy?.user?.displayName;
  // The size is shown so that '¿cuánto ocupa…?' is answered from the file itself; a folder's is its contents'.
  const size = item.file && item.size !== undefined ? `Tamaño: ${formatSize(item.size)}` : undefined;
  const details = [...(kind ? [KIND_LABELS[kind]] : []), ...(size ? [size] : [])];
  return {
    id: item.id,
    title: item.name,
    ...(author ? { from: author } : {}),
    ...(item.lastModifiedDateTime ? { date: item.lastModifiedDateTime } : {}),
    ...(item.webUrl ? { link: item.webUrl } : {}),
    ...(place ? { place } : {}),
    ...(details.length > 0 ? { details } : {}),
  };
}
