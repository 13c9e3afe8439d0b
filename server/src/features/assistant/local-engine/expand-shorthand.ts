/**
 * Shorthand of quick typing, each with the word it stands for. 'q' opening a request or a question ('y q me dijo',
 * 'dime q hay') stays as written: there it is the question word 'qué', which the rules read as such.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<=\p{L}\s+)(?<!\b(?:y|e|o|u|ni|pero|dime|sabes|mira|pregunta|preguntale)\s+)[qk](?=\s)/giu, "que"],
  // 'qe canales teníamos', 'lo qe dijo': 'qe' is only ever 'que' typed short.
  [/\bqe\b/giu, "que"],
  [/\b(?:xq|pq|porq)\b/giu, "porque"],
  [/\b(?:tb|tmb|tmbn)\b/giu, "también"],
  [/\bdnd\b/giu, "dónde"],
  // 'y d paso', 'la factura d octubre': a lone 'd' between words is 'de'; 'D' stays a letter ('el plan D').
  [/(?<=\p{L}\s+)d(?=\s+\p{L})/gu, "de"],
  // 'mis últimas publis': one's own 'publis' are posts; 'la publi de la tienda' is an advert, and stays.
  [/\b((?:mis|tus|sus|nuestras)\s+(?:(?:[uú]ltimas|recientes)\s+)?)publis\b/giu, "$1publicaciones"],
  [/\bpublis(?=\s+(?:m[ií]as|tuyas|nuestras)\b)/giu, "publicaciones"],
  [/\bpubli(?=\s+(?:m[ií]a|tuya|nuestra)\b)/giu, "publicación"],
  [/\b((?:mi|tu|su|nuestra)\s+(?:(?:[uú]ltima|reciente)\s+)?)publi\b/giu, "$1publicación"],
  // 'una reu con Laura', 'las reus de mañana': a meeting said short.
  [/\breus\b/giu, "reuniones"],
  [/\breu\b/giu, "reunión"],
  // 'pa que le eche un ojo', 'pa mañana': 'pa' is 'para' before a clause, an infinitive, an article or a day.
  [/\bpa(?=\s+(?:que|q|el|la|los|las|mi|ma[nñ]ana|hoy|\p{L}+(?:ar|er|ir)\b))/giu, "para"],
  // 'ideas pal blog', 'pal lunes': 'pal' is 'para el' run together.
  [/\bpal(?=\s+\p{L})/giu, "para el"],
];

/** 'los contactos q se han dado de alta', 'y tb la de Iberia': shorthand read as the words it stands for. */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce((expanded, [pattern, word]) => expanded.replace(pattern, word), text);
}
