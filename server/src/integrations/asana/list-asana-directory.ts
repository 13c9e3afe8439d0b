import type { AppDirectory, ToolContext } from "../app-tool";
import { listAsanaUsers, listAsanaWorkspaces } from "./client";

const MAX_WORKSPACES = 5;

/** The members of the person's workspaces, by name: whose tasks a request may ask for ('tareas de Lucía'). */
export async function listAsanaDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const workspaces = (await listAsanaWorkspaces(api)).slice(0, MAX_WORKSPACES);
  const users = (await Promise.all(workspaces.map((workspace) => listAsanaUsers(api, workspace.gid)))).flat();
  return { places: [], people: [...new Set(users.flatMap((user) => (user.name ? [user.name] : [])))] };
}
