import { accountMessages, accountScreenText } from "@shifu/contract/plain/accounts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, readSentBody, renderRoute, stubFetch } from "../../shared/test-helpers";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

const loginRoute = { path: "/login", element: <h1>Página de login</h1> };

function renderReset(url: string) {
  return renderRoute(<ResetPasswordPage />, { path: "/reset-password", url, otherRoutes: [loginRoute] });
}

describe("password reset pages", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the e-mail, then shows the server's answer and stays", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.forgotPasswordSent } });
    const user = userEvent.setup();
    const router = renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });

    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(screen.getByText(accountScreenText.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Correo electrónico"), " ana@example.com ");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(dialog).getByText(accountMessages.forgotPasswordSent)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/forgot_password");
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ correo: "ana@example.com" });

    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
  });

  it("without a token explains the link is invalid and offers a new one", () => {
    renderReset("/reset-password");
    expect(screen.getByText(accountMessages.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Solicitar un nuevo enlace" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("Nueva contraseña")).toBeNull();
  });

  it("checks the new password twice, sends it with the token from the hash and goes to /login", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.resetPasswordDone } });
    const user = userEvent.setup();
    const router = renderReset("/reset-password#token=abc123");

    await user.type(screen.getByLabelText("Nueva contraseña"), "corta");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "otra");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(screen.getByText(accountMessages.passwordLength)).toBeTruthy();
    expect(screen.getByText(accountScreenText.passwordsDiffer)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Nueva contraseña"));
    await user.type(screen.getByLabelText("Nueva contraseña"), "nueva-clave-9");
    await user.clear(screen.getByLabelText("Confirmar contraseña"));
    await user.type(screen.getByLabelText("Confirmar contraseña"), "nueva-clave-9");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));

    const dialog = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(dialog).getByText(accountMessages.resetPasswordDone)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/reset_password");
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({ token: "abc123", password: "nueva-clave-9" });
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByRole("heading", { name: "Página de login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows the server's text for an expired token", async () => {
    stubFetch(errorReply(400, "BAD_REQUEST", accountMessages.resetLinkInvalid));
    const user = userEvent.setup();
    renderReset("/reset-password#token=viejo");
    await user.type(screen.getByLabelText("Nueva contraseña"), "nueva-clave-9");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "nueva-clave-9");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ha ocurrido un error" });
    expect(within(dialog).getByText(accountMessages.resetLinkInvalid)).toBeTruthy();
  });
});
