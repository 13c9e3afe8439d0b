import type { Plan } from "@shifu/contract/plans";
import { useEffect, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { WorkspaceIcon } from "../chat/workspace/workspace-icon";

/** The spec's plan art changes every 2 s, for display only; it starts on the person's own plan. */
export const PLAN_ART_INTERVAL_MS = 2_000;

const planArt = [
  {
    plan: "free",
    name: "Free",
    card: "from-emerald-100 to-teal-50 text-emerald-950 dark:from-emerald-950 dark:to-slate-900 dark:text-emerald-50",
    badge: "bg-emerald-700 text-white",
    shape: "M12 20v-7m0 0C12 8 8.5 5 4 5c0 4.5 3.5 8 8 8Zm0 0c0-3.5 2.8-6.5 7-6.5 0 3.8-2.8 6.5-7 6.5Z",
  },
  {
    plan: "premium",
    name: "Premium",
    card: "from-brand-600 to-fuchsia-500 text-white",
    badge: "bg-white text-brand-700",
    shape: "M4 17h16M5 17 3.5 7.5l5 3.5L12 4.5l3.5 6.5 5-3.5L19 17Z",
  },
  {
    plan: "enterprise",
    name: "Enterprise",
    card: "from-slate-800 to-brand-900 text-white",
    badge: "bg-amber-300 text-amber-950",
    shape: "M4 20V6l7-3v17M11 20V9l9 3v8M3 20h18M7 8v.01M7 11v.01M7 14v.01M14.5 13v.01M17 14v.01M14.5 16v.01M17 17v.01",
  },
] as const satisfies readonly { plan: Plan; name: string; card: string; badge: string; shape: string }[];

function findPlanIndex(plan: Plan | undefined): number {
  return Math.max(
    0,
    planArt.findIndex((art) => art.plan === plan),
  );
}

/**
 * Free, Premium and Enterprise in turn, opening on `ownPlan` (a Premium user first sees Premium) as soon as it is
 * known. Moving content that lasts must be stoppable, so a button pauses it; with reduced motion the cards swap
 * without fading.
 */
export function PlanArtCarousel({ ownPlan }: { ownPlan?: Plan }) {
  const [current, setCurrent] = useState(() => findPlanIndex(ownPlan));
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (ownPlan) setCurrent(findPlanIndex(ownPlan));
  }, [ownPlan]);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % planArt.length), PLAN_ART_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <figure className="flex flex-col gap-3">
      <div className="grid">
        {planArt.map((plan, index) => (
          <div
            key={plan.name}
            aria-hidden={index === current ? undefined : true}
            className={`col-start-1 row-start-1 flex h-32 items-center gap-4 rounded-3xl bg-linear-to-br px-6 shadow-sm motion-safe:transition-opacity motion-safe:duration-500 ${plan.card} ${
              index === current ? "opacity-100" : "opacity-0"
            }`}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-16 shrink-0 opacity-90"
            >
              <path d={plan.shape} />
            </svg>
            <span className={`rounded-full px-3 py-1 text-lg font-extrabold tracking-tight shadow-sm ${plan.badge}`}>
              {plan.name}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="flex items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
        Planes de Shifu
        <button
          type="button"
          aria-pressed={paused}
          aria-label="Pausar la animación de los planes"
          onClick={() => setPaused((value) => !value)}
          className={`flex size-9 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <WorkspaceIcon name={paused ? "play" : "pause"} className="size-4" />
        </button>
      </figcaption>
    </figure>
  );
}
