/**
 * 'ponle a Marta por el Teams que se las mando mañana', 'ponles a los de ventas que…', 'pónele a Pedro q…': putting
 * words to someone, with what they say after 'que', is writing them a message. A thing after 'a' ('ponle a la tarea
 * que…') is no one, so its article keeps it a change of that thing.
 */
const PUT_TO_PERSON =
  /\b(p[oó]n(?:le|ele|les|eles))(\s+a\s+(?!(?:la|el|los|las|lo|un|una|mi|mis|su|sus|esa|ese|esta|este)\s)\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?(?:\s+(?:por|en)\s+(?:el\s+|un\s+)?(?:privado|chat|mensaje|\p{L}+))?\s+(?:que|q)\s)/iu;

/** 'ponle a Marta que…' said as 'escríbele a Marta que…'. */
export function readPutToPersonAsMessage(text: string): string {
  return text.replace(
    PUT_TO_PERSON,
    (_all, verb: string, rest: string) => `${/les$/i.test(verb) ? "escríbeles" : "escríbele"}${rest}`,
  );
}
