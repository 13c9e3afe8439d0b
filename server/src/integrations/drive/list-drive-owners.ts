import type { AppDirectory, ToolContext } from "../app-tool";
import { isEmailAddress, matchesPersonName } from "../match-person-name";
import { type DriveUser, listDriveFiles } from "./client";

/** Drive has no directory of its own: the people whose files the person can see are the owners of the newest ones. */
const OWNER_SAMPLE = 200;

/** Everyone who owns one of the person's newest files (shared with them or in a shared folder), once each. */
export async function listDriveOwners(context: ToolContext): Promise<DriveUser[]> {
  const list = await listDriveFiles(context.api, {
    q: "trashed = false",
    orderBy: "modifiedTime desc",
    pageSize: OWNER_SAMPLE,
    fileFields: "owners(displayName,emailAddress,me)",
  });
  const owners = new Map<string, DriveUser>();
  for (const owner of (list.files ?? []).flatMap((file) => file.owners ?? [])) {
    const key = owner.emailAddress ?? owner.displayName;
    if (key && !owner.me && !owners.has(key)) owners.set(key, owner);
  }
  return [...owners.values()];
}

/** The people whose files a request may ask for ('los archivos que subió Pedro'), by the names Drive shows. */
export async function listDriveDirectory(context: ToolContext): Promise<AppDirectory> {
  const owners = await listDriveOwners(context);
  return { places: [], people: owners.flatMap((owner) => (owner.displayName ? [owner.displayName] : [])) };
}

/**
 * The address Drive's `'…' in owners` needs for an owner said by name ('Pedro', 'pedro sanchez') or written as an
 * address; undefined when nobody among the owners of the person's files has that name.
 */
export async function findDriveOwnerAddress(context: ToolContext, owner: string): Promise<string | undefined> {
  if (isEmailAddress(owner)) return owner.trim();
  const owners = await listDriveOwners(context);
  const fits = owners.filter(
    (candidate) =>
      matchesPersonName(candidate.displayName ?? "", owner) || matchesPersonName(candidate.emailAddress ?? "", owner),
  );
  return fits[0]?.emailAddress;
}
