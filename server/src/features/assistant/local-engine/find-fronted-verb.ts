/** Words a thing, person or place put before its verb begins with: 'el de Iberia archívalo', 'a Laura mándale'. */
const FRONT_START = /^(?:a|al|el|la|los|las|lo|en|por|del)$/;

/** Words that make the fronted words a clause or a list, not a thing named before its verb. */
const JOINS = /^(?:que|q|y|e|o|u|ni|si|como|cuando|donde)$/;

/** Words after which a word is a noun, never an order: 'en la lista Campañas', 'el informe', 'su nota'. */
const DETERMINER = /^(?:el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|este|esta|ese|esa)$/;

/** Places things are kept in, whose names follow them: 'en la lista Tareas generales', 'el tablero Marketing'. */
const CONTAINER = /^(?:lista|tablero|proyecto|carpeta|columna|seccion)$/;

/** Words a thing begins with, which a clause with 'que' may describe: 'el de Iberia que llegó ayer…'. */
const DESCRIBED = /^(?:el|la|los|las|lo)$/;

/** An infinitive, which names a thing's purpose inside its name ('la tarea de preparar…'). */
const INFINITIVE = /^\p{L}+(?:ar|er|ir)$/u;

/** A verb that points back at a thing or person with 'lo', 'la', 'le'…: 'archívalo', 'contéstale', 'pásala'. */
const CARRIES_PRONOUN = /(?:lo|la|los|las|le|les)$/;

/**
 * How many words may stand before the verb: a name or a description ('la de la comida de Navidad', 'la tarea de
 * llamar a los de Levante por el pedido').
 */
const MOST_FRONTED_WORDS = 12;

/** How many words a clause that tells which thing it is may add: 'que va con retraso'. */
const RELATIVE_WORDS = 4;

/** 'que' after a noun of the thing's name: 'el pedido que va…', never 'lo que…'. */
function isRelative(words: readonly string[], index: number): boolean {
  const before = words[index - 1] ?? "";
  return index >= 2 && /^(?:que|q)$/.test(words[index] ?? "") && !FRONT_START.test(before) && !JOINS.test(before);
}

/**
 * The index of the verb that a fronted thing, person or place stands before ('el de iberia archívalo', 'a laura
 * contéstale…', 'en #ventas publica…'), or undefined. Spanish names a thing before its verb only when the verb points
 * back at it ('archívalo'), so that is required, except for a person ('a Laura manda…') or a place ('en #ventas
 * publica…'), which need none; 'la guía de marca' then ends in no verb of a request.
 */
export function findFrontedVerb(words: readonly string[], isVerb: (word: string) => boolean): number | undefined {
  const first = words[0] ?? "";
  if (!FRONT_START.test(first)) return undefined;
  let most = MOST_FRONTED_WORDS;
  // 'el de soporte ese que dice algo de mi cuenta tíralo': a thing may be described by a clause with 'que'; its verbs
  // describe, and only a verb that points back at the thing orders.
  let describing = false;
  for (let index = 1; index <= Math.min(words.length - 1, most); index++) {
    const word = words[index] ?? "";
    if (/^(?:que|q)$/.test(word)) {
      // 'el pedido que va con retraso': 'que' after a noun tells which thing it is, in a few words more.
      const relative = isRelative(words, index);
      if (relative) most += RELATIVE_WORDS;
      const describes = DESCRIBED.test(first) && !describing;
      if (describes) describing = true;
      if (relative || describes) continue;
    }
    if (JOINS.test(word)) return undefined;
    if (describing && isVerb(word) && !CARRIES_PRONOUN.test(word)) continue;
    // 'la tarea de preparar la presentación muévela': an infinitive after 'de' or 'para' is part of the thing's name.
    if (!isVerb(word) || (INFINITIVE.test(word) && /^(?:de|para)$/.test(words[index - 1] ?? ""))) continue;
    // 'en la lista Campañas, una tarea…': 'lista' after an article is the list, not an order to list.
    if (DETERMINER.test(words[index - 1] ?? "")) continue;
    // 'en la lista Tareas generales, una tarea…': a word just after a place's kind is part of its name.
    if (CONTAINER.test(words[index - 1] ?? "") || CONTAINER.test(words[index - 2] ?? "")) continue;
    const fronted = words.slice(0, index);
    const pointsBack = CARRIES_PRONOUN.test(word);
    const personOrPlace = /^(?:a|en|por)$/.test(first) && fronted.length <= 3;
    return pointsBack || personOrPlace ? index : undefined;
  }
  return undefined;
}
