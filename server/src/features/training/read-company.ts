import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { readNameAt } from "./read-names";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

const PROFESSION =
  "(?:director|directora|gerente|jefe|jefa|ingenier[oa]|disenador|disenadora|desarrollador|desarrolladora|programador|programadora|consultor|consultora|abogad[oa]|contable|comercial|responsable|analista|administrativ[oa]|arquitect[oa]|medic[oa]|enfermer[oa]|profesor|profesora|maestr[oa]|periodista|autonom[oa]|freelance|emprendedor|emprendedora|vendedor|vendedora|tecnic[oa]|asistente|secretari[oa]|coordinador|coordinadora|manager|ceo|cto|cfo|coo|cmo|fundador|fundadora|cofundador|cofundadora|product manager|project manager|lider|head|becari[oa]|gestor|gestora|reclutador|reclutadora|recruiter|investigador|investigadora|economista|auditor|auditora|especialista|expert[oa]|community manager|editor|editora|redactor|redactora|traductor|traductora|psicolog[oa]|vicepresidente|vicepresidenta|presidente|presidenta|propietari[oa]|duen[oa]|empresari[oa]|recepcionista|delegad[oa]|encargad[oa]|supervisor|supervisora)";
const DEPARTMENT =
  "(?:marketing|ventas|rrhh|recursos humanos|finanzas|it|sistemas|legal|operaciones|logistica|comunicacion|diseno|ingenieria|producto|administracion|contabilidad|compras|calidad|atencion al cliente|soporte|tecnologia|desarrollo|investigacion|i\\+d)";
const ROLE = new RegExp(
  `(?<![a-z])(?:soy|como|trabajo de|ejerzo de|hago de|mi (?:cargo|puesto|rol|posicion) es(?: el| la| de)?)\\s+(?:el |la |un |una )?(${PROFESSION}(?:\\s+(?:de|del)\\s+(?!proyecto)(?:${DEPARTMENT}|[a-z]+))?)(?![a-z])`,
);
const WORKS_AT = /(?<![a-z])(?:trabajo|trabajamos|estoy trabajando|trabaje|curro)\s+(?:en|para)\s+/;
const COMPANY_IS = /(?<![a-z])(?:mi|nuestra|la) empresa (?:es|se llama)\s+/;
const AT_COMPANY = /\s(?:en|de|para)\s+(?=[A-ZÁÉÍÓÚÑ])/g;
const SECTOR =
  /(?<![a-z])(?:se dedica a|se dedican a|nos dedicamos a|somos una (?:empresa|startup|consultora|agencia|pyme|compania|firma|organizacion|ong|tienda|despacho)(?: de| que)?|trabajo en una (?:empresa|startup|consultora|agencia|pyme|compania|firma|organizacion|ong|tienda) (?:de|que))\s+([^,.;]+?)(?=\s+(?:con|y|e|que)\s|[,.;]|$)/;
const DEPARTMENT_OF = new RegExp(
  `(?<![a-z])(?:(?:trabajo|estoy) en (?:el )?(?:departamento|equipo|area) de|(?:trabajo|estoy) en|mi departamento es)\\s+(${DEPARTMENT})(?![a-z])`,
);
const SIZE = /(?<![a-z])(?:somos|tenemos|con)\s+(\d+|[a-z]+)\s+(?:empleados|trabajadores|personas)(?![a-z])/;

const TEAM =
  /(?<![a-z])(?:dirijo|lidero|coordino|gestiono|llevo|tengo a mi cargo)\s+(?:un|el|mi)\s+(equipo(?:\s+de\s+[^,.;]+)?)/;

type Company = { company?: string; role?: string; department?: string; sector?: string; size?: string; team?: string };

function readCompanyName(clause: Clause): string | undefined {
  for (const pattern of [WORKS_AT, COMPANY_IS]) {
    const match = pattern.exec(clause.folded);
    if (match) return readNameAt(clause.text, match.index + match[0].length)?.name;
  }
  return undefined;
}

/** Where the person works and as what: 'trabajo en Acme como directora de marketing', 'soy CTO de Nimbus'. */
export function readCompany(clause: Clause): NewKnowledgeItem[] {
  const { text, folded } = clause;
  const found: Company = {};
  const role = ROLE.exec(folded);
  if (role?.[1]) {
    const start = role.index + role[0].length - role[1].length;
    // 'CTO de Nimbus': a capitalised complement is the company, not part of the role.
    const written = text.slice(start, role.index + role[0].length).replace(/\s+(?:de|del)\s+[A-ZÁÉÍÓÚÑ]\S*$/u, "");
    found.role = written;
    AT_COMPANY.lastIndex = start + written.length;
    const at = AT_COMPANY.exec(text);
    if (at && at.index === start + written.length) found.company = readNameAt(text, at.index + at[0].length)?.name;
  }
  found.company ??= readCompanyName(clause);
  const sector = SECTOR.exec(folded);
  if (sector?.[1]) {
    const end = sector.index + sector[0].length;
    found.sector = tidyPhrase(text.slice(end - sector[1].length, end)).replace(/^(?:el|la|los|las)\s+/i, "");
  }
  const department = DEPARTMENT_OF.exec(folded);
  if (department?.[1] && !found.role?.includes(department[1])) found.department = department[1];
  const team = TEAM.exec(folded);
  if (team?.[1])
    found.team = tidyPhrase(text.slice(team.index + team[0].length - team[1].length, team.index + team[0].length));
  const size = SIZE.exec(folded);
  if (size?.[1]) found.size = `${size[1]} empleados`;
  const parts = [
    found.company,
    found.role,
    found.department ? `departamento de ${found.department}` : undefined,
    found.sector,
    found.size,
    found.team ? `a cargo de un ${found.team}` : undefined,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return [];
  return [
    {
      type: "empresa",
      fecha: null,
      hora: null,
      descripcion: capitalizeFirst(parts.join(", ")),
      content: Object.fromEntries(Object.entries(found).filter(([, value]) => value)),
    },
  ];
}
