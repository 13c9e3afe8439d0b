import type { IntentAction } from "../../../integrations/app-tool";
import type { Token } from "./tokenize-request";

/**
 * Reads that a folder's contents answer; a write names a folder as its target or its destination, and a search looks
 * for a thing in it by its own words ('busca en la carpeta Facturas la del coworking').
 */
const READS: readonly (IntentAction | undefined)[] = [undefined, "list", "read", "summarize"];

const INSIDE = /^(en|de|del)$/;
/** 'el contenido de la carpeta', 'los archivos de mi carpeta', 'dentro de la carpeta': what is in it, not one thing. */
const CONTENTS = /^(contenido|archivos|ficheros|documentos|cosas|elementos|todo|dentro)$/;
const OF_WHOSE = /^(la|mi|esta|esa|nuestra)$/;
/** 'abre la carpeta Facturas', 'enséñame la carpeta de clientes': showing a folder is showing what it holds. */
const SHOWS =
  /^(abre|abreme|abrime|muestra|muestrame|mostrame|ensena|ensename|lista|listame|mira|mirame|revisa|ver|dame)$/;
/** What introduces the name: 'la carpeta de facturas', 'la carpeta llamada Clientes'. */
const NAME_LEAD = /^(de|del|llamada|denominada)$/;
/** Words that end the name: the clause goes on past it ('la carpeta Facturas y borra…', '… que hay…'). */
const ENDS_NAME = /^(y|e|o|que|para|por|con|sin|hay|tengo|tenemos|esta|estan|ahora|ya|porfa|porfavor|pls)$/;
const ARTICLE = /^(el|la|los|las|un|una|unos|unas)$/;
const MAX_NAME_WORDS = 5;

/** Where 'carpeta' is said as the place whose contents are asked for, and the index its name starts at. */
function findFolderWord(tokens: readonly Token[]): number {
  return tokens.findIndex((token, index) => {
    if (token.norm !== "carpeta" || token.endsClause) return false;
    const article = tokens[index - 1]?.norm ?? "";
    const before = tokens[index - 2]?.norm ?? "";
    // 'el acta de la carpeta Comité' asks for one thing kept there; 'en la carpeta…' for what it keeps.
    const inside = before === "en" || (INSIDE.test(before) && CONTENTS.test(tokens[index - 3]?.norm ?? ""));
    return OF_WHOSE.test(article) && (inside || SHOWS.test(before));
  });
}

/** The folder's name after 'carpeta', up to where the clause goes on or an app is named ('… de OneDrive'). */
function readNameAfter(tokens: readonly Token[], start: number, appIndexes: ReadonlySet<number>): string | undefined {
  let index = start;
  if (NAME_LEAD.test(tokens[index]?.norm ?? "") && tokens[index + 1]) index += 1;
  const words: string[] = [];
  for (; index < tokens.length && words.length < MAX_NAME_WORDS; index += 1) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    if (appIndexes.has(index) || ENDS_NAME.test(token.norm)) break;
    // 'la carpeta Facturas la del coworking': an article after the name starts another thing; 'Fotos de la boda' not.
    if (ARTICLE.test(token.norm) && !NAME_LEAD.test(tokens[index - 1]?.norm ?? "")) break;
    // '… de OneDrive', '… en mi Dropbox': where the folder is, not its name.
    const namesApp = appIndexes.has(index + 1) || (OF_WHOSE.test(next?.norm ?? "") && appIndexes.has(index + 2));
    if (INSIDE.test(token.norm) && namesApp) break;
    words.push(token.raw);
    if (token.endsClause) break;
  }
  return words.length > 0 ? words.join(" ") : undefined;
}

/** 'lo que tengo en Documentos/Clientes': a path with slashes after 'en' can only be a folder's. */
function readPathAfterIn(tokens: readonly Token[]): string | undefined {
  const path = tokens.find((token, index) => tokens[index - 1]?.norm === "en" && /\p{L}\/\p{L}/u.test(token.raw));
  return path?.raw;
}

/**
 * 'qué hay en la carpeta Facturas', 'cuántos archivos hay en la carpeta de facturas', 'abre la carpeta Clientes',
 * 'enséñame lo que tengo en Documentos/Clientes': the folder whose contents a read asks for, by its name or path as
 * written. 'busca la carpeta Facturas' asks for the folder itself, and 'borra…' or 'mueve… a la carpeta…' are writes.
 */
export function readAskedFolder(
  tokens: readonly Token[],
  action: IntentAction | undefined,
  appIndexes: ReadonlySet<number>,
): string | undefined {
  if (!READS.includes(action)) return undefined;
  const folderWord = findFolderWord(tokens);
  return folderWord >= 0 ? readNameAfter(tokens, folderWord + 1, appIndexes) : readPathAfterIn(tokens);
}
