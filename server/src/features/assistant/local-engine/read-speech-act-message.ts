/**
 * 'felicita a Laura por el lanzamiento', 'dale las gracias a Pedro por el informe', 'mándale un msj a Laura
 * felicitándola', 'escríbele a Pablo agradeciéndole la ayuda': congratulating, thanking, welcoming or apologising to
 * someone is a message whose words the act itself gives. Read as the message it sends ('escríbele a Laura diciéndole
 * «¡Enhorabuena por el lanzamiento!»'), so the card shows exactly what goes.
 */

/**
 * `for`: how what the act is for is said ('por el lanzamiento', 'al equipo'); `say`: the words sent, given it with
 * its preposition.
 */
type SpeechAct = { order: string; gerund: string; for: string; say: (topic: string | undefined) => string };

const ACTS: readonly SpeechAct[] = [
  {
    order: String.raw`felicit[aá](?:le|la|lo|les|los|las)?|d[aá](?:le|les)?\s+la\s+enhorabuena`,
    gerund: String.raw`felicit[aá]ndol[eao]s?|d[aá]ndol[ea]s?\s+la\s+enhorabuena`,
    for: "por",
    say: (topic) => (topic ? `¡Enhorabuena ${topic}!` : "¡Enhorabuena!"),
  },
  {
    order: String.raw`agradec[eé](?:le|les)?|d[aá](?:le|les)?\s+las\s+gracias`,
    gerund: String.raw`agradeci[eé]ndol[ea]s?|d[aá]ndol[ea]s?\s+las\s+gracias`,
    for: "por",
    say: (topic) => (topic ? `¡Muchas gracias ${topic}!` : "¡Muchas gracias!"),
  },
  {
    order: String.raw`d[aá](?:le|les)?\s+la\s+bienvenida`,
    gerund: String.raw`d[aá]ndol[ea]s?\s+la\s+bienvenida`,
    for: "a|al",
    say: (topic) => (topic ? `¡Te damos la bienvenida ${topic}!` : "¡Te damos la bienvenida!"),
  },
  {
    order: String.raw`p[ií]de(?:le|les)?\s+(?:perd[oó]n|disculpas)`,
    gerund: String.raw`pidi[eé]ndol[ea]s?\s+(?:perd[oó]n|disculpas)`,
    for: "por",
    say: (topic) => (topic ? `Perdona ${topic}.` : "Perdona."),
  },
];

/** How a message travels, said with 'por', which is never what it is for: 'por slack', 'por privado'. */
const CHANNEL = String.raw`(?:slack|teams|discord|correo|mail|email|e-mail|privado|interno|whatsapp|telegram|dm|md|mensaje|chat)\b`;

/**
 * What the act is for, with its preposition ('por el lanzamiento', 'al equipo'; after thanks also bare, 'la ayuda'),
 * up to the clause's end.
 */
function readTopic(act: SpeechAct): string {
  const bare = act.for === "por" ? String.raw`|(?=(?:el|la|los|las|su|sus|tu|tus)\s)` : "";
  return String.raw`(?:\s+((?:(?:${act.for})\s+(?!${CHANNEL})${bare})[^,.;:?!]+?))?(?=\s+(?:y|e)\s|\s+por\s+${CHANNEL}|[,.;:?!]|$)`;
}

/** Who is addressed by an order of the act: 'a Laura', 'a Pedro Sánchez', 'a laura'. */
const ADDRESSEE = String.raw`\s+a\s+(\p{L}+(?:\s+\p{Lu}\p{L}+)?)`;

/** A request that sends the words, said last so that nothing after them is taken as part of the message. */
function sendLast(before: string, after: string, words: string): string {
  return `${before.trimEnd()} ${after.trim()}`.trimEnd().concat(` diciéndole «${words}»`).trimStart();
}

/** What the act is for as the message says it: 'la ayuda' thanked for is 'por la ayuda'. */
function sayTopic(act: SpeechAct, topic: string | undefined): string | undefined {
  const said = topic?.trim();
  return said && act.for === "por" && !/^por\s/.test(said) ? `por ${said}` : said;
}

/** The message with its act read as what it says; any other message as it was. */
export function readSpeechActMessage(text: string): string {
  // Without the 'i' flag, so that a name's second word must be capitalised; only the message's first letter may be.
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  for (const act of ACTS) {
    const gerund = new RegExp(String.raw`\b(?:${act.gerund})${readTopic(act)}`, "u");
    const said = gerund.exec(lowered);
    if (said) {
      const words = act.say(sayTopic(act, said[1]));
      return sendLast(text.slice(0, said.index), text.slice(said.index + said[0].length), words);
    }
    const order = new RegExp(String.raw`^\s*(?:${act.order})${ADDRESSEE}(\s+por\s+${CHANNEL})?${readTopic(act)}`, "u");
    const ordered = order.exec(lowered);
    if (ordered?.[1]) {
      const to = `escríbele a ${ordered[1]}${ordered[2] ?? ""}`;
      return sendLast(to, text.slice(ordered[0].length), act.say(sayTopic(act, ordered[3])));
    }
  }
  return text;
}
