import { capitalizeName } from "../../../integrations/capitalize-name";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** Where contacts are kept, named as people do: 'mete a Pablo en el CRM', 'añade a Lucía a mis contactos'. */
const CONTACT_PLACE = /\b(crm|hubspot|contactos|agenda)\b/;
/** The place named after the person, which is not part of their name, nor a name when nothing stands before it. */
const PLACE_AFTER_NAME =
  /(?:^|\s+)(?:en|a|al)\s+(?:el\s+|la\s+|los\s+|mis?\s+)?(?:crm|hubspot|contactos|agenda)\b.*$/iu;
/** 'a lucia prados', 'a Pablo Ruiz': up to four words after 'a', stopping at a preposition or a comma. */
const PERSON_AFTER_A =
  /(?:^|\s)a\s+(?!(?:la|el|los|las|mis?|un|una)\b)([\p{L}'-]+(?:\s+(?!(?:en|a|al|de|del|con|y|que|como)\b)[\p{L}'-]+){0,3})/iu;

/** 'un contacto para Marcos Gil': whom the contact is for is the person. */
const FOR_WHOM = /^(?:para|de|a)\s+/i;
/** Two or three words of a name, 'de', then a company whose every word starts with a capital ('Ferretería Gil'). */
const WORKS_AT =
  /^([\p{L}'-]+(?:\s+[\p{L}'-]+){1,2})\s+de\s+(\p{Lu}[\p{L}'&.-]*(?:\s+(?:(?:de|del|y)\s+)?\p{Lu}[\p{L}'&.-]*)*)$/u;

/**
 * A new person for the contacts ('mete a pablo ruiz en el crm, pablo.ruiz@…'): with no object word, an address or the
 * CRM named, or their company or post, makes the thing created a contact, and the name is the person's words, never the place they go to.
 */
export function settleNewContact(parsed: SpanishRequest): SpanishRequest {
  if (parsed.action !== "create") return parsed;
  const { request } = parsed;
  const normalized = normalizeText(request.text);
  const names = parsed.objects[0] === "contact";
  // 'dale de alta a Jorge Gil, trabaja en Talleres Gil': someone's company or post says the new thing is a person.
  const described = request.company !== undefined || request.jobTitle !== undefined;
  const implied =
    parsed.objects.length === 0 && (request.email !== undefined || described || CONTACT_PLACE.test(normalized));
  if (!names && !implied) return parsed;
  const written = request.quoted ?? request.name?.replace(PLACE_AFTER_NAME, "").trim().replace(FOR_WHOM, "");
  const said = written || PERSON_AFTER_A.exec(request.text.replace(PLACE_AFTER_NAME, ""))?.[1];
  // 'Marcos Gil de Ferretería Gil': a full name, then 'de' and a capitalised name, is the person and their company.
  const works = said && !request.company && !request.quoted ? WORKS_AT.exec(said) : null;
  const found = works?.[1] ?? said;
  const company = works?.[2] ? { company: works[2] } : {};
  // 'pablo ruiz' written in haste is still Pablo Ruiz on the card and in the CRM.
  const name = found && found === found.toLowerCase() ? capitalizeName(found) : found;
  const { act: _act, ...rest } = parsed;
  // 'métela en el crm' with no one named: the place is no name, and the contact's name is asked for.
  const { name: _place, ...unnamed } = request;
  const kept = name || written !== "" ? request : unnamed;
  return {
    ...rest,
    objects: names ? parsed.objects : ["contact"],
    request: { ...kept, ...company, ...(name ? { name, person: name } : {}) },
  };
}
