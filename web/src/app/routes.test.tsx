import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appRoutes } from "./routes";

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("app routes", () => {
  it("shows the landing page at /", async () => {
    renderAt("/");
    expect(
      await screen.findByRole("heading", { name: "El tiempo es oro, Shifu te devuelve cada segundo" }),
    ).toBeTruthy();
  });

  it.each([
    ["/register", "Crea tu cuenta"],
    ["/register/1234", "Crea tu cuenta"],
    ["/login", "Iniciar sesión"],
    ["/forgot-password", "Recupera tu contraseña"],
    ["/chat", "Chats"],
  ])("renders %s", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
  });

  it("shows the error page for an unknown route", async () => {
    renderAt("/nope");
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("404 Not Found")).toBeTruthy();
  });
});
