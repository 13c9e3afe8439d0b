import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, readSentBody, renderRoute, stubFetch } from "../../shared/test-helpers";
import { ConnectedClientsSection } from "./connected-clients-section";
import { ConsentPage } from "./consent-page";

const query =
  "?response_type=code&client_id=shifu-mcp-abc&redirect_uri=http%3A%2F%2F127.0.0.1%3A33418%2Fcallback" +
  "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=xyz";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the consent page", () => {
  it("names the client and sends the person's 'Permitir' with the request, then goes back to the client", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fetchMock = stubFetch((path, init) => {
      if (path.startsWith("/api/mcp-endpoint/authorization") && init.method === "POST") {
        return { status: 200, body: { redirect_to: "http://127.0.0.1:33418/callback?code=c&state=xyz" } };
      }
      return { status: 200, body: { client_name: "Claude Desktop", redirect_host: "127.0.0.1:33418" } };
    });
    renderRoute(<ConsentPage />, { path: "/oauth/authorize", url: `/oauth/authorize${query}` });
    expect(
      await screen.findByRole("heading", { name: "«Claude Desktop» quiere acceder a tus apps en Shifu" }),
    ).toBeTruthy();
    expect(screen.getByText("Después volverás a 127.0.0.1:33418.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Permitir" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:33418/callback?code=c&state=xyz"));
    expect(JSON.parse(String(readSentBody(fetchMock, 1)))).toMatchObject({
      client_id: "shifu-mcp-abc",
      state: "xyz",
      decision: "allow",
    });
  });

  it("shows the server's Spanish reason for a request it refuses, and sends nothing", async () => {
    stubFetch(() => errorReply(400, "BAD_REQUEST", "La aplicación debe usar PKCE con S256 para conectarse a Shifu."));
    renderRoute(<ConsentPage />, { path: "/oauth/authorize", url: `/oauth/authorize${query}` });
    expect(await screen.findByText("La aplicación debe usar PKCE con S256 para conectarse a Shifu.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Permitir" })).toBeNull();
  });
});

describe("'Aplicaciones conectadas a Shifu'", () => {
  it("lists each client with since when and its last use, and revokes one", async () => {
    let clients = [
      { id: "0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11", name: "Cursor", since: "2026-11-20T10:00:00Z", last_used_at: null },
    ];
    const fetchMock = stubFetch((_path, init) => {
      if (init.method === "DELETE") {
        clients = [];
        return { status: 200, body: { message: "«Cursor» ya no tiene acceso a Shifu." } };
      }
      return { status: 200, body: { clients } };
    });
    renderRoute(<ConnectedClientsSection />);
    const list = await screen.findByRole("list", { name: "Aplicaciones conectadas a Shifu" });
    expect(within(list).getByText("Cursor")).toBeTruthy();
    expect(within(list).getByText(/Desde 20 de noviembre de 2026 · Aún no la ha usado/)).toBeTruthy();
    await userEvent.setup().click(within(list).getByRole("button", { name: "Revocar Cursor" }));
    expect(await screen.findByText("«Cursor» ya no tiene acceso a Shifu.")).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([path]) => String(path) === "/api/mcp-endpoint/clients/0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11",
      ),
    ).toBe(true);
  });

  it("gives the whole /mcp address to paste into a client when none has access", async () => {
    stubFetch(() => ({ status: 200, body: { clients: [] } }));
    renderRoute(<ConnectedClientsSection />);
    expect(await screen.findByText(new RegExp(`a la dirección ${window.location.origin}/mcp\\.`))).toBeTruthy();
  });
});
