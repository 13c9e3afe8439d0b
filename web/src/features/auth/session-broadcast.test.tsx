import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute, stubFetch } from "../../shared/test-helpers";
import { announceSignOut, useSignOutFromOtherTabs } from "./session-broadcast";
import { signOut } from "./session-store";

function Workspace() {
  useSignOutFromOtherTabs();
  return <h1>Espacio de trabajo</h1>;
}

/** Another tab of the same app: its own channel object on the same name. */
function listenAsOtherTab() {
  const channel = new BroadcastChannel("shifu-session");
  const received = new Promise<unknown>((resolve) => {
    channel.onmessage = (event) => resolve(event.data);
  });
  return { received, close: () => channel.close() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sign-out across tabs", () => {
  it("sends a signed-in tab to /login when another tab signs out", async () => {
    renderRoute(<Workspace />, {
      path: "/chat",
      otherRoutes: [{ path: "/login", element: <h1>Iniciar sesión</h1> }],
    });
    expect(screen.getByRole("heading", { name: "Espacio de trabajo" })).toBeTruthy();
    announceSignOut();
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeTruthy();
  });

  it("tells the other tabs once the server has ended the session, and not when it could not", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const otherTab = listenAsOtherTab();
    stubFetch({ status: 200, body: { message: "Sesión cerrada" } });
    expect(await signOut()).toEqual({ ended: true });
    expect(await otherTab.received).toEqual({ type: "signed-out" });
    otherTab.close();

    const stillOpen = listenAsOtherTab();
    const heard = vi.fn();
    void stillOpen.received.then(heard);
    stubFetch({ status: 503, body: { error: "No disponible", code: "UNAVAILABLE" } });
    expect((await signOut()).ended).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).not.toHaveBeenCalled();
    stillOpen.close();
  });
});
