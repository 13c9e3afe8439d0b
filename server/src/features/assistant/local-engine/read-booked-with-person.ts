/**
 * 'agéndame con Laura pasado mañana a las 4', 'agenda con Pedro el lunes': booking time with someone, with no thing
 * named, books a meeting with them; said so, it is not a task named after the person.
 */
const BOOKED_WITH = /\b(ag[eé]nd(?:a|ame|anos|ale|ales|ar|arme|arnos|amela)|ag[eé]ndame)\s+(?=con\s+\p{L})/iu;

/** 'agéndame con Laura…' said as 'agéndame una reunión con Laura…'. */
export function readBookedWithPerson(text: string): string {
  return text.replace(BOOKED_WITH, "$1 una reunión ");
}
