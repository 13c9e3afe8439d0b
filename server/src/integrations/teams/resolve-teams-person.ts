import { quoteODataString } from "../families/microsoft";
import { isEmailAddress, matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { type DirectoryUser, findDirectoryUsers } from "./client";

/** 'Marta López (marta.lopez@ejemplo.com)': the name and the address that tell two people apart. */
export function describeTeamsPerson(user: DirectoryUser): string {
  const address = user.mail ?? user.userPrincipalName;
  return address ? `${user.displayName} (${address})` : user.displayName;
}

/**
 * The one person of the organisation a name or address means. The directory matches names from their start and
 * with their accents, so it is asked for the first word and the whole name is then checked here without accents.
 */
export async function resolveTeamsPerson(api: ProviderApi, person: string, myUserId: string): Promise<DirectoryUser> {
  const wanted = person.trim();
  const filter = isEmailAddress(wanted)
    ? `mail eq ${quoteODataString(wanted)} or userPrincipalName eq ${quoteODataString(wanted)}`
    : ["displayName", "givenName", "surname", "mail"]
        .map((field) => `startswith(${field},${quoteODataString(wanted.split(/\s+/)[0] ?? wanted)})`)
        .join(" or ");
  const users = (await findDirectoryUsers(api, filter)).filter((user) => user.id !== myUserId);
  const matching = isEmailAddress(wanted)
    ? users
    : users.filter((user) => matchesPersonName(`${user.displayName} ${user.mail ?? ""}`, wanted));
  const exact = matching.find(
    (user) => matchesPersonName(user.displayName, wanted) && matchesPersonName(wanted, user.displayName),
  );
  return pickOneTarget(exact ? [exact] : matching, {
    what: "personas",
    wanted,
    notFound: `No encuentro a «${wanted}» en el directorio de tu organización.`,
    label: describeTeamsPerson,
  });
}
