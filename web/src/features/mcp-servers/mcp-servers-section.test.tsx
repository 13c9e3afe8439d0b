import type { McpServerSummary } from "@shifu/contract/mcp-servers";
import { mcpServerTexts } from "@shifu/contract/plain/mcp-servers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, renderRoute, stubFetch } from "../../shared/test-helpers";
import { leavePageFor } from "../integrations/leave-page-for";
import { PENDING_INTEGRATION_KEY } from "../integrations/pending-integration";
import { McpServersSection } from "./mcp-servers-section";

vi.mock("../integrations/leave-page-for", () => ({ leavePageFor: vi.fn() }));

const demo = { name: "Facturación", url: "http://127.0.0.1:4010/mcp/facturacion-oauth", auth_kind: "oauth" };

const saved: McpServerSummary = {
  id: "0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11",
  app: "mcp-0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11",
  name: "Facturación",
  url: demo.url,
  auth_kind: "bearer",
  status: "connected",
  tools: [{ name: "buscar_facturas", title: "Buscar facturas", read_only: true, destructive: false }],
  connected_at: "2026-11-26T10:00:00Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePageFor).mockClear();
  localStorage.clear();
});

function renderSection(
  answerPost: () => { status: number; body?: unknown },
  servers: McpServerSummary[] = [],
  answerReconnect: () => { status: number; body?: unknown } = () => ({ status: 500 }),
) {
  const posted: unknown[] = [];
  const fetchMock = stubFetch((path, init) => {
    if (path === "/api/mcp-servers" && init.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return answerPost();
    }
    if (path === `/api/mcp-servers/${saved.id}/reconnect`) return answerReconnect();
    if (path === "/api/mcp-servers") return { status: 200, body: { servers, demo } };
    return { status: 200, body: { messages: [] } };
  });
  const onOpenChat = vi.fn();
  renderRoute(<McpServersSection onOpenChat={onOpenChat} />);
  return { posted, onOpenChat, fetchMock };
}

describe("the 'Servidor MCP' form", () => {
  it("checks the fields before sending, and asks for the token only with a bearer token", async () => {
    const user = userEvent.setup();
    const { posted } = renderSection(() => ({ status: 500 }));
    await user.click(screen.getByRole("button", { name: /Servidor MCP/ }));
    const dialog = await screen.findByRole("dialog", { name: "Conectar un servidor MCP" });
    expect(within(dialog).queryByLabelText("Token")).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: "Token (Bearer)" }));
    await user.click(within(dialog).getByRole("button", { name: "Conectar" }));
    expect(within(dialog).getByText("Escribe un nombre.")).toBeTruthy();
    expect(within(dialog).getByText("Escribe la URL del servidor.")).toBeTruthy();
    expect(within(dialog).getByText("Escribe el token.")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("keeps what was typed and shows the server's reason when connecting fails", async () => {
    const user = userEvent.setup();
    const { posted } = renderSection(() => errorReply(400, "BAD_REQUEST", mcpServerTexts.privateAddress));
    await user.click(screen.getByRole("button", { name: /Servidor MCP/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Nombre"), "Interno");
    await user.type(within(dialog).getByLabelText("URL del servidor"), "http://10.0.0.5/mcp");
    await user.click(within(dialog).getByRole("button", { name: "Conectar" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", mcpServerTexts.privateAddress);
    expect(posted).toEqual([{ name: "Interno", url: "http://10.0.0.5/mcp", auth_kind: "none" }]);
    expect(within(dialog).getByLabelText("Nombre")).toHaveProperty("value", "Interno");
  });

  it("opens the chat of a server connected at once", async () => {
    const user = userEvent.setup();
    const { posted, onOpenChat } = renderSection(() => ({
      status: 200,
      body: { message: "Se conectó Facturación con 1 herramienta.", server: saved },
    }));
    await user.click(screen.getByRole("button", { name: /Servidor MCP/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Nombre"), "Facturación");
    await user.type(within(dialog).getByLabelText("URL del servidor"), "https://facturas.example/mcp");
    await user.click(within(dialog).getByRole("radio", { name: "Token (Bearer)" }));
    await user.type(within(dialog).getByLabelText("Token"), "secreto");
    await user.click(within(dialog).getByRole("button", { name: "Conectar" }));
    await waitFor(() =>
      expect(onOpenChat).toHaveBeenCalledWith({ type: saved.app, title: "Facturación", icon: "mcp" }),
    );
    expect(posted).toEqual([
      { name: "Facturación", url: "https://facturas.example/mcp", auth_kind: "bearer", bearer_token: "secreto" },
    ]);
  });

  it("fills in the demo's server with OAuth and sends the browser to its sign-in page", async () => {
    const user = userEvent.setup();
    const { posted, onOpenChat } = renderSection(() => ({
      status: 200,
      body: { authorize_url: "http://127.0.0.1:4010/mcp-auth/facturacion/authorize?state=s" },
    }));
    await user.click(screen.getByRole("button", { name: /Servidor MCP/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(
      await within(dialog).findByRole("button", { name: "Usar el servidor de demostración «Facturación»" }),
    );
    expect(within(dialog).getByRole("radio", { name: /OAuth/ })).toHaveProperty("checked", true);
    expect(within(dialog).queryByLabelText("Token")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Conectar" }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith("http://127.0.0.1:4010/mcp-auth/facturacion/authorize?state=s"),
    );
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toContain("mcp:Facturación");
    expect(posted).toEqual([{ name: "Facturación", url: demo.url, auth_kind: "oauth" }]);
    expect(onOpenChat).not.toHaveBeenCalled();
  });
});

describe("a connected MCP server whose access expired", () => {
  it("shows 'Reconectar', which sends the browser to sign in again", async () => {
    const user = userEvent.setup();
    renderSection(
      () => ({ status: 500 }),
      [{ ...saved, auth_kind: "oauth", status: "needs_reconnect" }],
      () => ({ status: 200, body: { authorize_url: "http://127.0.0.1:4010/mcp-auth/facturacion/authorize?state=r" } }),
    );
    expect(await screen.findByText("Acceso caducado")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reconectar Facturación" }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith("http://127.0.0.1:4010/mcp-auth/facturacion/authorize?state=r"),
    );
  });
});
