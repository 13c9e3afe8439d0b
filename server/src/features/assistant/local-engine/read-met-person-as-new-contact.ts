import { capitalizeName } from "../../../integrations/capitalize-name";

/** 'métela en el CRM', 'añádelo a contactos', 'dala de alta en HubSpot': the person just told of, put in the contacts. */
const PUT_IN_CONTACTS =
  /(?:^|[.,;]\s*|\s+y\s+)(?:y\s+)?(?:m[eé]te|a[nñ][aá]de|agr[eé]ga|ap[uú]nta|gu[aá]rda|d[aá]|cr[eé]a|registr[aá])(?:me)?(?:la|lo)(?:\s+de\s+alta)?\s+(?:en|a|al)\s+(?:el\s+|la\s+|los\s+|mis?\s+)?(?:crm|hubspot|contactos|agenda)\b[^.;]*$/iu;

/** 'acabo de conocer a Lucía Ferrer', 'he conocido a…', 'me presentaron a…': who the person is. */
const MET =
  /\b(?:conocer|conocido|conoc[ií]|present[oó]|presentaron|presentado|presentar)\s+a\s+(?<name>[\p{L}'-]+(?:\s+(?!(?:en|a|al|de|del|con|y|que|es|el|la|hoy|ayer)\b)[\p{L}'-]+){1,2})/iu;

/** 'es jefa de compras en Supermercados Levantina', 'trabaja como comercial en…': their job and where. */
const ROLE_AT =
  /\b(?:es|trabaja\s+como)\s+(?<role>(?!de\b|del\b|la\b|el\b|su\b|muy\b)[\p{L}]+(?:\s+(?!en\b)[\p{L}]+){0,3})\s+en\s+(?<company>[\p{L}&'.-]+(?:\s+[\p{L}&'.-]+){0,3})/iu;

/** 'trabaja en Supermercados Levantina': only where. */
const WORKS_AT = /\btrabaja\s+en\s+(?<company>[\p{L}&'.-]+(?:\s+[\p{L}&'.-]+){0,3})/iu;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /\b(?:tel[eé]fono|m[oó]vil|tlf|n[uú]mero)\s+(?:es\s+(?:el\s+)?)?(?<phone>\+?\d[\d\s]{7,}\d)/iu;

/** A company or a name written in haste, in small letters, is written as a name. */
const asName = (words: string) => (words === words.toLowerCase() ? capitalizeName(words) : words);

/**
 * 'acabo de conocer a lucía ferrer en la feria, es jefa de compras en supermercados levantina, su mail es
 * lucia.ferrer@levantina.es. métela en el crm porfa': what the person tells of someone met, then an order that points
 * back at them, is a new contact with those details, said as the rules read one ('mete a Lucía Ferrer en el crm,
 * jefa de compras en Supermercados Levantina, lucia.ferrer@…'). Where met ('en la feria') is no detail. Only with a
 * whole name (two words at least); any other message as it was.
 */
export function readMetPersonAsNewContact(text: string): string {
  const order = PUT_IN_CONTACTS.exec(text);
  if (!order) return text;
  const told = text.slice(0, order.index);
  const name = MET.exec(told)?.groups?.name?.replace(/[.,;]+$/, "");
  if (!name) return text;
  const role = ROLE_AT.exec(told)?.groups;
  const company = role?.company ?? WORKS_AT.exec(told)?.groups?.company;
  const trimmed = company?.replace(/[.,;]+$/, "").split(/\s*[,;.]\s*|\s+(?:y|desde|hace)\s+/)[0];
  const email = EMAIL.exec(told)?.[0]?.replace(/\.$/, "");
  const phone = PHONE.exec(told)?.groups?.phone;
  const details = [
    role?.role && trimmed ? `${role.role} en ${asName(trimmed)}` : trimmed ? `empresa ${asName(trimmed)}` : undefined,
    email,
    phone ? `teléfono ${phone}` : undefined,
  ].filter(Boolean);
  return [`mete a ${asName(name)} en el crm`, ...details].join(", ");
}
