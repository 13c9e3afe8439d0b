import type { AppDirectory, ToolContext } from "../app-tool";
import { listClickUpTeams } from "./client";

/** The members of the person's workspaces, by name: whose tasks a request may ask for ('¿en qué está Javier?'). */
export async function listClickUpDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const teams = await listClickUpTeams(api);
  const names = teams.flatMap((team) =>
    (team.members ?? []).flatMap(({ user }) => (user.username ? [user.username] : [])),
  );
  return { places: [], people: [...new Set(names)] };
}
