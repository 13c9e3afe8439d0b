import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, readSentBody, signedInUser, stubFetch } from "../../shared/test-helpers";
import { COPY_NOTICE_DURATION_MS, ReferralsView } from "./referrals-view";
import { SHARE_DIALOG_CLOSE_DELAY_MS } from "./share-link-dialog";

function renderView() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ReferralsView referralCode="0042" />);
  return user;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ReferralsView", () => {
  it("shows the three steps and the code one character per box", () => {
    renderView();
    expect(
      within(screen.getByRole("list", { name: "Cómo invitar a tus amigos" })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Tu código de referido" })).toBeTruthy();
    expect(
      screen.getByText("Tanto tú como tu amigo recibirán una recompensa cuando use tu código de referido."),
    ).toBeTruthy();
    expect(screen.getAllByText("0")).toHaveLength(2);
    expect(screen.getByText("4")).toBeTruthy();
  });

  it("copies the code", async () => {
    const user = renderView();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Copiar código" }));
    expect(writeText).toHaveBeenCalledWith("0042");
  });

  it("shares the read-only link, confirms the copy, closes the popup after 2 s and the notice after 3 s", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Compartir enlace" }));
    const dialog = screen.getByRole("dialog", { name: "Comparte tu enlace" });
    const linkField = within(dialog).getByRole("textbox", { name: "Enlace de invitación" }) as HTMLInputElement;
    expect(linkField.value).toBe(`${window.location.origin}/register/0042`);
    expect(linkField.readOnly).toBe(true);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(within(dialog).getByRole("button", { name: "Copiar" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/0042`);
    expect(within(dialog).getByRole("button", { name: "¡Copiado!" })).toBeTruthy();
    expect(screen.getByText("¡Enlace copiado al portapapeles!")).toBeTruthy();

    advance(SHARE_DIALOG_CLOSE_DELAY_MS - 100);
    expect(screen.getByRole("dialog")).toBeTruthy();
    advance(100);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("¡Enlace copiado al portapapeles!")).toBeTruthy();
    advance(COPY_NOTICE_DURATION_MS - SHARE_DIALOG_CLOSE_DELAY_MS);
    expect(screen.queryByText("¡Enlace copiado al portapapeles!")).toBeNull();
  });

  it("says when the link could not be copied, for 3 s, and keeps the popup open", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Compartir enlace" }));
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    expect(screen.getByText("Error al copiar el enlace")).toBeTruthy();
    advance(COPY_NOTICE_DURATION_MS);
    expect(screen.queryByText("Error al copiar el enlace")).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("offers the system share sheet only where the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Compartir enlace" }));
    await user.click(screen.getByRole("button", { name: "Compartir" }));
    expect(share).toHaveBeenCalledWith({ title: "Únete a Shifu", url: `${window.location.origin}/register/0042` });
  });

  it("has no share-sheet button without the Web Share API", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Compartir enlace" }));
    expect(screen.queryByRole("button", { name: "Compartir" })).toBeNull();
  });
});

describe("the referral code popup", () => {
  async function openCodePopup() {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Tengo un código de referido" }));
    const dialog = screen.getByRole("dialog", { name: "Introduce el código de tu amigo" });
    const boxes = [1, 2, 3, 4].map(
      (n) => within(dialog).getByRole("textbox", { name: `Dígito ${n}` }) as HTMLInputElement,
    );
    return { user, dialog, boxes };
  }

  it("takes digits only and moves on by itself", async () => {
    const { user, boxes } = await openCodePopup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard("a1");
    expect(boxes[0]?.value).toBe("1");
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard("x2");
    expect(boxes[1]?.value).toBe("2");
    expect(document.activeElement).toBe(boxes[2]);
  });

  it("goes back with Backspace from an empty box, clearing the one before", async () => {
    const { user, boxes } = await openCodePopup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard("12");
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard("{Backspace}");
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes[1]?.value).toBe("");
    expect(boxes[0]?.value).toBe("1");
  });

  it("fills all four boxes from a pasted code", async () => {
    const { boxes } = await openCodePopup();
    fireEvent.paste(boxes[0] as HTMLInputElement, { clipboardData: { getData: () => "5678" } });
    expect(boxes.map((box) => box.value)).toEqual(["5", "6", "7", "8"]);
  });

  it("asks for all four digits before sending", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: "ok" } });
    const { user, dialog, boxes } = await openCodePopup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard("12");
    await user.click(within(dialog).getByRole("button", { name: "Enviar código" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Por favor, completa los 4 dígitos");
    expect(fetchMock.mock.calls.some(([path]) => path === "/referrals/claim")).toBe(false);
  });

  it("sends the code and shows the server's thanks", async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { message: "¡Gracias! Tu amigo y tú tenéis 7 días de Shifu Premium." },
    });
    const { user, dialog, boxes } = await openCodePopup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard("0042");
    await user.click(within(dialog).getByRole("button", { name: "Enviar código" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "¡Gracias! Tu amigo y tú tenéis 7 días de Shifu Premium.",
    );
    const claimCall = fetchMock.mock.calls.findIndex(([path]) => path === "/referrals/claim");
    expect(claimCall).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(String(readSentBody(fetchMock, claimCall)))).toEqual({ code: "0042" });
  });

  it.each([
    [400, "Ese código no es válido."],
    [409, "Ya usaste un código de referido."],
  ])("shows the server's refusal (%i)", async (status, text) => {
    stubFetch(errorReply(status, status === 400 ? "BAD_REQUEST" : "CONFLICT", text));
    const { user, dialog, boxes } = await openCodePopup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard("9999");
    await user.click(within(dialog).getByRole("button", { name: "Enviar código" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(text);
  });

  it("says what waits on verification and sends the link again", async () => {
    const fetchMock = stubFetch((path) =>
      path === "/get_user"
        ? {
            status: 200,
            body: { ...signedInUser, email_verified: false, referral_pending: true, pending_referrals: 2 },
          }
        : {
            status: 200,
            body: { message: "Te enviamos un correo para verificar tu dirección. Revisa tu bandeja de entrada." },
          },
    );
    const user = renderView();
    expect(await screen.findByText("Verifica tu correo: abre el enlace que te enviamos.")).toBeTruthy();
    expect(screen.getByText(/Tu invitación contará/)).toBeTruthy();
    expect(screen.getByText("2 invitados aún no han verificado su correo: contarán cuando lo hagan.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reenviar el correo de verificación" }));
    expect(await screen.findByText(/Te enviamos un correo/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => path === "/resend_verification")).toBe(true);
  });

  it("shows no notice once verified with nothing waiting", async () => {
    const fetchMock = stubFetch({ status: 200, body: signedInUser });
    renderView();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Pendiente de verificación" })).toBeNull();
  });
});
