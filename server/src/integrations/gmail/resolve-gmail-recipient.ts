import { formatMailAddress, type MailAddress, readExactAddress, readMailAddresses } from "../mail-address";
import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { getGmailMessageMetadata, getGmailProfile, listGmailMessages } from "./client";
import { readGmailHeader } from "./create-gmail-item";

/** How many mails from and to the person are read to learn their address. */
const MAILS_READ = 25;

/**
 * The one exact address a written recipient means: an address as written, or the address of the person of that
 * name in the mail the person sent or received. Two addresses under one name (the colleague's and a stranger's who took
 * the name) are a question, never a guess.
 */
export async function resolveGmailRecipient(api: ProviderApi, written: string): Promise<string> {
  const wanted = written.trim();
  const exact = readExactAddress(wanted);
  if (exact) return formatMailAddress(exact);
  const name = wanted.replace(/"/g, "");
  const [sentBy, sentTo, profile] = await Promise.all([
    listGmailMessages(api, { q: `from:"${name}"`, maxResults: MAILS_READ }),
    listGmailMessages(api, { q: `to:"${name}"`, maxResults: MAILS_READ }),
    getGmailProfile(api),
  ]);
  const ids = [...new Set([...(sentBy.messages ?? []), ...(sentTo.messages ?? [])].map((entry) => entry.id))];
  const messages = await Promise.all(ids.map((id) => getGmailMessageMetadata(api, id, ["From", "To", "Cc"])));
  const own = profile.emailAddress.toLowerCase();
  const byAddress = new Map<string, MailAddress>();
  for (const message of messages) {
    const people = ["From", "To", "Cc"].flatMap((header) =>
      readMailAddresses(readGmailHeader(message.payload, header)),
    );
    for (const person of people) {
      const key = person.address.toLowerCase();
      if (key === own || byAddress.has(key)) continue;
      if (matchesPersonName(`${person.name} ${person.address}`, wanted)) byAddress.set(key, person);
    }
  }
  const match = pickOneTarget([...byAddress.values()], {
    what: "direcciones",
    wanted,
    notFound: `No encuentro la dirección de correo de «${wanted}» en tus correos de Gmail; indícame su correo electrónico.`,
    label: formatMailAddress,
  });
  return formatMailAddress(match);
}

/** Each written recipient as its exact address, in order and without repeats. */
export async function resolveGmailRecipients(api: ProviderApi, written: readonly string[]): Promise<string[]> {
  const resolved = await Promise.all(written.map((recipient) => resolveGmailRecipient(api, recipient)));
  return [...new Set(resolved)];
}
