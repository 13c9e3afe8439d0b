/** Tools Facturación can start or stop offering while it runs, as a real server whose features change. */
export const FACTURACION_OPTIONAL_TOOLS = ["exportar_facturas"] as const;
export type FacturacionOptionalTool = (typeof FACTURACION_OPTIONAL_TOOLS)[number];

/** What one request's server offers, and whether its client still has to hear that the list changed. */
export type FacturacionToolView = {
  offers(tool: FacturacionOptionalTool): boolean;
  /** True once per client after each change: the caller then sends `notifications/tools/list_changed`. */
  takeChangeNotice(): boolean;
};

/**
 * Which optional tools are on, and which clients have been told since the last change. Without sessions the server
 * tells clients apart only by their credential: every client that shares the demo's bearer token is told once
 * between them, and a client with a new access token may be told again (one needless tools/list, never a missed one).
 */
export class FacturacionToolList {
  private readonly enabled = new Set<FacturacionOptionalTool>();
  private changed = false;
  private readonly told = new Set<string>();

  /** Whether the list changed (turning on a tool that was on changes nothing and tells nobody). */
  set(tool: FacturacionOptionalTool, enabled: boolean): boolean {
    if (this.enabled.has(tool) === enabled) return false;
    if (enabled) this.enabled.add(tool);
    else this.enabled.delete(tool);
    this.changed = true;
    this.told.clear();
    return true;
  }

  listEnabled(): FacturacionOptionalTool[] {
    return FACTURACION_OPTIONAL_TOOLS.filter((tool) => this.enabled.has(tool));
  }

  /** A client that read tools/list knows the list as it is now. */
  markListed(client: string): void {
    if (this.changed) this.told.add(client);
  }

  viewFor(client: string): FacturacionToolView {
    return {
      offers: (tool) => this.enabled.has(tool),
      takeChangeNotice: () => {
        if (!this.changed || this.told.has(client)) return false;
        this.told.add(client);
        return true;
      },
    };
  }
}
