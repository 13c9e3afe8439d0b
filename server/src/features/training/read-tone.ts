import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

/** Words that are always about how Shifu should speak. */
const TONE_WORDS =
  /(?<![a-z])(?:tono|tutea\w*|tuteo|tutees|de tu(?=\s*$|[,.])|de usted|usted|emojis?|emoticonos?|formal(?:es)?|informal(?:es)?|formalidad|al grano|sin rodeos|tecnicismos|vinetas|en ingles|en espanol|en castellano|en frances)(?![a-z])/;
/** Words about Shifu's answers, which a style word then qualifies ('respuestas cortas'). */
const ANSWER_WORDS =
  /(?<![a-z])(?:respuestas?|respond\w*|contest\w*|hablame|hables|habla|escribeme|escribas|tratame|trates|expliques|explicaciones|explicame|mensajes?|redact\w*|redaccion|textos?|lenguaje|estilo|se)(?![a-z])/;
const STYLE_WORDS =
  /(?<![a-z])(?:cort[oa]s?|breves?|brevedad|concis[oa]s?|direct[oa]s?|detallad[oa]s?|larg[oa]s?|extens[oa]s?|resumid[oa]s?|sencill[oa]s?|simples?|clar[oa]s?|cercan[oa]s?|amables?|seri[oa]s?|profesional(?:es)?|simpatic[oa]s?|humor|gracios[oa]s?|educad[oa]s?|cordial(?:es)?|tecnic[oa]s?|precis[oa]s?|listas|puntos|negritas|esquemas?|ingles|espanol|castellano)(?![a-z])/;

/** How the person wants Shifu to answer: 'prefiero respuestas cortas', 'háblame de tú', 'sin emojis'. */
export function readTone(clause: Clause): NewKnowledgeItem[] {
  const { folded } = clause;
  if (!TONE_WORDS.test(folded) && !(ANSWER_WORDS.test(folded) && STYLE_WORDS.test(folded))) return [];
  return [
    { type: "tono", fecha: null, hora: null, descripcion: capitalizeFirst(tidyPhrase(clause.text)), content: null },
  ];
}
