import type { ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { integrationRegistry } from "../../integrations/registry";
import { createGeneralTools } from "./create-general-tools";
import {
  describeMoreTools,
  estimateToolTokens,
  MAX_ROUTED_TOOLS,
  MORE_TOOLS_NAME,
  routeModelTools,
} from "./route-model-tools";

const appTools = integrationRegistry.flatMap((integration) => integration.tools);
const connectedApps = [...new Set(appTools.map((tool) => tool.app))] as ServiceKey[];
const generalTools = createGeneralTools(
  appTools,
  () => Promise.reject(new Error("no se ejecuta")),
  () => Promise.resolve([]),
);
const route = (request: string, recentApps: ServiceKey[] = []) =>
  routeModelTools({ request, appTools, generalTools, recentApps });
const appsOf = (names: readonly string[]) =>
  new Set(names.flatMap((name) => appTools.find((tool) => tool.name === name)?.app ?? []));

describe("routing a request's tools", () => {
  it("offers the app a request names, typo included, within the cap", () => {
    const chosen = route("¿Qué hay nuevo en slak?").active();
    expect(chosen.length).toBeLessThanOrEqual(MAX_ROUTED_TOOLS);
    expect(appsOf(chosen)).toEqual(new Set(["slack"]));
    expect(chosen).toContain(MORE_TOOLS_NAME);
  });

  it("offers the apps that hold the kind of thing asked for, the matching tools first", () => {
    const chosen = route("Borra el archivo del presupuesto").active();
    expect(chosen).toEqual(expect.arrayContaining(["drive_trash_file", "onedrive_delete_file", "dropbox_delete_file"]));
    expect(appsOf(chosen).has("gmail")).toBe(false);
  });

  it("offers the calendar's tools to meetings and to '¿qué tengo mañana?', which names no thing", () => {
    for (const request of ["¿Qué tengo mañana?", "¿Qué reuniones tengo esta semana?"]) {
      const chosen = route(request).active();
      expect(chosen, request).toEqual(expect.arrayContaining(["calendar_list_events", "calendar_find_next_meeting"]));
    }
    const created = route("Crea una reunión con Marta el jueves a las 10").active();
    expect(created.indexOf("calendar_create_event")).toBeGreaterThanOrEqual(0);
    expect(appsOf(route("¿Qué tengo que hacer hoy?").active()).has("calendar")).toBe(false);
  });

  it("offers the conversation's recent app to a request that names none", () => {
    expect(appsOf(route("¿y el segundo?", ["hubspot"]).active())).toEqual(new Set(["hubspot"]));
  });

  it("widens to another app within the cap and the reserved tokens, and says what the others do", () => {
    const routed = route("Hola");
    expect(appsOf(routed.active()).size).toBe(0);
    expect(describeMoreTools(routed, appTools, undefined, connectedApps)).toContain("Notion");
    const widened = routed.widen("notion");
    expect(appsOf(widened)).toEqual(new Set(["notion"]));
    expect(widened.length).toBeLessThanOrEqual(MAX_ROUTED_TOOLS);
    const shapes = [...appTools, ...generalTools].filter((tool) => widened.includes(tool.name));
    expect(estimateToolTokens(shapes)).toBeLessThanOrEqual(routed.reservedTokens);
    expect(describeMoreTools(routed, appTools, "Jira", connectedApps)).toContain("Próximamente");
  });

  it("offers everything when it all fits, with no way to widen", () => {
    const gmail = appTools.filter((tool) => tool.app === "gmail");
    const routed = routeModelTools({ request: "Hola", appTools: gmail, generalTools: [], recentApps: [] });
    expect(routed.active()).toEqual(gmail.map((tool) => tool.name));
    expect(routed.canWiden).toBe(false);
  });
});
