/**
 * 'crea una etiqueta que se llame Proyecto Atlas y pónsela a la invitación de Pedro': a label made and at once put on
 * a mail. The second request names the label only by 'se'; said in full, it is the labelling the rules know.
 */
const NEW_LABEL_PUT_ON =
  /^(.*?\betiqueta\s+(?:(?:que\s+se\s+llame|llamada|nueva)\s+)?[«"“']?(.+?)[»"”']?)\s+y\s+(?:luego\s+|despu[eé]s\s+)?p[oó]n(?:sela|selo|selas|selos)\s+(al?)\s+/iu;

export function putNewLabelOn(text: string): string {
  return text.replace(
    NEW_LABEL_PUT_ON,
    (_match, made: string, name: string, to: string) => `${made} y ponle la etiqueta ${name} ${to} `,
  );
}
