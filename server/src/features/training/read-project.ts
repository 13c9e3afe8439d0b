import { foldCharacters } from "../assistant/local-engine/normalize-text";
import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { readNameListAt } from "./read-names";
import { stripSpans } from "./strip-spans";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

const PROJECT_WORD = /(?<![a-z])proyectos?(?![a-z])/;
/** 'estoy trabajando en…', 'llevo el lanzamiento…': what follows is the project. */
const PROJECT_VERB =
  /(?<![a-z])(?:(?:estoy|estamos)\s+(?:trabajando|liad[oa]s?|centrad[oa]s?|metid[oa]s?|enfocad[oa]s?)\s+(?:en|con)|(?:estoy|estamos)\s+(?:liderando|coordinando|gestionando|dirigiendo|llevando|desarrollando|preparando|lanzando|organizando)|(?:estoy|estamos)\s+con|llevo|lidero|lideramos|dirijo|coordino|gestiono|me encargo de|nos encargamos de|soy responsable de|estoy a cargo de|estoy desarrollando|estamos desarrollando|estoy preparando|estamos preparando|vamos a lanzar)\s+/;
/** After a verb as general as 'llevo', only something project-like or named is a project. */
const PROJECT_NOUN =
  /(?<![a-z])(?:campana|lanzamiento|migracion|desarrollo|implantacion|rediseno|iniciativa|plan|programa|producto|app|aplicacion|web|plataforma|cuenta|estudio|auditoria|integracion|evento|version|proyecto)(?![a-z])/;
const PHRASE_END = /\s+(?:para|con|que|porque|donde|desde|hasta|y|e|pero)\s|[,.;:]|$/;

function readPhrase(text: string, start: number): string {
  const rest = text.slice(start);
  const end = PHRASE_END.exec(foldCharacters(rest))?.index ?? rest.length;
  return tidyPhrase(rest.slice(0, end));
}

/** 'el lanzamiento de la app es el 15 de enero': a dated piece of work is a project with a deadline. */
const DATED_WORK_END = /\s+(?:es|sera|termina|acaba|empieza|arranca|comienza|vence|esta|tiene)(?![a-z])|[,.;:]|$/;

function readDatedWork(plain: string, plainFolded: string): string[] {
  const noun = PROJECT_NOUN.exec(plainFolded);
  if (!noun) return [];
  const rest = plain.slice(noun.index);
  const end = DATED_WORK_END.exec(foldCharacters(rest))?.index ?? rest.length;
  const phrase = tidyPhrase(rest.slice(0, end));
  return phrase ? [phrase] : [];
}

function readProjectNames(plain: string, plainFolded: string, dated: boolean): string[] {
  const word = PROJECT_WORD.exec(plainFolded);
  if (word) {
    let start = word.index + word[0].length;
    const linking = /^\s*(?:es|son|se llama|se llaman|:|llamado|llamada)\s*/.exec(plainFolded.slice(start));
    if (linking) start += linking[0].length;
    const named = readNameListAt(plain, start).names;
    if (named.length > 0) return named;
    const quoted = /^\s*["“«']([^"”»']+)["”»']/.exec(plain.slice(start));
    if (quoted?.[1]) return [quoted[1].trim()];
    const phrase = readPhrase(plain, start).replace(/^(?:de|del|sobre)\s+/i, "");
    return phrase ? [phrase] : [];
  }
  const verb = PROJECT_VERB.exec(plainFolded);
  if (!verb) return dated ? readDatedWork(plain, plainFolded) : [];
  const phrase = readPhrase(plain, verb.index + verb[0].length);
  const general = !/ando|liad|centrad|metid|enfocad|lanzar/.test(verb[0]);
  const named = /^(?:(?:el|la|los|las|un|una)\s+)?[A-ZÁÉÍÓÚÑ]/.test(phrase);
  if (!phrase || (general && !PROJECT_NOUN.test(foldCharacters(phrase)) && !named)) return [];
  return [phrase.replace(/^(?:el|la|los|las|un|una|mi|nuestro|nuestra)\s+/i, "")];
}

/** The projects the person works on, with their deadline if one is named: 'estoy trabajando en el proyecto Atlas'. */
export function readProject(clause: Clause): NewKnowledgeItem[] {
  const plain = stripSpans(clause.text, clause.folded, clause.spans);
  const names = readProjectNames(plain, foldCharacters(plain), clause.fecha !== null).filter((name) => name.length > 1);
  return names.map((name) => ({
    type: "proyectos",
    fecha: clause.fecha,
    hora: null,
    descripcion: /^[A-ZÁÉÍÓÚÑ]/.test(name) && !/\s[a-z]/.test(name) ? `Proyecto ${name}` : capitalizeFirst(name),
    content: clause.month ? { name, month: clause.month } : { name },
  }));
}
