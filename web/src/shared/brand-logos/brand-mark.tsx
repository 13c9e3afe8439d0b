import type { ReactNode } from "react";
import type { BrandLogo } from "./brand-logos";

export type MarkSize = "sm" | "md";

const tileSizes: Record<MarkSize, { tile: string; glyph: string }> = {
  sm: { tile: "size-8 rounded-lg", glyph: "size-5" },
  md: { tile: "size-10 rounded-xl", glyph: "size-6" },
};

function LogoSvg({
  name,
  decorative,
  className,
  children,
}: {
  name: string;
  decorative: boolean;
  className: string;
  children: ReactNode;
}) {
  if (decorative) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        {children}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={name} className={className}>
      <title>{name}</title>
      {children}
    </svg>
  );
}

/**
 * A brand's logo as an app-style tile. Named for assistive technology by the brand's name, unless `decorative`
 * because a visible name sits beside it.
 */
export function BrandMark({
  logo,
  size = "md",
  decorative = false,
}: {
  logo: BrandLogo;
  size?: MarkSize;
  decorative?: boolean;
}) {
  if ("icon" in logo) {
    // A white tile in both themes keeps black marks (Notion) and dark blues (Jira) visible on a dark background.
    return (
      <span
        className={`flex shrink-0 items-center justify-center bg-white shadow-sm ring-1 ring-slate-900/10 ${tileSizes[size].tile}`}
      >
        <LogoSvg name={logo.name} decorative={decorative} className={tileSizes[size].glyph}>
          <path d={logo.icon.path} fill={`#${logo.icon.hex}`} />
        </LogoSvg>
      </span>
    );
  }
  return (
    <LogoSvg
      name={logo.name}
      decorative={decorative}
      className={`${size === "sm" ? "size-8" : "size-10"} shrink-0 drop-shadow-sm`}
    >
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
    </LogoSvg>
  );
}
