import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing } from "../../shared/focus-ring";

type AuthLayoutProps = {
  title: string;
  subtitle: string;
  /** 'wide' gives the register form room for two columns from the tablet layout up. */
  width?: "narrow" | "wide";
  children: ReactNode;
};

const BENEFITS = [
  "Correo, archivos, tareas y chats en un solo lugar",
  "Todo tu equipo en la misma página",
  "Más tiempo, menos tareas repetitivas",
];

/**
 * The account screens' three layouts, switched by CSS so they follow every resize: under 768 px a single plain
 * column, from 768 px a card on a tinted page, from 1024 px the card opens beside a brand panel.
 */
export function AuthLayout({ title, subtitle, width = "narrow", children }: AuthLayoutProps) {
  return (
    <div className="min-h-dvh bg-white md:bg-linear-to-br md:from-brand-50 md:via-white md:to-brand-100 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:bg-none dark:bg-slate-950 md:dark:from-slate-950 md:dark:via-slate-950 md:dark:to-brand-900/40 lg:dark:bg-none">
      <BrandPanel />
      <div className="flex min-h-dvh flex-col lg:bg-white lg:dark:bg-slate-950">
        <header className="px-5 pt-5 md:px-10 md:pt-8 lg:hidden">
          <HomeLink />
        </header>
        <main className="flex flex-1 justify-center px-5 pt-6 pb-12 md:items-center md:px-10 md:pt-8 lg:px-12 lg:py-16">
          <div
            className={`w-full ${width === "wide" ? "md:max-w-2xl lg:max-w-xl" : "md:max-w-lg lg:max-w-md"} md:rounded-3xl md:bg-white md:p-10 md:shadow-xl md:shadow-brand-900/5 md:ring-1 md:ring-slate-900/5 lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0 md:dark:bg-slate-900 md:dark:ring-white/10 lg:dark:bg-transparent`}
          >
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl dark:text-white">
              {title}
            </h1>
            <p className="mt-2 text-base text-slate-600 dark:text-slate-300">{subtitle}</p>
            <div className="mt-8">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}

function HomeLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight ${
        inverted
          ? "text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          : `text-slate-900 dark:text-white ${focusRing}`
      }`}
    >
      <img src="/favicon.svg" alt="" className={`size-8 ${inverted ? "rounded-lg ring-2 ring-white/40" : ""}`} />
      Shifu
    </Link>
  );
}

function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-linear-to-br from-brand-600 via-brand-700 to-brand-900 px-12 py-12 text-white lg:flex lg:flex-col">
      {/* Soft light shapes give the panel depth without loading any image. */}
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-500/40 blur-3xl" />
      <div className="relative">
        <HomeLink inverted />
      </div>
      <div className="relative my-auto max-w-md py-12">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Tu asistente de trabajo con IA</p>
        <p className="mt-4 text-4xl leading-tight font-extrabold text-balance">
          El tiempo es oro, Shifu te devuelve cada segundo
        </p>
        <ul className="mt-10 flex flex-col gap-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-base text-brand-50">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-bold"
              >
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-brand-100">© 2025 Shifu</p>
    </aside>
  );
}
