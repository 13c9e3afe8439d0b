import { quoteODataString } from "../families/microsoft";
import { isEmailAddress, matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { type DirectoryUser, findDirectoryUsers } from "./client";

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
  const [first, ...others] = matching;
  if (!first) throw new Error(`No encuentro a «${wanted}» en el directorio de tu organización.`);
  const exact = matching.find(
    (user) => matchesPersonName(user.displayName, wanted) && matchesPersonName(wanted, user.displayName),
  );
  if (others.length > 0 && !exact) {
    const names = matching.map((user) => user.displayName).join(", ");
    throw new Error(`Hay varias personas que encajan con «${wanted}»: ${names}. Dime cuál.`);
  }
  return exact ?? first;
}
