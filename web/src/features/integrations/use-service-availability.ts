import type { ServiceAvailabilityResponse } from "@shifu/contract/services";
import { useQuery } from "@tanstack/react-query";
import { fetchServiceAvailability } from "./integrations-api";

const serviceAvailabilityQueryKey = ["integration-services"] as const;

export type ServiceAvailability = ServiceAvailabilityResponse["services"][number];

async function fetchServices(): Promise<ServiceAvailability[]> {
  const result = await fetchServiceAvailability();
  if (!result.ok) throw new Error(`GET /integrations/services falló (${result.kind})`);
  return result.data.services;
}

/** The catalogue as the server offers it. Demo mode only changes with a restart, so one answer per visit is enough. */
export function useServiceAvailability() {
  return useQuery({
    queryKey: serviceAvailabilityQueryKey,
    queryFn: fetchServices,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
