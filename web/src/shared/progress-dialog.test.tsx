import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressDialog } from "./progress-dialog";

describe("ProgressDialog", () => {
  it("shows the spec's title and text as the dialog's name and description", () => {
    render(<ProgressDialog open />);
    const dialog = screen.getByRole("dialog", { name: "Procesando..." });
    expect(dialog.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("Por favor espere mientras se completa la operación.").id).toBe(
      dialog.getAttribute("aria-describedby"),
    );
  });

  it("cannot be dismissed: no close button, Escape and outside clicks leave it open", async () => {
    render(<ProgressDialog open />);
    // Radix starts listening for outside pointers one tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const dialog = screen.getByRole("dialog");
    expect(screen.queryByRole("button")).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole("dialog", { name: "Procesando..." })).toBeTruthy();
  });

  it("renders nothing when closed", () => {
    render(<ProgressDialog open={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
