import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { EMAIL_PATTERN, readNameAt, readNameListAt } from "./read-names";

const ROLE =
  "(?:jefe|jefa|companero|companera|companeros|socio|socia|socios|cliente|clienta|clientes|asistente|secretario|secretaria|director|directora|gerente|responsable|coordinador|coordinadora|supervisor|supervisora|manager|ceo|cto|cfo|coo|contable|abogado|abogada|asesor|asesora|proveedor|proveedora|contacto|mentor|mentora|lider|colaborador|colaboradora|becario|becaria|ayudante|comercial|representante|interlocutor|interlocutora|pareja|mujer|marido|esposa|esposo|madre|padre|hermano|hermana|hijo|hija|gestor|gestora|agente|tutor|tutora)";
/** 'jefe de proyecto', 'contacto en Acme', 'directora financiera', 'clientes principales'. */
const COMPLEMENT =
  "(?:\\s+(?:de|del|en)\\s+[^\\s,.]+(?:\\s+[^\\s,.]+){0,2}?|\\s+(?!(?:de|del|en|y|e|que|con|para|sobre|desde|hasta|por|a|al|el|la|los|las|un|una|es|son|se|sera)(?![a-z]))[a-z]+(?:\\s+(?!(?:de|del|en|y|e|que|con|para|sobre|desde|hasta|por|a|al|el|la|los|las|un|una|es|son|se|sera)(?![a-z]))[a-z]+)?)?";
/** 'mi jefe es Marta Ruiz', 'mis socios son Ana y Luis', 'mi contacto en Acme es Pedro', 'el contacto es Javier Ruiz'. */
const ROLE_IS_NAME = new RegExp(
  `(?<![a-z])(?:mi|mis|nuestro|nuestra|nuestros|nuestras|el|la|los|las)\\s+(${ROLE}${COMPLEMENT})\\s+(?:es|son|se llama|se llaman|sera)\\s+`,
  "g",
);
/** 'Marta Ruiz es mi jefa', 'Pedro es nuestro contacto en Acme'. */
const NAME_IS_ROLE = new RegExp(
  `\\s(?:es|sera)\\s+(?:mi|nuestro|nuestra|el|la)\\s+(${ROLE}${COMPLEMENT})(?=$|[\\s,.;(])`,
  "g",
);
/** 'mi compañera Lucía García lleva…': the name right after the role. */
const ROLE_NAME = new RegExp(
  `(?<![a-z])(?:mi|mis|nuestro|nuestra|nuestros|nuestras)\\s+(${ROLE})\\s*,?\\s+(?=\\S)`,
  "g",
);
const KEY_CONTACT = /(?<![a-z])(?:contacto clave|contacto importante|persona clave)\s*(?::|es)?\s+/g;
const EMAIL_OF = /(?<![a-z])(?:correo|email|e-mail|mail|direccion)\s+de\s+/g;
const PHONE = /(?<![\d+])\+?\d[\d ]{7,14}\d(?!\d)/;
const NAME_BEFORE = /([A-ZÁÉÍÓÚÑÜ][\p{L}'’-]*(?:\s+(?:(?:de|del|la)\s+)*[A-ZÁÉÍÓÚÑÜ][\p{L}'’-]*){0,3})\s*[,(<:-]?\s*$/u;

type Found = { name: string; role?: string; company?: string };

function readRole(text: string, start: number, length: number): Pick<Found, "role" | "company"> {
  const role = text.slice(start, start + length).trim();
  const company = /\s(?:en|de)\s+([A-ZÁÉÍÓÚÑ][\p{L}&.-]*(?:\s+[A-ZÁÉÍÓÚÑ][\p{L}&.-]*)*)$/u.exec(role);
  if (company?.[1]) {
    return { role: role.slice(0, company.index).trim(), company: company[1] };
  }
  return { role };
}

function findContacts(clause: Clause): Found[] {
  const { text, folded } = clause;
  const found: Found[] = [];
  for (const match of folded.matchAll(ROLE_IS_NAME)) {
    const roleStart = match.index + match[0].indexOf(match[1] ?? "");
    const role = readRole(text, roleStart, (match[1] ?? "").length);
    for (const name of readNameListAt(text, match.index + match[0].length).names) found.push({ name, ...role });
  }
  for (const match of folded.matchAll(ROLE_NAME)) {
    const role = text
      .slice(match.index, match.index + match[0].length)
      .replace(/[\s,]+$/, "")
      .split(/\s+/)
      .slice(1)
      .join(" ");
    for (const name of readNameListAt(text, match.index + match[0].length).names) found.push({ name, role });
  }
  for (const match of folded.matchAll(NAME_IS_ROLE)) {
    // 'Ana López (ana@acme.com) es…': the e-mail between the name and the verb is read apart.
    const before = text.slice(0, match.index).replace(/\s*[(<]?[\w.+-]+@[\w.-]+[)>]?\s*$/, "");
    const name = NAME_BEFORE.exec(before)?.[1];
    const roleStart = match.index + match[0].lastIndexOf(match[1] ?? "");
    if (name) found.push({ name, ...readRole(text, roleStart, (match[1] ?? "").length) });
  }
  // 'el correo de Iberia' is a mail unless an address follows.
  for (const pattern of EMAIL_PATTERN.test(text) ? [KEY_CONTACT, EMAIL_OF] : [KEY_CONTACT]) {
    for (const match of folded.matchAll(pattern)) {
      const run = readNameAt(text, match.index + match[0].length);
      if (run) found.push({ name: run.name });
    }
  }
  return found;
}

function describeContact(contact: Found & { email?: string }): string {
  const details = [contact.role, contact.company].filter(Boolean).join(", ");
  return details ? `${contact.name} (${details})` : contact.name;
}

/** The key contacts a statement names: a role and a name, or a name and an e-mail. */
export function readContacts(clause: Clause): NewKnowledgeItem[] {
  const email = EMAIL_PATTERN.exec(clause.text);
  const phone = PHONE.exec(clause.text.replace(EMAIL_PATTERN, " "))?.[0];
  const contacts = findContacts(clause);
  if (contacts.length === 0 && email) {
    const name = NAME_BEFORE.exec(clause.text.slice(0, email.index))?.[1];
    contacts.push({ name: name ?? email[0] });
  }
  const unique = contacts.filter(
    (contact, index) => contacts.findIndex((other) => other.name === contact.name) === index,
  );
  return unique.map((contact, index) => {
    // One e-mail or phone in the statement belongs to its one contact, or to the first when several are named.
    const extra = {
      ...(email && index === 0 && contact.name !== email[0] ? { email: email[0] } : {}),
      ...(email && contact.name === email[0] ? { email: email[0] } : {}),
      ...(phone && index === 0 ? { phone: phone.trim() } : {}),
    };
    return {
      type: "contactos",
      fecha: null,
      hora: null,
      descripcion: describeContact(contact),
      content: { ...contact, ...extra },
    };
  });
}
