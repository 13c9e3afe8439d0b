import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type DialogOutcome,
  failureOutcome,
  RESULT_REDIRECT_DELAY_MS,
  ResultDialog,
  successOutcome,
} from "./result-dialog";
import { renderRoute } from "./test-helpers";

function DialogHost({ outcome }: { outcome: DialogOutcome }) {
  const [shown, setShown] = useState<DialogOutcome | null>(outcome);
  return <ResultDialog outcome={shown} onClose={() => setShown(null)} />;
}

function renderDialog(outcome: DialogOutcome) {
  return renderRoute(<DialogHost outcome={outcome} />, {
    otherRoutes: [{ path: "/login", element: <h1>Página de login</h1> }],
  });
}

describe("ResultDialog", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("titles a success '¡Éxito!' and goes to its target about 300 ms after 'Aceptar'", () => {
    const router = renderDialog(successOutcome("Todo bien", "/login"));
    expect(screen.getByRole("alertdialog", { name: "¡Éxito!" })).toBeTruthy();
    expect(screen.getByText("Todo bien")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => vi.advanceTimersByTime(RESULT_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe("/");
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/login");
    expect(RESULT_REDIRECT_DELAY_MS).toBe(300);
  });

  it("stays on the page when the target is 'off'", () => {
    const router = renderDialog(successOutcome("Revisa tu correo", "off"));
    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("titles a failure 'Ha ocurrido un error' and never navigates", () => {
    const router = renderDialog(failureOutcome("No se pudo"));
    expect(screen.getByRole("alertdialog", { name: "Ha ocurrido un error" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("ResultDialog outside clicks", () => {
  it("ignores them, so only 'Aceptar' closes it", async () => {
    renderDialog(failureOutcome("No se pudo"));
    // Radix starts listening for outside pointers one tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Aceptar"]);
  });
});
