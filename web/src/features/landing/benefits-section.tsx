import { useId } from "react";
import { CtaLink } from "./cta-link";

const benefits = [
  {
    title: "Olvídate del desorden",
    description:
      "Correos, archivos, tareas y chats en un solo lugar. Pregúntale a Shifu y encuentra lo que buscas sin saltar entre diez pestañas.",
    iconPaths: ["m12 3 9 4.5-9 4.5-9-4.5L12 3Z", "m3 12 9 4.5 9-4.5", "m3 16.5 9 4.5 9-4.5"],
  },
  {
    title: "Todo tu equipo en la misma página",
    description:
      "Comparte resúmenes, pendientes y contexto con tu equipo para que todos sepan qué sigue y nadie se quede atrás.",
    iconPaths: [
      "M15 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1",
      "M12.5 7a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0Z",
      "M21 19v-1a4 4 0 0 0-3-3.9",
      "M15.5 3.6a3.5 3.5 0 0 1 0 6.8",
    ],
  },
  {
    title: "Más tiempo, menos tareas repetitivas",
    description:
      "Shifu responde, organiza y automatiza lo rutinario por ti, y solo te avisa cuando de verdad necesita tu decisión.",
    iconPaths: ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z", "M12 7v5l3 2"],
  },
];

export function BenefitsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-slate-50 py-16 md:py-24 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <h2 id={titleId} className="sr-only">
          Beneficios de Shifu
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {benefits.map(({ title, description, iconPaths }) => (
            <li
              key={title}
              className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-900/70 dark:text-brand-100">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {iconPaths.map((d) => (
                    <path key={d} d={d} />
                  ))}
                </svg>
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-3 text-pretty text-slate-600 dark:text-slate-300">{description}</p>
            </li>
          ))}
        </ul>
        <div className="relative mt-12 overflow-hidden rounded-3xl bg-linear-to-br from-brand-600 to-brand-900 px-6 py-10 text-center md:flex md:items-center md:justify-between md:gap-8 md:px-12 md:text-left">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl md:size-96"
          />
          <div className="relative">
            <p className="text-3xl font-extrabold tracking-tight text-white md:text-4xl">Gana tiempo, genera más!</p>
            <p className="mt-2 text-brand-100">
              Deja lo repetitivo en manos de Shifu y dedica tu día a lo que importa.
            </p>
          </div>
          <div className="relative mt-6 hidden md:mt-0 md:block">
            <CtaLink to="/register" variant="inverse">
              Quiero a Shifu
            </CtaLink>
          </div>
        </div>
      </div>
    </section>
  );
}
