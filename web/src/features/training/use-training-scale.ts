import { useSyncExternalStore } from "react";

/** The spec's design size and the limits of the factor the training screen scales by. */
const DESIGN_WIDTH_PX = 1920;
const DESIGN_HEIGHT_PX = 1080;
const MIN_SCALE = 0.6;
const MAX_SCALE = 1.2;

/** How much smaller or larger than the 1920×1080 design the window is, on its tighter side, within 0.6–1.2. */
export function computeTrainingScale(width: number, height: number): number {
  const scale = Math.min(width / DESIGN_WIDTH_PX, height / DESIGN_HEIGHT_PX);
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The training layout's scale factor, following the window as it is resized. */
export function useTrainingScale(): number {
  return useSyncExternalStore(subscribeToResize, () => computeTrainingScale(window.innerWidth, window.innerHeight));
}
