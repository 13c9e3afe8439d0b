import type { BrandLogo } from "../../shared/brand-logos/brand-logos";
import { BrandMark } from "../../shared/brand-logos/brand-mark";
import { partnerLogos } from "./partner-logos";

function partner(name: string): BrandLogo {
  const logo = partnerLogos.find((candidate) => candidate.name === name);
  if (!logo) throw new Error(`No partner logo named ${name}`);
  return logo;
}

const automations = [
  { logo: partner("Gmail"), title: "Resumir los correos importantes", detail: "Cada mañana a las 8:00" },
  { logo: partner("Asana"), title: "Crear tareas desde correos marcados", detail: "Al instante" },
  { logo: partner("Slack"), title: "Avisar al equipo en #ventas", detail: "Cuando un cliente responde" },
  { logo: partner("Google Drive"), title: "Guardar los adjuntos en Drive", detail: "Carpeta «Facturas 2025»" },
];

/** A mock of the automations panel that illustrates the section; the text beside it says the same, so it is hidden. */
export function WorkflowPreview() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-linear-to-br from-brand-100 via-fuchsia-50 to-transparent blur-2xl dark:from-brand-900/60 dark:via-fuchsia-950/30" />
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 md:p-6 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30">
        <div className="flex items-center justify-between">
          <p className="font-bold text-slate-900 dark:text-white">Tus automatizaciones</p>
          <p className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
            4 activas
          </p>
        </div>
        <ul className="mt-5 space-y-3">
          {automations.map(({ logo, title, detail }) => (
            <li
              key={title}
              className="flex items-center gap-4 rounded-2xl border border-slate-100 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/60"
            >
              <BrandMark logo={logo} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>
              </div>
              <span className="flex h-6 w-11 shrink-0 items-center justify-end rounded-full bg-brand-600 p-0.5">
                <span className="size-5 rounded-full bg-white shadow" />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">
          Esta semana Shifu te ahorró <strong>6 h 40 min</strong> de trabajo repetitivo.
        </p>
      </div>
    </div>
  );
}
