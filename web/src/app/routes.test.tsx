import { accountMessages } from "@shifu/contract/plain/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../shared/stub-match-media";
import { errorReply, type FetchReply, signedInUser, stubFetch } from "../shared/test-helpers";
import { appRoutes } from "./routes";

/** A signed-in user's server: their profile, the tour already done, an empty workspace, and logout. */
function replyAsSignedIn() {
  return (path: string): FetchReply => {
    if (path === "/get_user") return { status: 200, body: signedInUser };
    if (path.startsWith("/get_step_by_step")) return { status: 200, body: { "step-by-step": true } };
    if (path === "/logout") return { status: 200, body: { message: accountMessages.logoutSuccess } };
    return errorReply(404, "NOT_FOUND", "No encontrado");
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Each page is its own lazily loaded chunk; on a busy machine importing one takes longer than findBy's 1 s. */
const LAZY_PAGE = { timeout: 10_000 };

describe("app routes", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubMatchMedia(() => false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the landing page at /", async () => {
    renderAt("/");
    expect(
      await screen.findByRole("heading", { name: "El tiempo es oro, Shifu te devuelve cada segundo" }, LAZY_PAGE),
    ).toBeTruthy();
  });

  it.each([
    ["/register", "Crea tu cuenta"],
    ["/register/1234", "Crea tu cuenta"],
    ["/login", "Iniciar sesión"],
    ["/forgot-password", "Recupera tu contraseña"],
    ["/reset-password#token=abc", "Crea una nueva contraseña"],
  ])("renders %s", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: heading }, LAZY_PAGE)).toBeTruthy();
  });

  it("renders /chat as the workspace of the signed-in user", async () => {
    const fetchMock = stubFetch(replyAsSignedIn());
    renderAt("/chat");
    expect(await screen.findByRole("heading", { name: "Chats" }, LAZY_PAGE)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/get_user");
    fireEvent.click(screen.getByRole("button", { name: "Perfil" }));
    expect(await screen.findByText("Ana García", {}, LAZY_PAGE)).toBeTruthy();
  });

  it("sends a visitor without a session from /chat to /login", async () => {
    stubFetch(errorReply(401, "UNAUTHENTICATED", "Sin sesión"));
    const router = renderAt("/chat");
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" }, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("signs out from /chat: POST /logout, blank identity, then /login", async () => {
    localStorage.setItem("id", "u-1");
    localStorage.setItem("code_referrals_uniq", "0042");
    const fetchMock = stubFetch(replyAsSignedIn());
    const router = renderAt("/chat");
    fireEvent.click(await screen.findByRole("button", { name: "Perfil" }, LAZY_PAGE));
    fireEvent.click(await screen.findByRole("button", { name: "Cerrar sesión" }, LAZY_PAGE));
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" }, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain("/logout");
    expect(localStorage.getItem("id")).toBe("");
    expect(localStorage.getItem("code_referrals_uniq")).toBe("0042");
  });

  it("shows the error page for an unknown route", async () => {
    renderAt("/nope");
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" }, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText("404 Not Found")).toBeTruthy();
  });
});
