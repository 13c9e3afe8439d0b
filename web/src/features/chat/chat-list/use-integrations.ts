import { serviceCatalogue } from "@shifu/contract/plain/services";
import type { IntegrationSummary, IntegrationsResponse, Service } from "@shifu/contract/services";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client";

export const integrationsQueryKey = ["integrations"] as const;

export type ConnectedService = { service: Service; summary: IntegrationSummary };

/** The user's connections in the catalogue's order; a name outside the catalogue has no assistant to chat with. */
export function listConnectedServices(integrations: IntegrationsResponse): ConnectedService[] {
  return serviceCatalogue.flatMap((service) => {
    const summary = integrations[service.name];
    return summary ? [{ service, summary }] : [];
  });
}

async function fetchIntegrations(): Promise<IntegrationsResponse> {
  const result = await callApi<IntegrationsResponse>({ method: "GET", path: "/get_integrations" });
  if (!result.ok) throw new Error(`GET /get_integrations falló (${result.kind})`);
  return result.data;
}

/** The cache keeps the server's map as it came, so other screens can share the query; the list is derived. */
export function useConnectedServices() {
  return useQuery({ queryKey: integrationsQueryKey, queryFn: fetchIntegrations, select: listConnectedServices });
}
