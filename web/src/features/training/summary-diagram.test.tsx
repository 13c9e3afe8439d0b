import { TRAINING_CHAT_NAME, trainingMessages } from "@shifu/contract/plain/training";
import type { SummaryPanel, UpcomingMeeting } from "@shifu/contract/training";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import { renderRoute } from "../../shared/test-helpers";
import { formatLocalDate } from "./format-summary";
import { stubFlowEnvironment } from "./stub-flow-environment";
import { TrainingScreen } from "./training-screen";
import {
  contactsPanel,
  countCalls,
  historyPath,
  stubTrainingApi,
  summaryPath,
  userWithPlan,
} from "./training-test-api";

const undatedPanel: SummaryPanel = {
  title: "Preferencias",
  icon: "heart",
  type: "preferencias",
  items: [{ id: "p1", type: "preferencias", fecha: null, hora: null, descripcion: "", content: null }],
};
const emptyPanel: SummaryPanel = { title: "Proyectos", icon: "folder", type: "proyectos", items: [] };

const meetingsPath = `/api/training/meetings?chat_name=${TRAINING_CHAT_NAME}`;

/**
 * Premium training whose summary is `panels` until an item is deleted, and then `panels` without it; the calendars'
 * next meetings are `meetings`.
 */
function renderDiagram(panels: SummaryPanel[], meetings: UpcomingMeeting[] = []) {
  let current = panels;
  const fetchMock = stubTrainingApi((path, init) => {
    if (path === "/get_user") return userWithPlan("premium");
    if (path === "/get_integrations") return { status: 200, body: {} };
    if (path === historyPath) return { status: 200, body: { messages: [] } };
    if (path === summaryPath) return { status: 200, body: { response: current } };
    if (path === meetingsPath) return { status: 200, body: { meetings } };
    const deleted = /^\/api\/summary\/items\/(.+)$/.exec(path)?.[1];
    if (deleted && init.method === "DELETE") {
      current = current.map((panel) => ({ ...panel, items: panel.items.filter((item) => item.id !== deleted) }));
      return { status: 200, body: { message: "Eliminado: ya no lo tendré en cuenta." } };
    }
    return undefined;
  });
  renderRoute(<TrainingScreen open onClose={() => {}} onOpenPlans={() => {}} theme="light" onToggleTheme={() => {}} />);
  return fetchMock;
}

function findPanelButton(title: RegExp) {
  return screen.findByRole("button", { name: title }, { timeout: 3000 });
}

