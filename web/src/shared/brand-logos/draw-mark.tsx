import type { SVGProps } from "react";
import type { SimpleIcon } from "simple-icons";

/** A simple-icons mark as a component like the Iconify ones: its one path in the brand's colour. */
export function drawSimpleIcon(icon: SimpleIcon) {
  return function SimpleIconMark(props: SVGProps<SVGSVGElement>) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: BrandGlyph hides every mark; the tile around it is named.
      <svg viewBox="0 0 24 24" {...props}>
        <path d={icon.path} fill={`#${icon.hex}`} />
      </svg>
    );
  };
}

/** A brand's initial on a square of its colour, for a brand whose mark no installed icon set has. */
export function drawMonogram(letters: string, color: string) {
  return function MonogramMark(props: SVGProps<SVGSVGElement>) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: BrandGlyph hides every mark; the tile around it is named.
      <svg viewBox="0 0 24 24" {...props}>
        <rect width="24" height="24" rx="6" fill={color} />
        <text x="12" y="12" dy="0.36em" textAnchor="middle" fill="#fff" fontSize={13} fontWeight="700">
          {letters}
        </text>
      </svg>
    );
  };
}
