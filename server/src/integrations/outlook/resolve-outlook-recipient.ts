import { formatMailAddress, type MailAddress, readExactAddress } from "../mail-address";
import { matchesPersonName } from "../match-person-name";
import type { ProviderApi } from "../provider-api";
import { pickOneTarget } from "../target-errors";
import { listOutlookMessages } from "./client";

/**
 * The one exact address a written recipient means, as 'Nombre <dirección>': an address as written, or the address of
 * the person of that name in the mail exchanged in Outlook, the address book Mail.ReadWrite already opens. Two
 * addresses under one name are a question, never a guess.
 */
export async function resolveOutlookRecipient(api: ProviderApi, to: string): Promise<string> {
  const wanted = to.trim();
  const exact = readExactAddress(wanted);
  if (exact) return formatMailAddress(exact);
  const firstWord = (wanted.split(/\s+/)[0] ?? "").replace(/["'\\]/g, "");
  const { value } = await listOutlookMessages(api, {
    $top: "50",
    $select: "from,toRecipients,ccRecipients",
    $search: `"participants:${firstWord}"`,
  });
  const byAddress = new Map<string, MailAddress>();
  for (const message of value) {
    for (const person of [
      ...(message.from ? [message.from] : []),
      ...(message.toRecipients ?? []),
      ...(message.ccRecipients ?? []),
    ]) {
      const address = person.emailAddress.address?.trim();
      const name = person.emailAddress.name?.trim() ?? "";
      if (!address || byAddress.has(address.toLowerCase())) continue;
      if (matchesPersonName(`${name} ${address}`, wanted)) byAddress.set(address.toLowerCase(), { name, address });
    }
  }
  const match = pickOneTarget([...byAddress.values()], {
    what: "direcciones",
    wanted,
    notFound: `No encuentro la dirección de correo de «${wanted}» en tu Outlook; indícame su correo electrónico.`,
    label: formatMailAddress,
  });
  return formatMailAddress(match);
}
