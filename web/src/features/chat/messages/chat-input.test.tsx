import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChatInput } from "./chat-input";

function ControlledInput({ onSend, canSend = true }: { onSend: (text: string) => void; canSend?: boolean }) {
  const [value, setValue] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={() => {
        onSend(value);
        setValue("");
      }}
      canSend={canSend}
      textareaRef={textareaRef}
    />
  );
}

function renderInput(canSend = true) {
  const onSend = vi.fn();
  render(<ControlledInput onSend={onSend} canSend={canSend} />);
  return { onSend, input: screen.getByRole("textbox", { name: "Escribe un mensaje" }) as HTMLTextAreaElement };
}

describe("ChatInput", () => {
  it("sends with Enter and empties itself", async () => {
    const { onSend, input } = renderInput();
    await userEvent.type(input, "Hola Shifu{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Hola Shifu");
    expect(input).toHaveProperty("value", "");
  });

  it("adds a line with Shift+Enter instead of sending", async () => {
    const { onSend, input } = renderInput();
    await userEvent.type(input, "Primera{Shift>}{Enter}{/Shift}Segunda");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("Primera\nSegunda");
    await userEvent.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Primera\nSegunda");
  });

  it("never sends blank text, by Enter or by the button", async () => {
    const { onSend, input } = renderInput();
    const sendButton = screen.getByRole("button", { name: "Enviar mensaje" });
    expect(sendButton).toHaveProperty("disabled", true);
    await userEvent.type(input, "   {Shift>}{Enter}{/Shift}  {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(sendButton).toHaveProperty("disabled", true);
    await userEvent.type(input, "ok");
    expect(sendButton).toHaveProperty("disabled", false);
    await userEvent.click(sendButton);
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("does not send while sending is blocked, but keeps the text", async () => {
    const { onSend, input } = renderInput(false);
    await userEvent.type(input, "Espera{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("Espera");
  });

  it("grows with its content up to 120 px, then scrolls", async () => {
    const { input } = renderInput();
    let contentHeight = 40;
    // jsdom lays nothing out, so the content's height is given by hand.
    Object.defineProperty(input, "scrollHeight", { configurable: true, get: () => contentHeight });
    await userEvent.type(input, "a");
    expect(input.style.height).toBe("40px");
    expect(input.style.overflowY).toBe("hidden");

    contentHeight = 96;
    await userEvent.type(input, "{Shift>}{Enter}{/Shift}b");
    expect(input.style.height).toBe("96px");

    contentHeight = 300;
    await userEvent.type(input, "{Shift>}{Enter}{/Shift}c");
    expect(input.style.height).toBe("120px");
    expect(input.style.overflowY).toBe("auto");
  });

  it("keeps a paste over the limit whole, says so and does not send it", async () => {
    const { onSend, input } = renderInput();
    const pasted = "x".repeat(200_000);
    input.focus();
    await userEvent.paste(pasted);
    expect(input.value).toHaveLength(200_000);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("El mensaje supera el máximo de 8.000 caracteres; acórtalo para enviarlo.")).toBeTruthy();
    expect(screen.getByText("200.000 / 8.000")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toHaveProperty("disabled", true);
    await userEvent.keyboard("{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toHaveLength(200_000);
  });

  it("shows a counter only near the limit and sends a text that fits", async () => {
    const { onSend, input } = renderInput();
    input.focus();
    await userEvent.paste("y".repeat(6_999));
    expect(screen.queryByText(/\/ 8\.000$/)).toBeNull();
    await userEvent.paste("y".repeat(951));
    expect(screen.getByText("7.950 / 8.000")).toBeTruthy();
    expect(screen.queryByText(/acórtalo/)).toBeNull();
    await userEvent.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("y".repeat(7_950));
  });
});
