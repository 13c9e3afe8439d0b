/** 'gracias', 'porfa', 'por favor', 'plis', 'mil gracias de antemano' closing a request, with what separates them. */
const CLOSING_COURTESY =
  /[\s,.;!]*(?:(?:muchas|mil)\s+)?(?:gracias|grax|porfa|porfi|porfis|por\s+favor|plis|pls|please|xfa|xfavor|thanks)(?:\s+de\s+antemano)?[\s.!]*$/iu;
/** Where the person's words for someone else would end: 'dile que gracias' says the thanks to them. */
const SAYS_NEXT = /(?:\bque|\bdiciendo(?:le|les)?|\bdecirle|\bponga|:|["'“«])\s*$/iu;

/**
 * The request without the courtesy that closes it: 'borra la factura 0138, gracias' asks to delete the invoice, and is
 * no thanks. Courtesy alone stays as it is, and so do thanks that someone else is to be told.
 */
export function dropClosingCourtesy(text: string): string {
  let request = text;
  for (let closing = CLOSING_COURTESY.exec(request); closing; closing = CLOSING_COURTESY.exec(request)) {
    const rest = request.slice(0, closing.index);
    if (SAYS_NEXT.test(rest) || rest.trim().split(/\s+/).length < 2) break;
    request = rest;
  }
  return request;
}
