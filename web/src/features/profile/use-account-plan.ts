import type { GetUserResponse } from "@shifu/contract/accounts";
import type { AccountPlanFields } from "@shifu/contract/plans";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fetchSignedInUser } from "../auth/account-api";

/** Invalidate it when the plan may have changed (a payment, a redeemed reward) to show the new one. */
export const accountPlanQueryKey = ["account-plan"] as const;

function toAccountPlan(user: GetUserResponse): AccountPlanFields {
  const { plan, plan_expires_at, subscribed, points, daily_messages } = user;
  return { plan, plan_expires_at, subscribed, points, daily_messages };
}

async function fetchAccountPlan(): Promise<AccountPlanFields> {
  const result = await fetchSignedInUser();
  if (!result.ok) throw new Error("No se pudo leer el plan");
  return toAccountPlan(result.data);
}

/**
 * Hands the plan the page's loader has just read to every `useAccountPlan` below, before they first render, so
 * opening the workspace asks GET /get_user once, not twice.
 */
export function useSeedAccountPlan(user: GetUserResponse): void {
  const queryClient = useQueryClient();
  useState(() => {
    if (!queryClient.getQueryData(accountPlanQueryKey))
      queryClient.setQueryData(accountPlanQueryKey, toAccountPlan(user));
    return null;
  });
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
