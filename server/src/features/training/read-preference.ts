import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

const PREFERENCE_CUE =
  /(?<![a-z])(?:prefiero|preferimos|preferiria|preferencia|me gusta(?:n|ria)?|nos gusta(?:n)?|me encanta(?:n)?|odio|detesto|no soporto|me interesa(?:n)?|quiero que|quisiera que|me viene mejor|me va mejor|me conviene|evita(?:r)?|no me (?:pongas|envies|mandes|llames|molestes|programes|agendes|escribas)|mejor (?:por|en|los|las|sin|con)|siempre (?:quiero|uso|prefiero)|favorit[oa]s?|procura|intenta)(?![a-z])/;
/** 'quiero que me recuerdes…' asks for a reminder: a task, not a taste. */
const REMINDER = /(?<![a-z])(?:recuerdame|recuerdes|recordaras|recordarme|avisame|avises|avisaras|avisarme)(?![a-z])/;

/** Likes, dislikes and wishes: 'me gusta recibir los resúmenes por la mañana', 'no me pongas reuniones los viernes'. */
export function readPreference(clause: Clause): NewKnowledgeItem[] {
  if (!PREFERENCE_CUE.test(clause.folded) || REMINDER.test(clause.folded)) return [];
  return [
    {
      type: "preferencias",
      fecha: null,
      hora: null,
      descripcion: capitalizeFirst(tidyPhrase(clause.text)),
      content: null,
    },
  ];
}
