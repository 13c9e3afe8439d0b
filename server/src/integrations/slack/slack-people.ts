import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { listSlackUsers, type SlackUser } from "./client";

/** The name people know a member by: the full name, else the display name, else the handle. */
export function nameSlackUser(user: SlackUser): string {
  return user.real_name || user.profile?.real_name || user.profile?.display_name || user.name;
}

/** 'Laura Gómez (@laura.gomez)': the name and the handle that tell two members apart. */
export function describeSlackUser(user: SlackUser): string {
  return `${nameSlackUser(user)} (@${user.name})`;
}

export function mapSlackUserNames(users: readonly SlackUser[]): Map<string, string> {
  return new Map(users.map((user) => [user.id, nameSlackUser(user)]));
}

/** Whether a written name, handle or address means this member. */
export function matchesSlackUser(user: SlackUser, wanted: string): boolean {
  const handle = wanted.trim().replace(/^@/, "").toLowerCase();
  if (user.name.toLowerCase() === handle || user.profile?.email?.toLowerCase() === handle) return true;
  return matchesPersonName(`${nameSlackUser(user)} ${user.profile?.display_name ?? ""} ${user.name}`, wanted);
}

/**
 * The one member a name means, never the person themself: a full-name match wins over partial ones, and several
 * partial ones are a question with the choices.
 */
export async function resolveSlackUser(api: ProviderApi, wanted: string, myUserId: string | null): Promise<SlackUser> {
  const members = (await listSlackUsers(api)).filter((user) => user.id !== myUserId && !user.deleted);
  return pickSlackUser(members, wanted);
}

/** The one of these members a written name, handle, address or id means, or the Spanish error that says why not. */
export function pickSlackUser(members: readonly SlackUser[], wanted: string): SlackUser {
  const byId = members.find((user) => user.id === wanted.trim());
  if (byId) return byId;
  const matching = members.filter((user) => matchesSlackUser(user, wanted));
  const exact = matching.filter((user) => matchesPersonName(wanted, nameSlackUser(user)));
  return pickOneTarget(exact.length === 1 ? exact : matching, {
    what: "personas",
    wanted,
    notFound: `No encuentro a «${wanted}» entre los miembros de tu espacio de Slack.`,
    label: describeSlackUser,
  });
}
