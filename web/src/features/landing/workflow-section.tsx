import { useId } from "react";
import { CtaLink } from "./cta-link";
import { WorkflowPreview } from "./workflow-preview";

export function WorkflowSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold tracking-widest text-brand-700 dark:bg-brand-900/60 dark:text-brand-100">
            ACTIVA TU FLUJO DE TRABAJO
          </p>
          <h2
            id={titleId}
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 md:text-4xl lg:text-5xl dark:text-white"
          >
            Organiza, automatiza y toma el control con Shifu
          </h2>
          <p className="mt-5 text-lg text-pretty text-slate-600 dark:text-slate-300">
            Conecta tus apps una sola vez y pide lo que necesites con tus palabras: Shifu resume tus correos, encuentra
            archivos, crea tareas y responde mensajes sin que cambies de pestaña. Tú decides; él se encarga del resto.
          </p>
          <CtaLink to="/register" className="mt-8">
            Conoce más
          </CtaLink>
        </div>
        <WorkflowPreview />
      </div>
    </section>
  );
}
