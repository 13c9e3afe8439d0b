import { z } from "zod";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/services";

export const IntegrationStatusSchema = z.enum(["connected", "needs_reconnect"]);
export type IntegrationStatus = z.infer<typeof IntegrationStatusSchema>;

/** What the browser may know of a connection: never a token. */
export const IntegrationSummarySchema = z.object({
  account: z.string().nullable(),
  status: IntegrationStatusSchema,
  connected_at: z.string(),
  scopes: z.array(z.string()),
});
export type IntegrationSummary = z.infer<typeof IntegrationSummarySchema>;

/** GET /get_integrations: keyed by service name, as the spec's integrations map. */
export const IntegrationsResponseSchema = z.record(z.string(), IntegrationSummarySchema);
export type IntegrationsResponse = z.infer<typeof IntegrationsResponseSchema>;

export const AuthorizeResponseSchema = z.object({
  /** The provider's (or, in demo mode, the sandbox's) consent page to send the browser to. */
  url: z.url(),
  /** True when no real credentials are set for this provider and the sandbox stands in for it. */
  demo: z.boolean(),
});
export type AuthorizeResponse = z.infer<typeof AuthorizeResponseSchema>;

/** POST /{service}-proxy: what the provider sent back to /chat. Providers that answer in the URL hash send access_token. */
export const OAuthCallbackRequestSchema = z
  .object({
    code: z.string().min(1).max(4096).optional(),
    access_token: z.string().min(1).max(4096).optional(),
    state: z.string().min(1).max(200),
  })
  .refine((body) => body.code !== undefined || body.access_token !== undefined, { message: "code o access_token" });
export type OAuthCallbackRequest = z.infer<typeof OAuthCallbackRequestSchema>;

export const SavedIntegrationResponseSchema = z.object({
  message: z.string(),
  service: z.string(),
  integration: IntegrationSummarySchema,
});
export type SavedIntegrationResponse = z.infer<typeof SavedIntegrationResponseSchema>;

/** POST /add_integration: for services whose users paste a token. Identity comes from the session. */
export const AddIntegrationRequestSchema = z.object({
  email: z.string().optional(),
  integration: z.string().optional(),
  token: z.string().max(4096).optional(),
  refresh_token: z.string().max(4096).nullish(),
  expires_in: z.coerce.number().int().positive().nullish(),
  token_acquisition_time: z.string().nullish(),
});
export type AddIntegrationRequest = z.infer<typeof AddIntegrationRequestSchema>;

export const ServiceAvailabilitySchema = z.object({
  name: z.string(),
  key: z.string(),
  icon: z.string(),
  comingSoon: z.boolean(),
  demo: z.boolean(),
});
export const ServiceAvailabilityResponseSchema = z.object({ services: z.array(ServiceAvailabilitySchema) });
export type ServiceAvailabilityResponse = z.infer<typeof ServiceAvailabilityResponseSchema>;
