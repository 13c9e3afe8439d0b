import type { ToolContext, ToolOutput } from "../app-tool";
import { getDriveFile, trashDriveFile } from "./client";
import { createDriveItem } from "./list-drive-items";

/** How an app names what it trashes: 'el documento' in Docs, 'el archivo' in Drive. */
export type TrashedThing = {
  /** 'el documento', 'la hoja de cálculo'. */
  noun: string;
  /** 'Google Docs', 'Google Drive'. */
  app: string;
  /** Only files of these mimeTypes may be trashed from this app; any file when absent. */
  mimeTypes?: readonly string[];
};

export async function describeDriveTrash(context: ToolContext, fileId: string, thing: TrashedThing): Promise<string> {
  const file = await getDriveFile(context.api, fileId);
  return `Mover a la papelera ${thing.noun} «${file.name}» de ${thing.app}`;
}

/** Trashes one file, after checking it is of the app's kind, so Docs never trashes a spreadsheet by mistake. */
export async function trashDriveItem(context: ToolContext, fileId: string, thing: TrashedThing): Promise<ToolOutput> {
  const file = await getDriveFile(context.api, fileId);
  if (thing.mimeTypes && !thing.mimeTypes.includes(file.mimeType)) {
    return { kind: "done", message: `«${file.name}» no es ${thing.noun} de ${thing.app}; no lo he movido.` };
  }
  if (file.trashed) return { kind: "done", message: `«${file.name}» ya estaba en la papelera.` };
  const trashed = await trashDriveFile(context.api, fileId);
  return {
    kind: "done",
    message: `He movido a la papelera ${thing.noun} «${trashed.name}» de ${thing.app}.`,
    item: createDriveItem(trashed),
  };
}
