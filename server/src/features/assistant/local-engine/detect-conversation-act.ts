/** What a message is when it asks nothing of an app. */
export type ConversationAct = "greeting" | "thanks" | "help" | "outOfScope";

const GREETING =
  /^(hola+|holi+s?|buenas|buen dia|buenos dias|buenas tardes|buenas noches|hey|ey|saludos|que tal|hello|hi|alo|que onda)\b/;
/** '¿qué tal va lo de los vinos?', '¿qué tal el proyecto Atlas?': asking how a thing goes greets nobody. */
const ASKS_HOW_SOMETHING_GOES =
  /^que tal (?:(?:va|van|iba|fue|ha ido|esta|estan|anda|andan|sigue|siguen)\s+)?(?:el|la|los|las|lo|con|mi|mis|de|del)\b/;
const THANKS = /\b(gracias|grax|thank you|thanks|te lo agradezco|muy amable|agradecid[oa])\b/;
const HELP =
  /\b(ayuda|ayudame|ayudarme|ayudas|ayudar|help|(que|q) (cosas )?(puedes|sabes|podes|sabe|puede|eres capaz de|sos capaz de) hacer|que haces|para (que|q) (me )?(sirves|servis|vales)|como funcionas?|como te uso|que opciones|que funciones|comandos|en que me (puedes )?ayudar|que se puede hacer|(que|q) (cosas |tipo de cosas )?(te |le )?(puedo|podria|se (te |le )?puede) (hacer|pedir|preguntar|mandar|encargar)(te|le)?|(que|q) puedo (hacer|pedirte|preguntarte))\b/;
/** Requests a model could answer and rules cannot: writing, knowledge, weather, maths, translation. */
const OUT_OF_SCOPE =
  /\b(poema|poesia|verso|versos|rima|cancion|chiste|chistes|broma|cuento|cuentame|historia|relato|tiempo hace|que tiempo|el tiempo|clima|lluvia|llover|llovera|temperatura|traduce|traducir|traduccion|tradu[cz]|capital de|quien (es|fue|era|gano|invento)|cuanto es|cuanto son|calcula|calculame|raiz cuadrada|multiplica|suma|resta|divide|receta|cocinar|significa|significado|define|definicion|explica(me)?|opinas|piensas|consejo|recomiendas|ensayo|redaccion sobre|horoscopo|noticias|partido|futbol|pelicula|peliculas|programa en|codigo|python|javascript)\b/;

/** Reads a message (folded) that named no app action: a greeting, thanks, a question about abilities, or the rest. */
export function detectConversationAct(normalized: string, hasAppRequest: boolean): ConversationAct | undefined {
  if (OUT_OF_SCOPE.test(normalized) && !hasAppRequest) return "outOfScope";
  if (hasAppRequest) return undefined;
  if (HELP.test(normalized)) return "help";
  if (THANKS.test(normalized)) return "thanks";
  if (GREETING.test(normalized) && !ASKS_HOW_SOMETHING_GOES.test(normalized)) return "greeting";
  return "outOfScope";
}

/** Whether a message (folded) asks what Shifu can do: '¿qué puedes hacer por mí?', 'ayuda'. */
export function isHelpRequest(normalized: string): boolean {
  return HELP.test(normalized);
}

/** Whether the message is out of scope even though it mentions an app word ('escribe un poema sobre Slack'). */
export function isCreativeRequest(normalized: string): boolean {
  // 'lo de traducir la web': a creative word right after 'de' is part of a thing's name, not a request to write.
  return /(?<!\bde )\b(poema|poesia|cancion|chiste|cuento|historia|ensayo|rima|traduce|traducir)\b/.test(normalized);
}
