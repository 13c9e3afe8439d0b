import * as Dialog from "@radix-ui/react-dialog";
import { type Driver, driver, type PopoverDOM, type Side } from "driver.js";
import "driver.js/dist/driver.css";
import { useEffect, useEffectEvent, useRef } from "react";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/dialog-classes";
import { focusRing } from "../../shared/focus-ring";
import type { TourPhase } from "../chat/use-workspace-state";
import type { NavPlacement } from "../chat/workspace/workspace-nav";
import "./guided-tour.css";
import { tourSteps } from "./tour-steps";

type GuidedTourProps = {
  phase: TourPhase;
  /** Where the navigation sits decides which side of each anchor the popover takes. */
  placement: NavPlacement;
  onStart: () => void;
  /** Called once when the tour ends, whether finished or skipped. */
  onEnd: () => void;
};

/** The spec's tour: a welcome card, then eight popovers anchored to the real controls through `data-tour`. */
export function GuidedTour({ phase, placement, onStart, onEnd }: GuidedTourProps) {
  const endTour = useEffectEvent(onEnd);
  useEffect(() => {
    if (phase !== "steps") return;
    const tour = createTour(placement, () => endTour());
    tour.drive();
    return () => {
      if (tour.isActive()) tour.destroy();
    };
  }, [phase, placement]);

  return <TourWelcomeDialog open={phase === "welcome"} onStart={onStart} onSkip={onEnd} />;
}

function createTour(placement: NavPlacement, onEnd: () => void): Driver {
  const tour = driver({
    steps: tourSteps.map((step) => ({
      element: `[data-tour="${step.anchor}"]`,
      popover: { title: step.title, description: step.description, ...choosePopoverSide(step.anchor, placement) },
    })),
    animate: !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    overlayColor: "#020617",
    overlayOpacity: 0.6,
    stagePadding: 6,
    stageRadius: 14,
    popoverClass: "shifu-tour",
    showProgress: true,
    progressText: "{{current}} de {{total}}",
    nextBtnText: "Siguiente",
    prevBtnText: "Atrás",
    doneBtnText: "Finalizar",
    // The highlighted controls are shown, not used: opening a view or a dialog mid-tour would pull the page away.
    disableActiveInteraction: true,
    // A stray click beside the popover must not end, and so record, the tour for good; 'Saltar' does that.
    overlayClickBehavior: () => undefined,
    // The chat list and its plan banner can mount a moment after the view switches to show them.
    waitForElement: 1500,
    onPopoverRender: (popover) => adaptPopover(popover),
    // Every way out (Finalizar, Saltar, Escape) arrives here.
    onDestroyStarted: () => {
      tour.destroy();
      onEnd();
    },
  });
  return tour;
}

/** Beside the desktop sidebar, above the phone's bottom bar; the chat list fills the phone screen, so below its top. */
function choosePopoverSide(anchor: string, placement: NavPlacement): { side: Side; align: "start" | "center" } {
  if (placement === "sidebar") return { side: "right", align: anchor === "chats" ? "start" : "center" };
  return anchor === "chats" ? { side: "bottom", align: "start" } : { side: "top", align: "center" };
}

/** Driver's '×' becomes the 'Saltar' button beside the counter. */
function adaptPopover(popover: PopoverDOM) {
  const skip = popover.closeButton;
  skip.textContent = "Saltar";
  skip.removeAttribute("aria-label");
  popover.footer.insertBefore(skip, popover.footerButtons);
  // Driver focuses the first button, now 'Saltar'; Enter on the focused button should move on instead.
  queueMicrotask(() => popover.nextButton.focus());
}

type TourWelcomeDialogProps = { open: boolean; onStart: () => void; onSkip: () => void };

function TourWelcomeDialog({ open, onStart, onSkip }: TourWelcomeDialogProps) {
  const isStarting = useRef(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        // Escape counts as 'Saltar'.
        if (!isOpen) onSkip();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={dialogPanelClass}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            isStarting.current = false;
          }}
          onCloseAutoFocus={(event) => {
            // The first step's popover takes the focus; returning it to the page would take it away again.
            if (isStarting.current) event.preventDefault();
          }}
        >
          <img src="/favicon.svg" alt="" className="size-14" />
          <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
            Te damos la bienvenida a Shifu
          </Dialog.Title>
          <Dialog.Description className="text-base text-pretty text-slate-600 dark:text-slate-300">
            En {tourSteps.length} pasos te mostramos dónde está cada cosa para que saques el máximo partido a tu
            asistente.
          </Dialog.Description>
          <div className="mt-3 flex w-full gap-3">
            <button
              type="button"
              onClick={onSkip}
              className={`flex-1 rounded-full border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              Saltar
            </button>
            <button
              type="button"
              onClick={() => {
                isStarting.current = true;
                onStart();
              }}
              className={`flex-1 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 ${focusRing}`}
            >
              Empezar
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
