import type { ListedItem } from "../../../integrations/app-tool";
import { type FormatOptions, formatItems, sanitize } from "./format-tool-output";
import { rankCandidates } from "./rank-candidates";

/** How many of the person's mails or messages an answer about them shows. */
const SHOWN = 3;

/** A contact's address, found in what the contact shows ('laura@ejemplo.com' among its details). */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** The things from or by the person asked about (up to a slip in the name), newest first as the app gave them. */
function keepThingsOf(items: readonly ListedItem[], person: string): ListedItem[] {
  const ranked = rankCandidates(
    items.map((item) => ({ ...item, title: "", snippet: undefined, details: undefined, place: undefined })),
    { alternatives: [[person]] },
  );
  const ids = new Set(ranked.filter((candidate) => candidate.coverage === 1).map((candidate) => candidate.item.id));
  return items.filter((item) => ids.has(item.id));
}

/** The sender's name alone (Outlook writes 'Marta López <marta.lopez@ejemplo.com>'); a contact's is its title. */
function readName(item: ListedItem): string {
  return item.from ? item.from.replace(/\s*<[^>]*>\s*$/, "").trim() : item.title;
}

function readAddress(item: ListedItem): string | undefined {
  return item.fromAddress ?? [item.from, item.snippet, ...(item.details ?? [])].join(" ").match(ADDRESS)?.[0];
}

/**
 * '¿cuál es el mail de Laura?': the address of the person named, read off the mails they sent (or the contact found),
 * each address once with whose it is; several when the name fits more than one person.
 */
export function answerAddress(items: readonly ListedItem[], person: string, options: FormatOptions): string {
  const theirs = keepThingsOf(items, person);
  const byAddress = new Map<string, string>();
  for (const item of theirs.length > 0 ? theirs : items) {
    const address = readAddress(item);
    if (address && !byAddress.has(address.toLowerCase())) byAddress.set(address.toLowerCase(), readName(item));
  }
  const found = [...byAddress].map(([address, name]) => ({ shown: address, name: name || sanitize(person) }));
  return phraseContactDetail(found, {
    one: (name, address) => `La dirección de correo de **${name}** es ${address}.`,
    several: `Hay varias direcciones que encajan con «${sanitize(person)}»`,
    none: () => {
      const shown = items.length > 0 ? `\n\n${formatItems(items.slice(0, SHOWN), options)}` : "";
      return `No he encontrado la dirección de correo de «${sanitize(person)}».${shown}`;
    },
  });
}

/** One detail of a contact said as a sentence, several as a list under `several`, none as `none` says. */
function phraseContactDetail(
  found: readonly { shown: string; name: string }[],
  texts: { one: (name: string, shown: string) => string; several: string; none: () => string },
): string {
  const [only] = found;
  if (!only) return texts.none();
  if (found.length === 1) return texts.one(sanitize(only.name), only.shown);
  const lines = found.map(({ shown, name }) => `- **${sanitize(name)}**: ${shown}`).join("\n");
  return `${texts.several}:\n\n${lines}`;
}

/** A contact's phone, as its details show it ('Teléfono: +34 965 887 102'). */
function readPhone(item: ListedItem): string | undefined {
  const detail = item.details?.find((fact) => /^(tel[eé]fono|m[oó]vil)\s*:/i.test(fact));
  return detail?.replace(/^[^:]*:\s*/, "").trim() || undefined;
}

/**
 * '¿cuál es el teléfono de Nuria Prieto?': the phone of the contact named; several when the name fits more than one,
 * and the contact shown when it keeps none.
 */
export function answerPhone(items: readonly ListedItem[], person: string, options: FormatOptions): string {
  const theirs = keepThingsOf(
    items.map((item) => ({ ...item, from: item.from ?? item.title })),
    person,
  );
  const candidates = theirs.length > 0 ? theirs : items;
  const found = candidates.flatMap((item) => {
    const phone = readPhone(item);
    return phone ? [{ shown: sanitize(phone), name: item.title }] : [];
  });
  return phraseContactDetail(found, {
    one: (name, phone) => `El teléfono de **${name}** es ${phone}.`,
    several: `Hay varias personas que encajan con «${sanitize(person)}»`,
    none: () => {
      const shown = candidates.length > 0 ? `\n\n${formatItems(candidates.slice(0, SHOWN), options)}` : "";
      return candidates.length > 0
        ? `No tengo el teléfono de «${sanitize(person)}»: su contacto no lo guarda.${shown}`
        : `No he encontrado a «${sanitize(person)}» entre tus contactos.`;
    },
  });
}

/**
 * '¿quién es Javier Ruiz?' asked where people are known by what they write (a mailbox, a team chat): who they are there,
 * with their address when the app gives it, and their latest mails or messages.
 */
export function answerWhoWrote(
  items: readonly ListedItem[],
  person: string,
  where: { app: string; plural: string },
  options: FormatOptions,
): string {
  const theirs = keepThingsOf(items, person);
  const [latest] = theirs;
  if (!latest) return `No he encontrado a «${sanitize(person)}» en ${where.app}.`;
  const name = sanitize(readName(latest) || person);
  const address = readAddress(latest);
  const known = address ? `**${name}** (${address})` : `**${name}**`;
  return `${known} aparece en tus ${where.plural} de ${where.app}. Lo último suyo:\n\n${formatItems(theirs.slice(0, SHOWN), options)}`;
}
