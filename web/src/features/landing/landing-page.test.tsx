import { act, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import { demoVideoPoster, demoVideoSource } from "./demo-video";
import { LandingPage } from "./landing-page";
import { partnerLogos } from "./partner-logos";

const partnerNames = [
  "Gmail",
  "Google Drive",
  "Google Docs",
  "Google Sheets",
  "Google Slides",
  "Dropbox",
  "Outlook",
  "HubSpot",
  "Asana",
  "ClickUp",
  "OneDrive",
  "Slack",
  "Microsoft Teams",
  "Notion",
  "Discord",
  "Facebook",
  "Instagram",
  "Jira",
  "Monday",
  "WhatsApp",
];

function renderLanding() {
  const router = createMemoryRouter([{ path: "/", Component: LandingPage }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

/** jsdom has no IntersectionObserver: this one lets a test say when the observed element comes into view. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    reveal(isIntersecting: boolean) {
      for (const callback of callbacks) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

function linkTarget(name: string) {
  return screen.getByRole("link", { name }).getAttribute("href");
}

beforeEach(() => stubMatchMedia((query) => query === "(min-width: 768px)"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("landing page", () => {
  it("has the header, main and footer landmarks and the hero headline", () => {
    renderLanding();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 1, name: "El tiempo es oro, Shifu te devuelve cada segundo" }),
    ).toBeTruthy();
  });

  it("shows the spec's texts exactly", () => {
    renderLanding();
    for (const text of [
      "ACTIVA TU FLUJO DE TRABAJO",
      "Olvídate del desorden",
      "Todo tu equipo en la misma página",
      "Más tiempo, menos tareas repetitivas",
      "Gana tiempo, genera más!",
      "+800 funciones añadidas",
      "Pricing: Coming Soon",
      "Más: Noticias (Coming Soon)",
      "Centro de Ayuda (Coming Soon)",
      "© 2025 Shifu. Todos los derechos reservados.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(
      screen.getByRole("heading", { level: 2, name: "Organiza, automatiza y toma el control con Shifu" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "se conecta con todo" })).toBeTruthy();
    for (const title of [
      "Olvídate del desorden",
      "Todo tu equipo en la misma página",
      "Más tiempo, menos tareas repetitivas",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
  });

  it("links every call to action to its page", () => {
    renderLanding();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe("/login");
    expect(within(header).getByRole("link", { name: "Registrarte" }).getAttribute("href")).toBe("/register");
    expect(linkTarget("Pruébalo ahora")).toBe("/login");
    expect(linkTarget("Obtener plan premium")).toBe("/login");
    expect(linkTarget("Shifu")).toBe("/login");
    expect(linkTarget("Conoce más")).toBe("/register");
    expect(linkTarget("Quiero a Shifu")).toBe("/register");
    expect(linkTarget("Acceder")).toBe("/register");
  });

  it("shows the 20 partner logos once to assistive technology, in the spec's order", () => {
    renderLanding();
    expect(partnerLogos.map((logo) => logo.name)).toEqual(partnerNames);
    const strip = screen.getByRole("list", { name: "Integraciones de Shifu" });
    const logos = within(strip).getAllByRole("img");
    expect(logos.map((logo) => logo.getAttribute("aria-label"))).toEqual(partnerNames);
    // The marquee's second copy and the decorative logo grids stay hidden from assistive technology.
    const main = screen.getByRole("main");
    for (const name of partnerNames) expect(within(main).getAllByRole("img", { name })).toHaveLength(1);
  });

  it("draws the brands' own marks, never a letter", async () => {
    renderLanding();
    const gmail = screen.getByRole("img", { name: "Gmail" });
    // The marks' chunk is imported on first use, which takes a while on a busy machine.
    await waitFor(() => expect(gmail.querySelectorAll("svg path").length).toBeGreaterThan(1), { timeout: 10_000 });
    const slack = screen.getByRole("img", { name: "Slack" });
    await waitFor(() => expect(slack.querySelectorAll("svg path").length).toBeGreaterThan(1));
    expect(slack.querySelector("text")).toBeNull();
  }, 15_000);

  it("opens the legal and social pages in a new tab without handing over the opener", () => {
    renderLanding();
    const footer = screen.getByRole("contentinfo");
    const external = [
      ["Términos de uso", "https://shifu.ai/terminos"],
      ["Política de privacidad", "https://shifu.ai/privacidad"],
      ["Shifu en Instagram", "https://www.instagram.com/shifu.ai"],
      ["Shifu en Facebook", "https://www.facebook.com/shifu.ai"],
      ["Shifu en YouTube", "https://www.youtube.com/@shifu_ai"],
      ["Shifu en X", "https://x.com/shifu_ai"],
    ];
    for (const [name, href] of external) {
      const link = within(footer).getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("aria-describedby")).toBeTruthy();
    }
  });

  it("shows the demo's poster first and fetches the video only once the page has loaded and it comes into view", () => {
    const observed = stubIntersectionObserver();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    renderLanding();
    const video = document.querySelector("video");
    expect(video?.getAttribute("poster")).toBe(demoVideoPoster);
    expect(video?.getAttribute("preload")).toBe("none");
    expect([video?.getAttribute("width"), video?.getAttribute("height")]).toEqual(["1280", "800"]);
    expect(video?.loop && video.muted && video.playsInline).toBe(true);
    expect(video?.autoplay).toBe(false);
    expect(video?.querySelector("source")).toBeNull();
    expect(screen.getByText("shifu / registro → chat")).toBeTruthy();

    act(() => observed.reveal(false));
    expect(video?.querySelector("source")).toBeNull();
    act(() => observed.reveal(true));
    expect(video?.querySelector("source")?.getAttribute("src")).toBe(demoVideoSource);
    expect(play).toHaveBeenCalled();
  });

  it("keeps the demo paused for visitors who prefer reduced motion", () => {
    stubMatchMedia((query) => query === "(min-width: 768px)" || query === "(prefers-reduced-motion: reduce)");
    const observed = stubIntersectionObserver();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    renderLanding();
    act(() => observed.reveal(true));
    expect(document.querySelector("video source")).not.toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it("shows phones a legible still of the conversation instead of the video", () => {
    stubMatchMedia(() => false);
    renderLanding();
    expect(document.querySelector("video")).toBeNull();
    const still = screen.getByRole("img", { name: /Una conversación con Shifu/ });
    expect(still.getAttribute("src")).toBe(demoVideoPoster);
    expect(screen.getByText("shifu / chat")).toBeTruthy();
  });

  it("lets the logo strip be paused", async () => {
    renderLanding();
    const toggle = screen.getByRole("button", { name: "Pausar el desplazamiento de los logotipos" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    toggle.click();
    expect(
      await screen.findByRole("button", { name: "Pausar el desplazamiento de los logotipos", pressed: true }),
    ).toBeTruthy();
  });
});
