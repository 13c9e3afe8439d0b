import { integrationMessages } from "@shifu/contract/plain/services";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProgressDialog } from "../../shared/progress-dialog";
import { ResultDialog } from "../../shared/result-dialog";
import { errorReply, type FetchReply, stubFetch } from "../../shared/test-helpers";
import { PENDING_INTEGRATION_KEY, PROCESSED_STATES_KEY } from "./pending-integration";
import { useAuthorizationReturn } from "./use-authorization-return";

const saved = {
  message: "Integración con Gmail guardada exitosamente",
  service: "Gmail",
  integration: { account: "ana@gmail.com", status: "connected", connected_at: "2026-11-20T12:00:00Z", scopes: [] },
};

/** The workspace's use of the hook, with two of the queries the return must refresh. */
function Workspace() {
  const integrations = useQuery({ queryKey: ["integrations"], queryFn: () => fetch("/get_integrations") });
  const latest = useQuery({ queryKey: ["latest-messages", "chat"], queryFn: () => fetch("/ultimos_mensajes") });
  const { isSaving, outcome, dismissOutcome } = useAuthorizationReturn();
  return (
    <>
      <p>{integrations.isSuccess && latest.isSuccess ? "Cargado" : "Cargando"}</p>
      <ProgressDialog open={isSaving} title="Guardando integración..." />
      <ResultDialog outcome={outcome} onClose={dismissOutcome} />
    </>
  );
}

function openChatAt(url: string, { strict = false } = {}) {
  window.history.replaceState(null, "", url);
  const router = createMemoryRouter([{ path: "/chat", Component: Workspace }], { initialEntries: ["/chat"] });
  const app = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

function stubServer(proxyReply: FetchReply = { status: 200, body: saved }) {
  return stubFetch((path) => {
    if (path.endsWith("-proxy")) return proxyReply;
    if (path === "/get_integrations") return { status: 200, body: {} };
    return { status: 200, body: { messages: [] } };
  });
}

function proxyCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([path]) => String(path).endsWith("-proxy"));
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(([called]) => called === path).length;
}

