const ENDINGS = [
  "",
  "a",
  "e",
  "ar",
  "er",
  "ir",
  "as",
  "es",
  "an",
  "en",
  "ad",
  "ame",
  "eme",
  "ale",
  "ele",
  "ales",
  "eles",
  // Voseo: 'añadí', 'escribile', 'decime' ('agregá' and 'mirá' fold into the forms above).
  "i",
  "ile",
  "iles",
  "ime",
];
const CLITIC_ENDINGS = [
  "aselo",
  "asela",
  "aselos",
  "aselas",
  "eselo",
  "esela",
  "alo",
  "ala",
  "elo",
  "ela",
  "alos",
  "alas",
  "elos",
  "elas",
  "amelo",
  "amela",
  "emelo",
  "emela",
  "anos",
  "enos",
  "arme",
  "erme",
  "irme",
  "arlo",
  "erlo",
  "irlo",
  "arla",
  "erla",
  "irla",
  "arlos",
  "erlos",
  "irlos",
  "arlas",
  "erlas",
  "irlas",
  "enme",
  "anme",
  "iendo",
  "ando",
  // Voseo: 'escribile', 'decime', 'mandámelo' ('escribí' alone is left out: 'creí' is a past, not a request).
  "ile",
  "iles",
  "ime",
  "ilo",
  "ila",
  "ilos",
  "ilas",
];

/**
 * Every imperative, infinitive and clitic form of the given stems ('muestr' → muestra, muestrame, muestre, mostrar…)
 * after folding, so 'muéstremelo' and 'enseñame' are read without a list of sentences. Endings in 'o' are left out:
 * they are nouns more often than verbs ('archivo', 'listo').
 */
export function buildVerbForms(stems: readonly string[], extraForms: readonly string[] = []): Set<string> {
  const forms = new Set<string>(extraForms);
  for (const stem of stems) {
    for (const ending of [...ENDINGS, ...CLITIC_ENDINGS]) {
      if (stem.length + ending.length >= 3) forms.add(stem + ending);
    }
  }
  return forms;
}
