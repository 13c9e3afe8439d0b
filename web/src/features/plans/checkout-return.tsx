import { paymentMessages } from "@shifu/contract/plain/payments";
import type { Plan } from "@shifu/contract/plans";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchSignedInUser } from "../auth/account-api";

type CheckoutState =
  | { kind: "processing" }
  | { kind: "paid"; plan: Exclude<Plan, "free"> }
  | { kind: "slow" }
  | {
      kind: "cancelled";
    };

const POLL_INTERVAL_MS = 2_000;
const POLL_LIMIT_MS = 60_000;

/** The checkout outcome Stripe's redirect put in the query, or null when this visit is not a return from checkout. */
export function readCheckoutReturn(search: string): "success" | "cancel" | null {
  const checkout = new URLSearchParams(search).get("checkout");
  return checkout === "success" || checkout === "cancel" ? checkout : null;
}

function cleanCheckoutReturn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("checkout");
  url.searchParams.delete("session_id");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

function describe(state: CheckoutState): string {
  if (state.kind === "processing") return paymentMessages.processing;
  if (state.kind === "cancelled") return paymentMessages.cancelled;
  if (state.kind === "slow") return paymentMessages.stillProcessing;
  return state.plan === "enterprise" ? paymentMessages.enterpriseActive : paymentMessages.premiumActive;
}

/**
 * The return from Stripe to /chat. The redirect proves nothing (anyone can type the URL), so the plan shown is the one
 * GET /get_user reports once the server has the signed webhook; it polls until the plan is paid, for at most 60 s.
 */
export function CheckoutReturn() {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => readCheckoutReturn(window.location.search));
  const [state, setState] = useState<CheckoutState | null>(() =>
    outcome === "cancel" ? { kind: "cancelled" } : outcome === "success" ? { kind: "processing" } : null,
  );

  useEffect(() => {
    if (outcome) cleanCheckoutReturn();
  }, [outcome]);

  useEffect(() => {
    if (outcome !== "success") return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      const result = await fetchSignedInUser();
      if (stopped) return;
      if (result.ok && result.data.plan !== "free") {
        setState({ kind: "paid", plan: result.data.plan });
        // Every view that shows the plan (profile, banners, caps) reads it afresh.
        await queryClient.invalidateQueries();
      } else if (Date.now() - startedAt >= POLL_LIMIT_MS) {
        setState({ kind: "slow" });
      } else {
        timer = setTimeout(poll, POLL_INTERVAL_MS);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outcome, queryClient]);

  if (!state) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-4 z-50 mx-auto flex w-fit max-w-[92vw] items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-800 dark:text-white dark:ring-white/10"
    >
      <span>{describe(state)}</span>
      {state.kind !== "processing" && (
        <button
          type="button"
          onClick={() => setState(null)}
          className="rounded-full px-2 text-slate-500 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          aria-label="Cerrar aviso"
        >
          ×
        </button>
      )}
    </div>
  );
}
