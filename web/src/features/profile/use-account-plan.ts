import type { AccountPlanFields } from "@shifu/contract/plans";
import { useQuery } from "@tanstack/react-query";
import { fetchSignedInUser } from "../auth/account-api";

/** Invalidate it when the plan may have changed (a payment, a redeemed reward) to show the new one. */
export const accountPlanQueryKey = ["account-plan"] as const;

async function fetchAccountPlan(): Promise<AccountPlanFields> {
  const result = await fetchSignedInUser();
  if (!result.ok) throw new Error("No se pudo leer el plan");
  const { plan, plan_expires_at, subscribed, points, daily_messages } = result.data;
  return { plan, plan_expires_at, subscribed, points, daily_messages };
}

/** The signed-in user's plan as the server has it now: the effective plan, so an expired one is already free. */
export function useAccountPlan() {
  return useQuery({ queryKey: accountPlanQueryKey, queryFn: fetchAccountPlan });
}

const expiryFormat = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric" });

/** '31 de enero de 2027'. */
export function formatPlanExpiry(isoDate: string): string {
  return expiryFormat.format(new Date(isoDate));
}
