import { foldCharacters } from "../assistant/local-engine/normalize-text";

export type NameRun = { name: string; end: number };

const CAPITALISED = /^[A-ZÁÉÍÓÚÑÜ][\p{L}'’-]*$/u;
const PARTICLE = /^(?:de|del|la|las|los|van|von|da|di)$/;
/** Capitalised words that are not anyone: days, months, and words that open a sentence. */
const NOT_A_NAME =
  /^(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|hoy|manana|ayer|el|la|los|las|un|una|mi|mis|tu|su|yo|me|nos|con|de|del|y|e|que|para|por|en|a|al|este|esta|cada|todos|todas|tengo|prefiero|quiero|estoy|soy|trabajo|reunion|llamada|cita|proyecto|equipo|empresa)$/;

function isNameWord(word: string): boolean {
  return CAPITALISED.test(word) && !NOT_A_NAME.test(foldCharacters(word));
}

/** A person's or a thing's capitalised name starting at `index` ('Marta Ruiz', 'María de la Fuente'), if any. */
export function readNameAt(text: string, index: number): NameRun | undefined {
  const words: string[] = [];
  let end = index;
  let pendingParticles: string[] = [];
  const tokens = /[^\s,.;:()<>]+|[,.;:()<>]/gy;
  tokens.lastIndex = index;
  while (words.length < 5) {
    const space = /\s*/y;
    space.lastIndex = tokens.lastIndex;
    space.exec(text);
    tokens.lastIndex = space.lastIndex;
    const token = tokens.exec(text);
    if (!token) break;
    const word = token[0];
    if (isNameWord(word)) {
      words.push(...pendingParticles, word);
      pendingParticles = [];
      end = token.index + word.length;
      continue;
    }
    if (words.length > 0 && PARTICLE.test(word) && pendingParticles.length < 2) {
      pendingParticles.push(word);
      continue;
    }
    break;
  }
  return words.length > 0 ? { name: words.join(" "), end } : undefined;
}

/** Several names in a row: 'Ana', 'Ana y Pedro', 'Ana, Luis y Marta'. */
export function readNameListAt(text: string, index: number): { names: string[]; end: number } {
  const names: string[] = [];
  let end = index;
  for (let run = readNameAt(text, index); run; ) {
    names.push(run.name);
    end = run.end;
    const joiner = /^\s*(?:,\s*|\s(?:y|e)\s+)/.exec(text.slice(end));
    run = joiner ? readNameAt(text, end + joiner[0].length) : undefined;
  }
  return { names, end };
}

export const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
