import { matchesPersonName } from "../match-person-name";
import { pickOneTarget } from "../target-errors";
import type { ClickUpMember } from "./client";

type Member = ClickUpMember["user"];

export function labelClickUpMember(member: Member): string {
  return `${member.username ?? member.id}${member.email ? ` (${member.email})` : ""}`;
}

/** The one member of the listed workspaces a written name or address means, or the Spanish error that says why not. */
export function findClickUpMember(teams: readonly { members?: ClickUpMember[] }[], wanted: string): Member {
  const members = [...new Map(teams.flatMap((team) => team.members ?? []).map(({ user }) => [user.id, user])).values()];
  return pickOneTarget(
    members.filter((member) => matchesPersonName(`${member.username ?? ""} ${member.email ?? ""}`, wanted)),
    {
      what: "personas",
      wanted,
      notFound: `No encuentro a «${wanted}» en tu espacio de trabajo de ClickUp.`,
      label: labelClickUpMember,
    },
  );
}
