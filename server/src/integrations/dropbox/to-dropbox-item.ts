import type { FileKind, ListedItem } from "../app-tool";
import { formatSize } from "../format-size";
import type { DropboxMetadata } from "./client";

const EXTENSIONS: Record<Exclude<FileKind, "folder">, readonly string[]> = {
  document: ["doc", "docx", "odt", "rtf", "txt", "md", "pages"],
  spreadsheet: ["xls", "xlsx", "ods", "csv", "numbers"],
  presentation: ["ppt", "pptx", "odp", "key"],
  pdf: ["pdf"],
  image: ["jpg", "jpeg", "png", "gif", "webp", "heic", "svg", "tif", "tiff"],
};

export function matchesFileKind(entry: DropboxMetadata, kind: FileKind | undefined): boolean {
  if (!kind) return entry[".tag"] === "file";
  if (kind === "folder") return entry[".tag"] === "folder";
  const extension = entry.name.split(".").at(-1)?.toLowerCase() ?? "";
  return entry[".tag"] === "file" && EXTENSIONS[kind].includes(extension);
}

/** The folder an entry is in, as people read it: '/Contratos', '/' for the root. */
export function readDropboxFolder(entry: DropboxMetadata): string {
  const path = entry.path_display ?? entry.name;
  return path.slice(0, path.lastIndexOf("/")) || "/";
}

export function buildDropboxLink(entry: DropboxMetadata): string {
  const folder = readDropboxFolder(entry);
  // Dropbox's web UI opens a file as a preview inside its folder's page.
  return entry[".tag"] === "folder"
    ? `https://www.dropbox.com/home${encodeURI(entry.path_display ?? entry.name)}`
    : `https://www.dropbox.com/home${encodeURI(folder === "/" ? "" : folder)}?preview=${encodeURIComponent(entry.name)}`;
}

export function toDropboxItem(entry: DropboxMetadata): ListedItem {
  return {
    id: entry.id ?? entry.path_display ?? entry.name,
    title: entry.name,
    date: entry.server_modified,
    link: buildDropboxLink(entry),
    place: readDropboxFolder(entry),
    details: entry.size === undefined ? undefined : [`Tamaño: ${formatSize(entry.size)}`],
  };
}