async function expectAlert(title: string, text: string) {
  const alert = await screen.findByRole("alertdialog", { name: title });
  expect(within(alert).getByText(text)).toBeTruthy();
  return alert;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useAuthorizationReturn", () => {
  it("saves the code: progress dialog, POST to the service's proxy, lists refreshed, address cleaned, name forgotten", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    let releaseSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const fetchMock = stubServer();
    const answerAsServer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("-proxy")) await saveHeld;
      if (!answerAsServer) throw new Error("stubServer sets an implementation");
      return answerAsServer(input, init);
    });
    openChatAt("/chat?code=c-1&state=s-1");

    expect(await screen.findByRole("dialog", { name: "Guardando integración..." })).toBeTruthy();
    await screen.findByText("Cargado");
    const listsBefore = callsTo(fetchMock, "/get_integrations") + callsTo(fetchMock, "/ultimos_mensajes");
    const [[path, init] = []] = proxyCalls(fetchMock);
    expect(path).toBe("/gmail-proxy");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "c-1", state: "s-1" });

    releaseSave();
    const done = await expectAlert("¡Éxito!", "Integración con Gmail guardada exitosamente");
    expect(screen.queryByRole("dialog", { name: "Guardando integración..." })).toBeNull();
    expect(callsTo(fetchMock, "/get_integrations") + callsTo(fetchMock, "/ultimos_mensajes")).toBe(listsBefore + 2);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/chat");
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
    await userEvent.click(within(done).getByRole("button", { name: "Aceptar" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("finishes an MCP server's OAuth sign-in: the code and state go to Shifu's MCP callback, not a proxy", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "mcp:Facturación");
    const fetchMock = stubFetch((path) => {
      if (path === "/api/mcp-servers/oauth-callback") {
        return {
          status: 200,
          body: {
            message: "Se conectó Facturación con 3 herramientas.",
            server: {
              id: "0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11",
              app: "mcp-0b0e4a52-9d1c-4c44-8d3e-2f1f5c0e7a11",
              name: "Facturación",
              url: "http://127.0.0.1:4010/mcp/facturacion-oauth",
              auth_kind: "oauth",
              status: "connected",
              tools: [],
              connected_at: "2026-11-26T10:00:00Z",
            },
          },
        };
      }
      if (path === "/get_integrations") return { status: 200, body: {} };
      return { status: 200, body: { messages: [] } };
    });
    openChatAt("/chat?code=c-9&state=s-9");

    await expectAlert("¡Éxito!", "Se conectó Facturación con 3 herramientas.");
    const calls = fetchMock.mock.calls.filter(([path]) => path === "/api/mcp-servers/oauth-callback");
    expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ code: "c-9", state: "s-9" }]);
    expect(proxyCalls(fetchMock)).toEqual([]);
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
    expect(window.location.search).toBe("");
  });

  it("says so when the person refused an MCP server's sign-in", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "mcp:Facturación");
    const fetchMock = stubServer();
    openChatAt("/chat?error=access_denied&state=s-8");
    await screen.findByRole("alertdialog", { name: "Error" });
    expect(fetchMock.mock.calls.filter(([path]) => String(path).includes("oauth-callback"))).toEqual([]);
  });

  it("asks for the lists again when their first answer was already on its way while the connection was saved", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    let answerFirstList: () => void = () => undefined;
    const firstListHeld = new Promise<void>((resolve) => {
      answerFirstList = resolve;
    });
    let connected = false;
    const fetchMock = stubFetch((path) => {
      if (path.endsWith("-proxy")) {
        connected = true;
        return { status: 200, body: saved };
      }
      if (path === "/get_integrations") return { status: 200, body: connected ? { Gmail: saved.integration } : {} };
      return { status: 200, body: { messages: [] } };
    });
    const answerAsServer = fetchMock.getMockImplementation();
    let isFirstList = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (!answerAsServer) throw new Error("stubFetch sets an implementation");
      if (String(input) !== "/get_integrations" || !isFirstList) return answerAsServer(input, init);
      isFirstList = false;
      // Read before the save, answered after it: what it says is already out of date.
      const answer = await answerAsServer(input, init);
      await firstListHeld;
      return answer;
    });
    openChatAt("/chat?code=c-1&state=s-1");

    await expectAlert("¡Éxito!", "Integración con Gmail guardada exitosamente");
    answerFirstList();
    await waitFor(() => expect(callsTo(fetchMock, "/get_integrations")).toBe(2));
  });

  it("posts an access token from the hash to a hyphenated proxy path", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "LinkedIn Sales");
    const fetchMock = stubServer({ status: 200, body: { ...saved, message: "x", service: "LinkedIn Sales" } });
    openChatAt("/chat#access_token=t-1&state=s-2");
    await expectAlert("¡Éxito!", "Integración con LinkedIn Sales guardada exitosamente");
    const [[path, init] = []] = proxyCalls(fetchMock);
    expect(path).toBe("/linkedin-sales-proxy");
    expect(JSON.parse(String(init?.body))).toEqual({ access_token: "t-1", state: "s-2" });
    expect(window.location.hash).toBe("");
  });

  it("shows the server's error in the spec's format, titled 'Error', and forgets the name", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    stubServer(errorReply(400, "BAD_REQUEST", integrationMessages.stateInvalid));
    openChatAt("/chat?code=c-1&state=s-3");
    await expectAlert(
      "Error",
      "Error al procesar la integración con Gmail: La autorización no es válida, caducó o ya se usó. Vuelve a conectar el servicio.",
    );
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
    expect(window.location.search).toBe("");
  });

  it("says so when the server cannot be reached", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Slack");
    stubServer(new TypeError("Failed to fetch"));
    openChatAt("/chat?code=c-1&state=s-4");
    await expectAlert(
      "Error",
      "Error al procesar la integración con Slack: no se pudo contactar con el servidor. Inténtalo de nuevo.",
    );
  });

  it("tells the user they cancelled when the provider answers access_denied, without calling the server", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Slack");
    const fetchMock = stubServer();
    openChatAt("/chat?error=access_denied&state=s-5");
    await expectAlert("Error", "Error al procesar la integración con Slack: cancelaste la autorización");
    expect(proxyCalls(fetchMock)).toHaveLength(0);
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
    expect(window.location.search).toBe("");
  });

  it("shows the spec's text when the address has neither a code nor a token", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    const fetchMock = stubServer();
    openChatAt("/chat?state=s-6");
    await expectAlert("Error", "No se encontró un token de autorización en la URL.");
    expect(proxyCalls(fetchMock)).toHaveLength(0);
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
  });

  it("never processes the same state twice: a reload with the same address posts nothing", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    const fetchMock = stubServer();
    const first = openChatAt("/chat?code=c-1&state=s-7");
    await expectAlert("¡Éxito!", "Integración con Gmail guardada exitosamente");
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(PROCESSED_STATES_KEY) ?? "[]")).toEqual(["s-7"]);

    // As if the user came back to the provider's answer and started over with the name stored again.
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    openChatAt("/chat?code=c-1&state=s-7");
    await screen.findByText("Cargado");
    expect(proxyCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(window.location.search).toBe("");
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBeNull();
  });

  it("posts once under StrictMode's double effect, keeping the progress dialog up until the answer", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    let releaseSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const fetchMock = stubServer();
    const answerAsServer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("-proxy")) await saveHeld;
      if (!answerAsServer) throw new Error("stubServer sets an implementation");
      return answerAsServer(input, init);
    });
    openChatAt("/chat?code=c-1&state=s-8", { strict: true });
    await screen.findByText("Cargado");
    expect(screen.getByRole("dialog", { name: "Guardando integración..." })).toBeTruthy();
    releaseSave();
    await expectAlert("¡Éxito!", "Integración con Gmail guardada exitosamente");
    expect(proxyCalls(fetchMock)).toHaveLength(1);
  });

  it("does nothing without a stored integration name", async () => {
    const fetchMock = stubServer();
    openChatAt("/chat?code=c-1&state=s-9");
    await screen.findByText("Cargado");
    expect(proxyCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(sessionStorage.getItem(PROCESSED_STATES_KEY)).toBeNull();
  });

  it("does nothing on an ordinary visit, and keeps a stored name for the return still to come", async () => {
    localStorage.setItem(PENDING_INTEGRATION_KEY, "Gmail");
    const fetchMock = stubServer();
    openChatAt("/chat");
    await screen.findByText("Cargado");
    await waitFor(() => expect(callsTo(fetchMock, "/get_integrations")).toBe(1));
    expect(proxyCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(localStorage.getItem(PENDING_INTEGRATION_KEY)).toBe("Gmail");
  });
});
