import type { ListedItem, ToolContext, ToolOutput } from "../app-tool";
import { buildDriveQuery, type DriveSearch } from "./build-drive-query";
import { type DriveFile, listDriveFiles } from "./client";
import { nameFileKind } from "./drive-file-kinds";
import { findDriveOwnerAddress } from "./list-drive-owners";

/** A file as a list shows it: name, owner, last change, kind and its link in Drive, Docs, Sheets or Slides. */
export function createDriveItem(file: DriveFile): ListedItem {
  const owner = file.owners?.[0];
  return {
    id: file.id,
    title: file.name,
    from: owner?.displayName ?? owner?.emailAddress,
    date: file.modifiedTime,
    link: file.webViewLink ?? `https://drive.google.com/file/d/${file.id}/view`,
    details: [`Tipo: ${nameFileKind(file.mimeType)}`],
  };
}

/** The files matching a search, most recently modified first. */
export async function listDriveItems(
  context: ToolContext,
  search: DriveSearch & { count: number },
): Promise<ListedItem[]> {
  const list = await listDriveFiles(context.api, {
    q: buildDriveQuery(search),
    orderBy: "modifiedTime desc",
    pageSize: search.count,
  });
  return (list.files ?? []).slice(0, search.count).map(createDriveItem);
}

/**
 * A tool's answer for a search or a listing that may be narrowed to one owner's files ('los archivos que subió
 * Pedro'): the owner said by name becomes the address Drive filters by, or the answer says nobody has that name.
 */
export async function answerDriveListing(
  context: ToolContext,
  search: Omit<DriveSearch, "ownerAddress"> & { count: number; owner?: string },
): Promise<ToolOutput> {
  const { owner, ...rest } = search;
  const ownerAddress = owner ? await findDriveOwnerAddress(context, owner) : undefined;
  if (owner && !ownerAddress) {
    return {
      kind: "done",
      message: `No encuentro a «${owner}» entre quienes tienen archivos tuyos o compartidos contigo en Drive.`,
    };
  }
  return { kind: "list", object: "file", items: await listDriveItems(context, { ...rest, ownerAddress }) };
}
