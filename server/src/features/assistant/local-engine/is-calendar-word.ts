/** A weekday or a month, folded ('miercoles', 'sabado'): a date's word, never a name, however close it looks. */
const CALENDAR_WORD =
  /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/;

export function isCalendarWord(word: string): boolean {
  return CALENDAR_WORD.test(word);
}
