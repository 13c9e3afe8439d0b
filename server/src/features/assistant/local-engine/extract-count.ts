import { parseSpanishNumber } from "./parse-spanish-number";
import type { Token } from "./tokenize-request";

const LAST = /^(ultim[oa]s?|reciente?s?|primer[oa]?s?|nuev[oa]s?)$/;

/**
 * How many things the request wants: 'los 3 últimos', 'tres correos', 'los últimos diez'; 'el último' alone is one.
 * Only numbers beside a 'last' word or an object count, so '5 de la tarde' and 'presupuesto 2025' do not.
 */
export function extractCount(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  objectIndexes: ReadonlySet<number>,
): { count: number; tokenIndex?: number } | undefined {
  for (let index = 0; index < tokens.length; index++) {
    if (used.has(index)) continue;
    const value = parseSpanishNumber(tokens[index]?.norm ?? "");
    if (value === undefined || value < 1 || value > 100) continue;
    if ((tokens[index]?.norm === "una" || tokens[index]?.norm === "uno") && !LAST.test(tokens[index + 1]?.norm ?? ""))
      continue;
    const neighbours = [index - 1, index + 1, index + 2].filter((neighbour) => neighbour >= 0);
    const besideLast = neighbours.some((neighbour) => LAST.test(tokens[neighbour]?.norm ?? ""));
    const near = besideLast || neighbours.some((neighbour) => objectIndexes.has(neighbour));
    // 'el reel de las tres tareas': a number after 'de las', 'del' is part of what a thing is called.
    if (near && (besideLast || !isInName(tokens, index))) return { count: value, tokenIndex: index };
  }
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]?.norm ?? "";
    if ((word === "ultimo" || word === "ultima") && !used.has(index)) return { count: 1, tokenIndex: index };
  }
  return undefined;
}

function isInName(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1]?.norm ?? "";
  return before === "del" || (/^(el|la|los|las)$/.test(before) && /^de$/.test(tokens[index - 2]?.norm ?? ""));
}
