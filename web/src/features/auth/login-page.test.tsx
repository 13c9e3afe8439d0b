import type { LoginResponse } from "@shifu/contract/accounts";
import { accountMessages, accountScreenText } from "@shifu/contract/plain/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, type FetchReply, readSentBody, renderRoute, stubFetch } from "../../shared/test-helpers";
import { LoginPage } from "./login-page";

const loginResponse: LoginResponse = {
  user_id: "u-1",
  user_name: "Ana García",
  email: "ana@example.com",
  code_referrals_uniq: "0042",
  count_referrals: 2,
  login_streak: 5,
  user_img: null,
  message: accountMessages.loginSuccess,
  plan: "free",
  plan_expires_at: null,
  subscribed: false,
  email_verified: true,
  pending_referrals: 0,
  referral_pending: false,
  points: 0,
  daily_messages: 50,
};

function renderLogin() {
  return renderRoute(<LoginPage />, {
    path: "/login",
    otherRoutes: [{ path: "/chat", element: <h1>Chats</h1> }],
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, { remember = false } = {}) {
  await user.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
  await user.type(screen.getByLabelText("Contraseña"), "secreta-123");
  if (remember) await user.click(screen.getByRole("checkbox", { name: "Recordar mi sesión" }));
  await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
}

describe("LoginPage", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends correo, password and remember as JSON, mirrors the profile and goes to /chat after 'Aceptar'", async () => {
    const fetchMock = stubFetch({ status: 200, body: loginResponse });
    const user = userEvent.setup();
    const router = renderLogin();
    await signIn(user, { remember: true });

    const dialog = await screen.findByRole("alertdialog", { name: "¡Éxito!" });
    expect(within(dialog).getByText(accountScreenText.loginSuccess)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/login");
    expect(JSON.parse(String(readSentBody(fetchMock)))).toEqual({
      correo: "ana@example.com",
      password: "secreta-123",
      remember: true,
    });
    expect(localStorage.getItem("username")).toBe("Ana García");

    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByRole("heading", { name: "Chats" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/chat");
  });

  it("shows the blocking progress dialog while the call runs", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);

    expect(await screen.findByRole("dialog", { name: "Procesando..." })).toBeTruthy();
    answer(new Response(JSON.stringify(loginResponse), { status: 200 }));
    expect(await screen.findByRole("alertdialog", { name: "¡Éxito!" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Procesando..." })).toBeNull();
  });

  it("checks nothing itself: an empty form is still sent", async () => {
    const fetchMock = stubFetch(errorReply(401, "UNAUTHENTICATED", accountMessages.invalidCredentials));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await screen.findByRole("alertdialog");
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each([
    ["401", errorReply(401, "UNAUTHENTICATED", accountMessages.invalidCredentials), accountScreenText.loginWrong],
    [
      "a success without the spec's text",
      { status: 200, body: { ...loginResponse, message: "otra" } },
      accountScreenText.loginWrong,
    ],
    [
      "429",
      errorReply(429, "RATE_LIMITED", accountMessages.rateLimited(120)),
      "Demasiados intentos. Espera 2 min e inténtalo de nuevo.",
    ],
    [
      "429 for seconds",
      errorReply(429, "RATE_LIMITED", accountMessages.rateLimited(45)),
      "Demasiados intentos. Espera 45 s e inténtalo de nuevo.",
    ],
    ["500", errorReply(500, "INTERNAL", "Ocurrió un error inesperado."), accountScreenText.loginFailure],
    ["503 without a body", { status: 503 }, accountScreenText.loginFailure],
    ["a network failure", new TypeError("Failed to fetch"), accountScreenText.loginFailure],
  ] satisfies [string, FetchReply, string][])(
    "on %s shows the spec's failure text and stays",
    async (_case, reply, text) => {
      stubFetch(reply);
      const user = userEvent.setup();
      const router = renderLogin();
      await signIn(user);

      const dialog = await screen.findByRole("alertdialog", { name: "Ha ocurrido un error" });
      expect(within(dialog).getByText(text)).toBeTruthy();
      await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
      expect(router.state.location.pathname).toBe("/login");
      expect(localStorage.getItem("id")).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Iniciar sesión" })));
    },
  );

  it("links to the forgot-password page, registration and home", () => {
    stubFetch({ status: 200, body: loginResponse });
    renderLogin();
    expect(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Regístrate" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Volver a la página principal" }).getAttribute("href")).toBe("/");
  });
});
