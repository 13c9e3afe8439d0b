import { findServiceByKey } from "@shifu/contract";
import { AppError } from "../../errors/app-error";
import { ProviderError } from "../../integrations/provider-api";
import type { ModelToolResult } from "./model-tool-result";

const TRY_AGAIN = "Inténtalo de nuevo en un momento.";

/**
 * A failed tool call as a Spanish reason the user can act on: the app asking to wait (429, with its Retry-After), not
 * answering in time, or failing on its side, named by its catalogue name.
 */
export function describeToolFailure(error: unknown, app: string): ModelToolResult {
  if (error instanceof AppError) return { status: "error", message: error.message };
  const appName = findServiceByKey(app)?.name ?? "El servicio";
  if (error instanceof ProviderError) {
    if (error.status === 429) {
      const wait = error.retryAfterMs ? ` unos ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s` : "";
      return {
        status: "error",
        message: `${appName} está recibiendo demasiadas peticiones y pide esperar${wait}. ${TRY_AGAIN}`,
      };
    }
    if (error.status === 0) return { status: "error", message: `${appName} no respondió a tiempo. ${TRY_AGAIN}` };
    if (error.status >= 500) {
      return { status: "error", message: `${appName} está fallando ahora mismo (error ${error.status}). ${TRY_AGAIN}` };
    }
  }
  return { status: "error", message: `${appName} no respondió como esperaba. ${TRY_AGAIN}` };
}
