import { focusRing } from "../../shared/focus-ring";
import { ShifuLogo } from "./shifu-logo";

// The spec switches the top bar at 768 px or less, one pixel later than the rest of the page (`md:` is ≥ 768 px),
// and Tailwind's `max-[768px]:` means < 768 px, hence the explicit media query.
const link = `rounded-full text-sm font-semibold whitespace-nowrap transition-colors ${focusRing}`;

export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-8 py-4 [@media(width<=768px)]:px-4 [@media(width<=768px)]:py-3">
        <ShifuLogo className="text-2xl text-slate-900 dark:text-white [@media(width<=768px)]:text-xl" />
        <nav aria-label="Cuenta" className="flex items-center gap-3 [@media(width<=768px)]:gap-1">
          <a
            href="/login"
            className={`${link} px-5 py-2.5 text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800 [@media(width<=768px)]:px-3 [@media(width<=768px)]:py-2 [@media(width<=768px)]:ring-0`}
          >
            Iniciar sesión
          </a>
          <a
            href="/register"
            className={`${link} bg-brand-600 px-5 py-2.5 text-white shadow-md shadow-brand-600/20 hover:bg-brand-700 [@media(width<=768px)]:px-4 [@media(width<=768px)]:py-2`}
          >
            Registrarte
          </a>
        </nav>
      </div>
    </header>
  );
}
