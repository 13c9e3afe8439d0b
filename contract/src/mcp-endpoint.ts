import { z } from "zod";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/mcp-endpoint";

/**
 * Shifu as an MCP server (decision 35): the OAuth authorization request an outside client (Claude Desktop, an IDE)
 * sends the browser to `/oauth/authorize` with, as the consent page passes it on to the server.
 */
export const McpAuthorizationRequestSchema = z.object({
  response_type: z.string().max(40),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2048),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
  state: z.string().max(2048).optional(),
  scope: z.string().max(500).optional(),
  resource: z.string().max(2048).optional(),
});
export type McpAuthorizationRequest = z.infer<typeof McpAuthorizationRequestSchema>;

/** GET /api/mcp-endpoint/authorization: who asks, for the consent page; a request that is not valid is a 400. */
export const McpAuthorizationInfoResponseSchema = z.object({
  client_name: z.string(),
  /** Where the browser goes back to, so the person sees which program receives the access. */
  redirect_host: z.string(),
});
export type McpAuthorizationInfoResponse = z.infer<typeof McpAuthorizationInfoResponseSchema>;

/** POST /api/mcp-endpoint/authorization: the person's answer on the consent page. */
export const McpAuthorizationDecisionRequestSchema = McpAuthorizationRequestSchema.extend({
  decision: z.enum(["allow", "deny"]),
});
export type McpAuthorizationDecisionRequest = z.infer<typeof McpAuthorizationDecisionRequestSchema>;

/** Where the browser goes next: the client's redirect_uri with a code, or with `error=access_denied`. */
export const McpAuthorizationDecisionResponseSchema = z.object({ redirect_to: z.string() });
export type McpAuthorizationDecisionResponse = z.infer<typeof McpAuthorizationDecisionResponseSchema>;

/** One outside application the person let in, for the profile's 'Aplicaciones conectadas a Shifu'. */
export const McpConnectedClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** When the person allowed it, ISO 8601. */
  since: z.string(),
  /** Its last call to /mcp (to the minute), or null if it never made one. */
  last_used_at: z.string().nullable(),
});
export type McpConnectedClient = z.infer<typeof McpConnectedClientSchema>;

/** GET /api/mcp-endpoint/clients. */
export const McpConnectedClientsResponseSchema = z.object({ clients: z.array(McpConnectedClientSchema) });
export type McpConnectedClientsResponse = z.infer<typeof McpConnectedClientsResponseSchema>;

/** DELETE /api/mcp-endpoint/clients/{id}. */
export const McpClientRevokedResponseSchema = z.object({ message: z.string() });
export type McpClientRevokedResponse = z.infer<typeof McpClientRevokedResponseSchema>;
