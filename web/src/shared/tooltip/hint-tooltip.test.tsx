import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HintTooltip } from "./hint-tooltip";
import { useHintTooltip } from "./use-hint-tooltip";

function HintedButton() {
  const { isOpen, triggerProps } = useHintTooltip();
  return (
    <button type="button" aria-label="Perfil" {...triggerProps}>
      <HintTooltip text="Perfil" isOpen={isOpen} className="" />
    </button>
  );
}

function readHintState() {
  return screen.getByText("Perfil").getAttribute("data-state");
}

describe("HintTooltip", () => {
  it("never opens for a tap: neither the touch's hover nor the focus it leaves behind", () => {
    render(<HintedButton />);
    const button = screen.getByRole("button", { name: "Perfil" });
    fireEvent.pointerOver(button, { pointerType: "touch" });
    fireEvent.pointerDown(button, { pointerType: "touch" });
    act(() => button.focus());
    fireEvent.pointerUp(button, { pointerType: "touch" });
    fireEvent.click(button);
    expect(readHintState()).toBe("closed");
  });

  it("opens while a mouse rests on the control and closes when it leaves or presses", () => {
    render(<HintedButton />);
    const button = screen.getByRole("button", { name: "Perfil" });
    fireEvent.pointerOver(button, { pointerType: "mouse" });
    expect(readHintState()).toBe("open");
    fireEvent.pointerOut(button, { pointerType: "mouse" });
    expect(readHintState()).toBe("closed");
    fireEvent.pointerOver(button, { pointerType: "mouse" });
    fireEvent.pointerDown(button, { pointerType: "mouse" });
    expect(readHintState()).toBe("closed");
  });

  it("opens on keyboard focus and closes on Escape and on blur", () => {
    render(<HintedButton />);
    const button = screen.getByRole("button", { name: "Perfil" });
    fireEvent.keyDown(document.body, { key: "Tab" });
    act(() => button.focus());
    expect(readHintState()).toBe("open");
    fireEvent.keyDown(button, { key: "Escape" });
    expect(readHintState()).toBe("closed");
    act(() => button.blur());
    fireEvent.keyDown(document.body, { key: "Tab" });
    act(() => button.focus());
    expect(readHintState()).toBe("open");
    act(() => button.blur());
    expect(readHintState()).toBe("closed");
  });
});
