import { useId } from "react";
import { BrandMark } from "../../shared/brand-logos/brand-mark";
import { CtaLink } from "./cta-link";
import { partnerLogos } from "./partner-logos";
import { ShifuMark } from "./shifu-logo";

export function ConnectSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <div className="relative overflow-hidden rounded-[2rem] bg-slate-950 px-6 py-12 text-white ring-1 ring-white/10 dark:bg-slate-900 md:px-14 md:py-16">
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 size-[30rem] rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-brand-100">
              <ShifuMark className="size-7" />
              Shifu
            </p>
            <h2 id={titleId} className="mt-3 text-4xl font-extrabold tracking-tight md:text-6xl">
              se conecta con todo
            </h2>
            <p className="mt-6 text-2xl font-bold text-white md:text-3xl">+800 funciones añadidas</p>
            <p className="mt-3 max-w-md text-pretty text-slate-300">
              Correo, almacenamiento, CRM, tareas, chats y redes sociales: conecta tus apps y trabaja con todas desde
              una sola conversación.
            </p>
            <CtaLink to="/register" variant="inverse" className="mt-8">
              Acceder
            </CtaLink>
          </div>
          {/* Every other column sits lower, so the 5 × 4 grid reads as a cloud of apps rather than a table. On phones the
              logo strip above already shows them and the grid would not fit. */}
          <ul aria-hidden="true" className="hidden grid-cols-5 gap-4 justify-self-center pb-4 md:grid">
            {partnerLogos.map((logo, index) => (
              <li
                key={logo.name}
                className={`flex size-16 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10 ${(index % 5) % 2 ? "translate-y-4" : ""}`}
              >
                <BrandMark logo={logo} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
