import { createHash } from "node:crypto";
import { z } from "zod";
import {
  createDropboxFolder,
  type DropboxData,
  type DropboxEntryRecord,
  makeId,
  recordDropboxChange,
  toDropboxTime,
} from "../demo-data/dropbox-data";
import { SandboxItemError } from "./provider-family";

const DropboxItemBodySchema = z.object({
  kind: z.literal("file").default("file"),
  name: z
    .string()
    .trim()
    .min(1)
    .refine((name) => !name.includes("/"), "a file name cannot hold a '/': put the folders in `folder`"),
  /** '/Contratos' or 'Contratos/2026'; the root when left out. Missing folders are made. */
  folder: z.string().trim().default("/"),
  /** When it was uploaded (server_modified); now when left out. */
  date: z.iso.datetime({ offset: true }).optional(),
});

type DropboxItemBody = z.infer<typeof DropboxItemBodySchema>;

/** The live demo's Dropbox item: a contract arriving in a shared folder. */
export const dropboxLiveItems: readonly DropboxItemBody[] = [
  { kind: "file", name: "Contrato de servicios - Grupo Alameda.pdf", folder: "/Contratos" },
];

function toFolderPath(folder: string): string {
  const parts = folder.split("/").filter(Boolean);
  return parts.length === 0 ? "" : `/${parts.join("/")}`;
}

function ensureFolders(data: DropboxData, folderPath: string): void {
  const parts = folderPath.split("/").filter(Boolean);
  parts.forEach((_part, index) => {
    const path = `/${parts.slice(0, index + 1).join("/")}`;
    const existing = data.entries.find((entry) => entry.path_lower === path.toLowerCase());
    if (existing && existing[".tag"] !== "folder") throw new SandboxItemError(`"${path}" is a file, not a folder`);
    if (existing) return;
    const folder = createDropboxFolder(path);
    data.entries.push(folder);
    recordDropboxChange(data, folder);
  });
}

/** Dropbox's autorename: 'Contrato.pdf' taken becomes 'Contrato (1).pdf', then '(2)', as an upload with autorename. */
function chooseFreeName(data: DropboxData, folderPath: string, name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const isTaken = (candidate: string) =>
    data.entries.some((entry) => entry.path_lower === `${folderPath}/${candidate}`.toLowerCase());
  let candidate = name;
  for (let copy = 1; isTaken(candidate); copy++) candidate = `${stem} (${copy})${extension}`;
  return candidate;
}

/** `POST /__sandbox/items/dropbox`: a file uploaded to a folder. */
export function addDropboxItem(data: unknown, body: unknown, now: number): { id: string; kind: string } {
  const parsed = DropboxItemBodySchema.safeParse(body);
  if (!parsed.success) throw new SandboxItemError(`Invalid Dropbox item: ${z.prettifyError(parsed.error)}`);
  const dropbox = data as DropboxData;
  const item = parsed.data;
  const folderPath = toFolderPath(item.folder);
  ensureFolders(dropbox, folderPath);
  const name = chooseFreeName(dropbox, folderPath, item.name);
  const path = `${folderPath}/${name}`;
  const modified = toDropboxTime(item.date ? Date.parse(item.date) : now);
  const file: DropboxEntryRecord = {
    ".tag": "file",
    // A path used before gets a new id, as a new upload at Dropbox does.
    id: makeId(`${path.toLowerCase()}#${dropbox.changes.length}`),
    name,
    path_lower: path.toLowerCase(),
    path_display: path,
    client_modified: modified,
    server_modified: modified,
    rev: createHash("sha1").update(`${path}:${dropbox.changes.length}`).digest("hex").slice(0, 18),
    size: 24_576 + name.length * 512,
    content_hash: createHash("sha256").update(`${path}:${modified}`).digest("hex"),
  };
  dropbox.entries.push(file);
  recordDropboxChange(dropbox, file);
  return { id: file.id, kind: item.kind };
}
