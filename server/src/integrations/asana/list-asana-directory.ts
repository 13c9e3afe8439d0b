import type { AppDirectory, ToolContext } from "../app-tool";
import { listAsanaProjects, listAsanaUsers, listAsanaWorkspaces } from "./client";

const MAX_WORKSPACES = 5;

/**
 * The members of the person's workspaces, by name: whose tasks a request may ask for ('tareas de Lucía'); and their
 * projects, which hold tasks ('¿qué tengo pendiente en Clientes 2026?').
 */
export async function listAsanaDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const workspaces = (await listAsanaWorkspaces(api)).slice(0, MAX_WORKSPACES);
  const [users, projects] = await Promise.all([
    Promise.all(workspaces.map((workspace) => listAsanaUsers(api, workspace.gid))),
    Promise.all(workspaces.map((workspace) => listAsanaProjects(api, workspace.gid))),
  ]);
  return {
    places: projects.flat().map((project) => ({ id: project.gid, name: project.name, holds: "task" })),
    people: [...new Set(users.flat().flatMap((user) => (user.name ? [user.name] : [])))],
  };
}
