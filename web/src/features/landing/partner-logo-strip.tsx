import { useId, useState } from "react";
import { BrandMark } from "../../shared/brand-logos/brand-mark";
import { focusRing } from "../../shared/focus-ring";
import { partnerLogos } from "./partner-logos";
import { PlaybackIcon } from "./playback-icon";
import "./partner-logo-strip.css";

/**
 * The 20 partner logos scrolling sideways. With reduced motion they stand still and wrap instead; otherwise a button
 * pauses them, because moving content that lasts longer than five seconds must be stoppable.
 */
export function PartnerLogoStrip() {
  const titleId = useId();
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 py-12 md:px-8">
      <div className="flex items-center justify-center gap-3">
        <h2 id={titleId} className="text-center text-sm font-semibold text-slate-600 dark:text-slate-300">
          Se integra con las herramientas que tu equipo ya usa
        </h2>
        <button
          type="button"
          aria-pressed={paused}
          aria-label="Pausar el desplazamiento de los logotipos"
          onClick={() => setPaused((value) => !value)}
          className={`flex size-8 items-center justify-center rounded-full text-xs text-slate-500 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-700 motion-reduce:hidden dark:text-slate-400 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200 ${focusRing}`}
        >
          <PlaybackIcon playing={!paused} />
        </button>
      </div>
      <div className="mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className={`flex w-max hover:[animation-play-state:paused] motion-safe:animate-[partner-marquee_60s_linear_infinite] motion-reduce:w-full ${paused ? "[animation-play-state:paused]" : ""}`}
        >
          <LogoList label="Integraciones de Shifu" />
          <LogoList duplicate />
        </div>
      </div>
    </section>
  );
}

/** The second copy only fills the loop's seam, so assistive technology sees the list once. */
function LogoList({ label, duplicate = false }: { label?: string; duplicate?: boolean }) {
  return (
    <ul
      aria-label={label}
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${duplicate ? "motion-reduce:hidden" : ""}`}
    >
      {partnerLogos.map((logo) => (
        <li
          key={logo.name}
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white/80 py-2 pr-5 pl-2 shadow-sm dark:border-slate-800 dark:bg-slate-900/80"
        >
          <BrandMark logo={logo} />
          <span
            aria-hidden="true"
            className="text-sm font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200"
          >
            {logo.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