describe("the summary diagram", () => {
  // The lazy chunk is loaded once up front, so that no test's time goes on transforming the diagram library.
  beforeAll(async () => {
    await import("./summary-diagram");
  }, 30_000);
  beforeEach(() => {
    stubMatchMedia(() => false);
    stubFlowEnvironment();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a panel's title in upper case, its first two items, the rest as a count and 'click for details'", async () => {
    renderDiagram([contactsPanel]);
    const panel = await findPanelButton(/CONTACTOS CLAVE/);
    expect(within(panel).getByText("Laura Gómez, su jefa")).toBeTruthy();
    expect(within(panel).getByText("2026-11-22 · 10:00")).toBeTruthy();
    expect(within(panel).getByText("Pedro Ruiz, cliente")).toBeTruthy();
    expect(within(panel).queryByText("Marta, de compras")).toBeNull();
    expect(within(panel).getByText("+2 more elements")).toBeTruthy();
    expect(within(panel).getByText("click for details")).toBeTruthy();
  });

  it("shows the calendars' next meetings in the 'Reuniones' panel, even with nothing taught, and links them in its dialog", async () => {
    const meeting: UpcomingMeeting = {
      id: "Outlook:e1",
      title: "Comité de seguridad",
      start: "2026-11-26T09:00:00.000Z",
      place: "Sala Atocha",
      source: "Outlook",
      link: "https://outlook.office365.com/owa/?itemid=e1",
    };
    renderDiagram([contactsPanel], [meeting]);
    const panel = await findPanelButton(/REUNIONES/);
    expect(within(panel).getByText("Próximas en tu calendario")).toBeTruthy();
    expect(within(panel).getByText("Comité de seguridad")).toBeTruthy();
    expect(within(panel).getByText(/Sala Atocha · Outlook$/)).toBeTruthy();
    expect(within(panel).queryByText(trainingMessages.notAvailable)).toBeNull();
    fireEvent.click(panel);
    const dialog = await screen.findByRole("dialog", { name: "Reuniones" });
    expect(within(dialog).queryByText(trainingMessages.notAvailable)).toBeNull();
    expect(
      within(dialog).getByRole("link", { name: "Abrir «Comité de seguridad» en el calendario" }).getAttribute("href"),
    ).toBe(meeting.link);
  });

  it("draws Shifu in the middle and five logo nodes, Shifu's own when no app is connected", async () => {
    renderDiagram([contactsPanel]);
    await findPanelButton(/CONTACTOS CLAVE/);
    expect(document.querySelectorAll(".react-flow__node-assistant")).toHaveLength(1);
    const logos = document.querySelectorAll(".react-flow__node-logo");
    expect(logos).toHaveLength(5);
    for (const logo of logos) expect(logo.querySelector("img")?.getAttribute("src")).toBe("/favicon.svg");
  });

  it("labels its controls in Spanish and shows no English credit", async () => {
    renderDiagram([contactsPanel]);
    await findPanelButton(/CONTACTOS CLAVE/);
    const controls = screen.getByTestId("rf__controls");
    expect(controls.getAttribute("aria-label")).toBe("Controles del diagrama");
    for (const label of ["Acercar", "Alejar", "Ajustar a la pantalla", "Bloquear o desbloquear el diagrama"]) {
      expect(within(controls).getByRole("button", { name: label }).getAttribute("title")).toBe(label);
    }
    expect(document.querySelector(".react-flow__attribution")).toBeNull();
    expect(document.body.textContent).not.toMatch(/React Flow|Zoom In|Zoom Out|Fit View|Interactivity|Press enter/);
  });

  it("fills the spec's defaults: date and time now, the title as description, and 'information not available'", async () => {
    renderDiagram([undatedPanel, emptyPanel]);
    const preferences = await findPanelButton(/PREFERENCIAS/);
    expect(within(preferences).getByText(new RegExp(`^${formatLocalDate(new Date())} · \\d\\d:\\d\\d$`))).toBeTruthy();
    expect(within(preferences).getByText("Preferencias")).toBeTruthy();
    const projects = await findPanelButton(/PROYECTOS/);
    expect(within(projects).getByText("information not available")).toBeTruthy();
    expect(within(projects).queryByText(/more elements/)).toBeNull();

    fireEvent.click(preferences);
    const dialog = await screen.findByRole("dialog", { name: "Preferencias" });
    expect(within(dialog).getByText("no content available")).toBeTruthy();
  });

  it("lists every item of a panel in its dialog, with the total, and deletes one", async () => {
    const fetchMock = renderDiagram([contactsPanel]);
    fireEvent.click(await findPanelButton(/CONTACTOS CLAVE/));
    const dialog = await screen.findByRole("dialog", { name: "Contactos clave" });
    expect(within(dialog).getByText("4 elementos en total")).toBeTruthy();
    for (const description of ["Laura Gómez, su jefa", "Pedro Ruiz, cliente", "Marta, de compras", "Luis, soporte"]) {
      expect(within(dialog).getByText(description)).toBeTruthy();
    }
    expect(within(dialog).getByText("Correo: laura@acme.com")).toBeTruthy();
    expect(within(dialog).getByText("Llama los viernes")).toBeTruthy();
    expect(within(dialog).getAllByText("no content available")).toHaveLength(2);
    expect(within(dialog).getAllByText("Contactos clave")).toHaveLength(5);

    fireEvent.click(within(dialog).getByRole("button", { name: "Eliminar «Marta, de compras»" }));
    expect(await within(dialog).findByText("Eliminado: ya no lo tendré en cuenta.")).toBeTruthy();
    expect(countCalls(fetchMock, "/api/summary/items/c3", "DELETE")).toBe(1);
    await waitFor(() => expect(within(dialog).queryByText("Marta, de compras")).toBeNull());
    expect(within(dialog).getByText("3 elementos en total")).toBeTruthy();
    expect(countCalls(fetchMock, summaryPath)).toBe(2);
  });

  it("on a phone, reaches the diagram by its own tab and stands the panels in one column that fits the width", async () => {
    stubMatchMedia((query) => query === "(max-width: 767.98px)");
    renderDiagram([contactsPanel, undatedPanel, emptyPanel]);
    const chatTab = await screen.findByRole("tab", { name: "Conversación" });
    expect(chatTab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Conversación" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /CONTACTOS CLAVE/ })).toBeNull();

    fireEvent.click(screen.getByRole("tab", { name: "Resumen" }));
    expect(screen.getByRole("tab", { name: "Resumen" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("tabpanel", { name: "Conversación" })).toBeNull();
    await findPanelButton(/CONTACTOS CLAVE/);
    const panelNodes = [...document.querySelectorAll<HTMLElement>(".react-flow__node-panel")];
    expect(panelNodes).toHaveLength(3);
    const positions = panelNodes.map((node) => /translate\((-?[\d.]+)px, ?(-?[\d.]+)px\)/.exec(node.style.transform));
    const xs = new Set(positions.map((match) => match?.[1]));
    expect(xs.size).toBe(1);
    const ys = positions.map((match) => Number(match?.[2]));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it("shows the empty state when nothing has been learned yet", async () => {
    renderDiagram([]);
    expect(
      await screen.findByText("Todavía no hay información disponible. Cuéntame algo sobre ti para empezar."),
    ).toBeTruthy();
    expect(document.querySelectorAll(".react-flow__node-logo")).toHaveLength(5);
  });
});
