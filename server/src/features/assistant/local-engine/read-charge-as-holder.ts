/**
 * 'a su cargo', 'a mi cargo', 'entre manos': whose the things are, or that they are being done, which the person
 * named and the verb already say ('qué lleva Patricia entre manos').
 */
const OWN_CHARGE = /\s+(?:a\s+(?:su|mi|tu|nuestro|vuestro)\s+cargo|entre\s+manos)\b/giu;

/** 'qué hay a cargo de Patricia', 'lo que está a cargo de Luis': the person holds them. */
const CHARGE_OF_VERB = /\b(?:hay|est[aá]n?|queda|quedan|tiene|tienen)\s+a\s+cargo\s+de(?:l)?\s+/giu;

/** 'las tareas a cargo de Patricia': the things are the person's. */
const CHARGE_OF = /\s+a\s+cargo\s+de\s+/giu;

/** 'de qué se encarga Patricia', 'de qué cosas se ocupa Luis': what the person handles is what they have. */
const HANDLES =
  /\bde\s+(qu[eé]|cu[aá]les|cu[aá]ntas|cu[aá]ntos)(\s+\p{L}+)?\s+se\s+(?:encarga|ocupa|responsabiliza)\b/giu;

/**
 * The request with what someone is in charge of said as what they have ('qué tiene Patricia'), which the rules read
 * as the things assigned to them; any other request as it was.
 */
export function readChargeAsHolder(text: string): string {
  return text
    .replace(OWN_CHARGE, "")
    .replace(CHARGE_OF_VERB, "tiene ")
    .replace(CHARGE_OF, " de ")
    .replace(HANDLES, (_, asks: string, thing: string | undefined) => `${asks}${thing ?? ""} tiene`);
}
