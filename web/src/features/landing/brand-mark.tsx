import type { PartnerLogo } from "./partner-logos";

/** A partner's logo as a 40 px app-style tile, named for assistive technology by the partner's name. */
export function BrandMark({ logo }: { logo: PartnerLogo }) {
  if ("icon" in logo) {
    // A white tile in both themes keeps black marks (Notion) and dark blues (Jira) visible on the dark page.
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-900/10">
        <svg viewBox="0 0 24 24" role="img" aria-label={logo.name} className="size-6">
          <title>{logo.name}</title>
          <path d={logo.icon.path} fill={`#${logo.icon.hex}`} />
        </svg>
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={logo.name} className="size-10 shrink-0 drop-shadow-sm">
      <title>{logo.name}</title>
      <rect width="24" height="24" rx="6" fill={logo.color} />
      <text
        x="12"
        y="12"
        dy="0.36em"
        textAnchor="middle"
        fill="#fff"
        fontSize={logo.monogram.length > 1 ? 9.5 : 13}
        fontWeight="700"
        fontFamily="inherit"
      >
        {logo.monogram}
      </text>
    </svg>
  );
}
