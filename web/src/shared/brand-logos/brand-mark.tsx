import { lazy, Suspense } from "react";
import type { BrandLogo } from "./brand-logos";

export type MarkSize = "sm" | "md";

const tileSizes: Record<MarkSize, { tile: string; glyph: string }> = {
  sm: { tile: "size-8 rounded-lg", glyph: "size-5" },
  md: { tile: "size-10 rounded-xl", glyph: "size-6" },
};

const BrandGlyph = lazy(() => import("./brand-marks"));

/**
 * A brand's logo as an app-style tile. Named for assistive technology by the brand's name, unless `decorative`
 * because a visible name sits beside it. The tile is drawn at once at its final size; the mark fills it when its
 * chunk arrives, so nothing moves.
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
  const naming = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": logo.name };
  // A white tile in both themes keeps black marks (Notion) and dark blues (Jira) visible on a dark background.
  return (
    <span
      {...naming}
      data-brand={logo.key}
      className={`flex shrink-0 items-center justify-center bg-white shadow-sm ring-1 ring-slate-900/10 ${tileSizes[size].tile}`}
    >
      <Suspense fallback={null}>
        <BrandGlyph brand={logo.key} className={tileSizes[size].glyph} />
      </Suspense>
    </span>
  );
}
