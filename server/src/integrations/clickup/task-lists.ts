import { AppError } from "../../errors/app-error";
import type { ToolContext } from "../app-tool";
import { foldText } from "../match-person-name";
import { pickOneTarget } from "../target-errors";
import { type ClickUpList, listClickUpFolderlessLists, listClickUpSpaces, listClickUpTeams } from "./client";

/** The lists a task can go to: the folderless lists of every space of the first workspace, in ClickUp's order. */
export async function listTaskLists(context: ToolContext): Promise<ClickUpList[]> {
  const [team] = await listClickUpTeams(context.api);
  if (!team) return [];
  const spaces = await listClickUpSpaces(context.api, team.id);
  return (await Promise.all(spaces.map((space) => listClickUpFolderlessLists(context.api, space.id)))).flat();
}

/** The list a written name means (exact name, else the one that contains it), or the first list when none is named. */
export function pickList(lists: readonly ClickUpList[], written: string | undefined): ClickUpList {
  const names = lists.map((list) => `«${list.name}»`).join(", ");
  if (!written?.trim()) {
    const [first] = lists;
    if (!first)
      throw new AppError("NOT_FOUND", {
        message: "Tu espacio de ClickUp no tiene ninguna lista donde crear la tarea.",
      });
    return first;
  }
  const wanted = foldText(written.trim());
  const exact = lists.filter((list) => foldText(list.name) === wanted);
  return pickOneTarget(exact.length > 0 ? exact : lists.filter((list) => foldText(list.name).includes(wanted)), {
    what: "listas",
    wanted: written,
    notFound: `No encuentro la lista «${written}» en ClickUp. Listas: ${names || "ninguna"}.`,
    label: (list) => `«${list.name}»`,
  });
}
