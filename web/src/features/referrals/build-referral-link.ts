export function buildReferralLink(origin: string, code: string): string {
  return `${origin}/register/${encodeURIComponent(code)}`;
}
