import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../shared/stub-match-media";
import type { TourPhase } from "../chat/use-workspace-state";
import { GuidedTour } from "./guided-tour";
import { tourSteps } from "./tour-steps";

/** The tour with every anchor on the page, driven by a phase the test owns like the workspace does. */
function TourHarness({ initialPhase, onEnd }: { initialPhase: TourPhase; onEnd: () => void }) {
  const [phase, setPhase] = useState<TourPhase>(initialPhase);
  return (
    <>
      {tourSteps.map((step) => (
        <button key={step.anchor} type="button" data-tour={step.anchor}>
          {step.anchor}
        </button>
      ))}
      <GuidedTour
        phase={phase}
        placement="sidebar"
        onStart={() => setPhase("steps")}
        onEnd={() => {
          setPhase("closed");
          onEnd();
        }}
      />
    </>
  );
}

function readPopover() {
  return document.querySelector<HTMLElement>(".driver-popover");
}

function clickPopoverButton(name: string) {
  const popover = readPopover();
  const button = [...(popover?.querySelectorAll("button") ?? [])].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`No hay botón ${name}`);
  act(() => {
    fireEvent.click(button);
  });
}

describe("the guided tour", () => {
  beforeEach(() => {
    // Reduced motion turns driver's animation off, so each step renders at once in jsdom.
    stubMatchMedia((query) => query === "(prefers-reduced-motion: reduce)");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("welcomes first: 'Saltar' ends the tour, 'Empezar' starts the steps", () => {
    const onEnd = vi.fn();
    render(<TourHarness initialPhase="welcome" onEnd={onEnd} />);
    expect(screen.getByRole("dialog", { name: "Te damos la bienvenida a Shifu" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Saltar" }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("walks the 8 steps with 'n de 8', Atrás and Siguiente, and ends on 'Finalizar'", () => {
    const onEnd = vi.fn();
    render(<TourHarness initialPhase="welcome" onEnd={onEnd} />);
    fireEvent.click(screen.getByRole("button", { name: "Empezar" }));

    expect(readPopover()?.textContent).toContain("Tus chats");
    expect(readPopover()?.textContent).toContain("1 de 8");
    clickPopoverButton("Siguiente");
    expect(readPopover()?.textContent).toContain("2 de 8");
    clickPopoverButton("Atrás");
    expect(readPopover()?.textContent).toContain("1 de 8");
    for (let step = 1; step < tourSteps.length; step += 1) clickPopoverButton("Siguiente");

    expect(readPopover()?.textContent).toContain("8 de 8");
    expect(readPopover()?.textContent).toContain("Entrena a Shifu · Premium");
    expect(onEnd).not.toHaveBeenCalled();
    clickPopoverButton("Finalizar");
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(readPopover()).toBeNull();
  });

  it("ends the tour from a step with 'Saltar'", () => {
    const onEnd = vi.fn();
    render(<TourHarness initialPhase="steps" onEnd={onEnd} />);
    clickPopoverButton("Siguiente");
    clickPopoverButton("Saltar");
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(readPopover()).toBeNull();
  });

  it("points each step at its data-tour anchor", async () => {
    render(<TourHarness initialPhase="steps" onEnd={vi.fn()} />);
    for (const step of tourSteps) {
      // Driver settles each highlight on the next animation frame.
      await act(() => new Promise(requestAnimationFrame));
      expect(document.querySelector(".driver-active-element")?.getAttribute("data-tour")).toBe(step.anchor);
      if (step !== tourSteps.at(-1)) clickPopoverButton("Siguiente");
    }
  });
});
