/** A whole number the Spanish way, with a point every three digits even below 10.000 ('8.000'), as the screens show it. */
export function formatSpanishCount(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
