import { useId } from "react";
import { CtaLink } from "./cta-link";
import { DemoVideo } from "./demo-video";

export function HeroSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-12 pb-10 text-center md:px-8 md:pt-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 md:text-sm dark:bg-brand-900/60 dark:text-brand-100 dark:ring-brand-700/60">
          <SparkIcon />
          Tu asistente de IA para el trabajo
        </p>
        <h1
          id={titleId}
          className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
        >
          El tiempo es oro,{" "}
          <span className="bg-linear-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-brand-100 dark:to-fuchsia-300">
            Shifu
          </span>{" "}
          te devuelve cada segundo
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 md:text-xl dark:text-slate-300">
          Tu correo, tus archivos, tus tareas y tus chats en un solo lugar. Pídele a Shifu lo que necesites, en español,
          y deja que se encargue del trabajo repetitivo.
        </p>
        <div className="mt-8 hidden gap-4 md:flex">
          <CtaLink to="/login">
            Pruébalo ahora
            <ArrowIcon />
          </CtaLink>
          <CtaLink to="/login" variant="secondary">
            Obtener plan premium
          </CtaLink>
        </div>
        <div className="mt-8 w-full max-w-sm md:hidden">
          <CtaLink to="/login" className="w-full">
            Shifu
            <ArrowIcon />
          </CtaLink>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}

/** Soft brand-coloured glow and grid behind the headline; purely decorative. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(91_61_245/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(91_61_245/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:48px_48px] dark:bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)]" />
      <div className="absolute -top-48 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-brand-100/80 blur-3xl dark:bg-brand-700/25" />
      <div className="absolute top-24 -right-40 size-96 rounded-full bg-fuchsia-100/70 blur-3xl dark:bg-fuchsia-700/15" />
    </div>
  );
}

function ArrowIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 10h12m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M10 1.5 11.9 7a1.5 1.5 0 0 0 1 1l5.6 2-5.6 1.9a1.5 1.5 0 0 0-1 1L10 18.5l-1.9-5.6a1.5 1.5 0 0 0-1-1L1.5 10l5.6-2a1.5 1.5 0 0 0 1-1L10 1.5Z" />
    </svg>
  );
}
