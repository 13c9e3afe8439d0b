import { useReducer } from "react";
import { type CurrentAssistant, defaultAssistant } from "./current-assistant";
import type { WorkspaceView } from "./workspace-view";

/** The guided tour: closed, its welcome card (the spec's step -1), or its eight anchored steps. */
export type TourPhase = "closed" | "welcome" | "steps";

export type WorkspaceState = {
  view: WorkspaceView;
  assistant: CurrentAssistant;
  isPlanPickerOpen: boolean;
  tour: TourPhase;
};

export type WorkspaceAction =
  | { type: "showView"; view: WorkspaceView }
  | { type: "selectAssistant"; assistant: CurrentAssistant }
  | { type: "openPlanPicker" }
  | { type: "closePlanPicker" }
  | { type: "openTour" }
  | { type: "startTourSteps"; view: WorkspaceView }
  | { type: "closeTour" };

export const initialWorkspaceState: WorkspaceState = {
  view: "chat",
  assistant: defaultAssistant,
  isPlanPickerOpen: false,
  tour: "closed",
};

export function reduceWorkspace(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case "showView":
      return { ...state, view: action.view };
    case "selectAssistant":
      // Choosing any chat, even the current one, brings the user to its conversation.
      return { ...state, assistant: action.assistant, view: "chat" };
    case "openPlanPicker":
      return { ...state, isPlanPickerOpen: true };
    case "closePlanPicker":
      return { ...state, isPlanPickerOpen: false };
    case "openTour":
      // The tour points at the page itself, so no dialog may cover it.
      return { ...state, tour: "welcome", isPlanPickerOpen: false };
    case "startTourSteps":
      // The steps need their anchors on screen: the chat list and its plan banner are only visible in some views.
      return { ...state, tour: "steps", view: action.view };
    case "closeTour":
      return { ...state, tour: "closed" };
  }
}

/** The workspace's screen state: which view, which assistant, and which overlay is open. */
export function useWorkspaceState() {
  const [state, dispatch] = useReducer(reduceWorkspace, initialWorkspaceState);
  return {
    state,
    showView: (view: WorkspaceView) => dispatch({ type: "showView", view }),
    selectAssistant: (assistant: CurrentAssistant) => dispatch({ type: "selectAssistant", assistant }),
    openPlanPicker: () => dispatch({ type: "openPlanPicker" }),
    closePlanPicker: () => dispatch({ type: "closePlanPicker" }),
    openTour: () => dispatch({ type: "openTour" }),
    startTourSteps: (view: WorkspaceView) => dispatch({ type: "startTourSteps", view }),
    closeTour: () => dispatch({ type: "closeTour" }),
  };
}
