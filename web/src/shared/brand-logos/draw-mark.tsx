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
