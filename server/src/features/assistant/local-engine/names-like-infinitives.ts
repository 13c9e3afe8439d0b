/** Given names that end like an infinitive, written in lower case as often as not. */
export const NAMES_LIKE_INFINITIVES = new Set([
  "javier",
  "xavier",
  "oscar",
  "cesar",
  "omar",
  "edgar",
  "gaspar",
  "baltasar",
  "ester",
  "jennifer",
]);
