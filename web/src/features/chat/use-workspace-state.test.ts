import { describe, expect, it } from "vitest";
import { defaultAssistant } from "./current-assistant";
import { initialWorkspaceState, reduceWorkspace } from "./use-workspace-state";

const gmail = { type: "gmail", title: "Gmail", icon: "gmail" } as const;

describe("workspace state", () => {
  it("starts on the chat view with Shifu, nothing open", () => {
    expect(initialWorkspaceState).toEqual({
      view: "chat",
      assistant: defaultAssistant,
      isPlanPickerOpen: false,
      tour: "closed",
    });
  });

  it("switches views without touching the assistant", () => {
    const state = reduceWorkspace(
      { ...initialWorkspaceState, assistant: gmail },
      { type: "showView", view: "Rewards" },
    );
    expect(state.view).toBe("Rewards");
    expect(state.assistant).toBe(gmail);
  });

  it("opens the chat view when an assistant is chosen", () => {
    const state = reduceWorkspace(
      { ...initialWorkspaceState, view: "apilist" },
      { type: "selectAssistant", assistant: gmail },
    );
    expect(state).toMatchObject({ view: "chat", assistant: gmail });
  });

  it("opens and closes the plan picker", () => {
    const open = reduceWorkspace(initialWorkspaceState, { type: "openPlanPicker" });
    expect(open.isPlanPickerOpen).toBe(true);
    expect(reduceWorkspace(open, { type: "closePlanPicker" }).isPlanPickerOpen).toBe(false);
  });

  it("runs the tour: welcome, then steps on the view that shows their anchors, then closed", () => {
    const welcome = reduceWorkspace(
      { ...initialWorkspaceState, isPlanPickerOpen: true, view: "profile" },
      { type: "openTour" },
    );
    expect(welcome).toMatchObject({ tour: "welcome", isPlanPickerOpen: false, view: "profile" });
    const steps = reduceWorkspace(welcome, { type: "startTourSteps", view: "apilist" });
    expect(steps).toMatchObject({ tour: "steps", view: "apilist" });
    expect(reduceWorkspace(steps, { type: "closeTour" }).tour).toBe("closed");
  });
});
