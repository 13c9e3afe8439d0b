import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchHubSpotAccountDetails, searchHubSpotPage } from "../client";
import { buildHubSpotRecordLink } from "../to-contact-item";

const DEFAULT_COUNT = 10;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

/** The stages of HubSpot's default sales pipeline, as its Spanish UI names them. */
const STAGE_LABELS: Record<string, string> = {
  appointmentscheduled: "Cita programada",
  qualifiedtobuy: "Calificado para comprar",
  presentationscheduled: "Presentación programada",
  decisionmakerboughtin: "Responsable de la toma de decisiones convencido",
  contractsent: "Contrato enviado",
  closedwon: "Cerrado ganado",
  closedlost: "Cerrado perdido",
};

const ListOpenDealsInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos negocios mostrar (10 si no se dice)"),
});

function formatAmount(amount: string, currency: string): string | undefined {
  const value = Number(amount);
  if (!amount || !Number.isFinite(value)) return undefined;
  // Grouped always: Spanish style leaves four-digit amounts bare ('9800 €'), which reads worse beside '12.000 €'.
  return new Intl.NumberFormat("es-ES", {
    style: "currency",
    currency,
    useGrouping: "always",
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  } as Intl.NumberFormatOptions).format(value);
}

export const hubspotListOpenDeals = defineTool({
  name: "hubspot_list_open_deals",
  app: "hubspot",
  description:
    "Lista los negocios abiertos (ni ganados ni perdidos) del CRM de HubSpot, con importe, etapa y fecha de cierre, " +
    "los que cierran antes primero. Cada uno trae su importe (`amount`) y `total` es cuántos negocios abiertos hay " +
    "en total; para '¿cuánto suman?' pide hasta 20 y suma los importes.",
  inputSchema: ListOpenDealsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["deal"] },
  argsFromRequest: (request) => (request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
  execute: async (context, input) => {
    const [account, deals] = await Promise.all([
      fetchHubSpotAccountDetails(context.api),
      searchHubSpotPage(context.api, "deals", {
        filterGroups: [
          { filters: [{ propertyName: "dealstage", operator: "NOT_IN", values: ["closedwon", "closedlost"] }] },
        ],
        sorts: [{ propertyName: "closedate", direction: "ASCENDING" }],
        properties: ["dealname", "amount", "dealstage", "closedate", "deal_currency_code"],
        limit: input.count ?? DEFAULT_COUNT,
      }),
    ]);
    return {
      kind: "list",
      object: "deal",
      total: deals.total,
      items: deals.results.map((deal) => {
        const { dealname, amount, dealstage, closedate, deal_currency_code } = deal.properties;
        const currency = deal_currency_code ?? account.companyCurrency ?? "EUR";
        const formatted = amount ? formatAmount(amount, currency) : undefined;
        const value = Number(amount);
        const details = [
          formatted && `Importe: ${formatted}`,
          dealstage && `Etapa: ${STAGE_LABELS[dealstage] ?? dealstage}`,
        ].filter((detail): detail is string => !!detail);
        return {
          id: deal.id,
          title: dealname ?? `Negocio ${deal.id}`,
          due: closedate ?? undefined,
          link: buildHubSpotRecordLink(account, "0-3", deal.id),
          details,
          ...(amount && Number.isFinite(value) ? { amount: { value, currency } } : {}),
        };
      }),
    };
  },
});
