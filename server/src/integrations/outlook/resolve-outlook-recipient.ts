import { isEmailAddress, matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { listOutlookMessages, type OutlookEmailAddress } from "./client";

export type OutlookRecipient = { name: string; address: string };

/**
 * An address as written, or the one of the person of that name Lucía has exchanged mail with: Outlook's own mail is
 * the address book Mail.ReadWrite already opens.
 */
export async function resolveOutlookRecipient(api: ProviderApi, to: string): Promise<OutlookRecipient> {
  const wanted = to.trim();
  if (isEmailAddress(wanted)) return { name: wanted, address: wanted };
  const firstWord = (wanted.split(/\s+/)[0] ?? "").replace(/["'\\]/g, "");
  const { value } = await listOutlookMessages(api, {
    $top: "50",
    $select: "from,toRecipients,ccRecipients",
    $search: `"participants:${firstWord}"`,
  });
  const people = value.flatMap((message) => [
    ...(message.from ? [message.from] : []),
    ...(message.toRecipients ?? []),
    ...(message.ccRecipients ?? []),
  ]);
  const found = people.find((person: OutlookEmailAddress) =>
    matchesPersonName(`${person.emailAddress.name ?? ""} ${person.emailAddress.address ?? ""}`, wanted),
  );
  const address = found?.emailAddress.address;
  if (!address) {
    throw new Error(
      `No encuentro la dirección de correo de «${wanted}» en tu Outlook; indícame su correo electrónico.`,
    );
  }
  return { name: found.emailAddress.name || address, address };
}
