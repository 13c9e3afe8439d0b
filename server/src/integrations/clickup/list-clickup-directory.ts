import type { AppDirectory, ToolContext } from "../app-tool";
import { listClickUpTeams } from "./client";
import { listTaskLists } from "./task-lists";

/**
 * The members of the person's workspaces, by name: whose tasks a request may ask for ('¿en qué está Javier?'); and
 * the lists that hold tasks, so that 'crea una tarea en la lista Campañas' in the general chat is ClickUp's.
 */
export async function listClickUpDirectory(context: ToolContext): Promise<AppDirectory> {
  const [teams, lists] = await Promise.all([listClickUpTeams(context.api), listTaskLists(context)]);
  const names = teams.flatMap((team) =>
    (team.members ?? []).flatMap(({ user }) => (user.username ? [user.username] : [])),
  );
  return {
    places: lists.map((list) => ({ id: list.id, name: list.name, holds: "task" as const })),
    people: [...new Set(names)],
  };
}
