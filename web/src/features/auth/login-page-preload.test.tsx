import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadChatPage } from "../../app/preload-chat-page";
import { errorReply, renderRoute, stubFetch } from "../../shared/test-helpers";
import { LoginPage } from "./login-page";

vi.mock("../../app/preload-chat-page", () => ({ preloadChatPage: vi.fn() }));

describe("LoginPage and the workspace's chunk", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("starts downloading /chat's page when the form is sent, not after the success dialog", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(errorReply(401, "UNAUTHENTICATED", "Credenciales inválidas"));
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    expect(preloadChatPage).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(preloadChatPage).toHaveBeenCalled();
  });
});
