import type { MessageResponse } from "@shifu/contract/accounts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callApi, readClientErrorText } from "./api-client";
import { stubFetch } from "./test-helpers";

describe("callApi", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends JSON to the relative path with the same-origin cookie and returns the parsed body", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: "hecho" } });
    const result = await callApi<MessageResponse>({ method: "POST", path: "/logout", json: { a: 1 } });
    expect(result).toEqual({ ok: true, data: { message: "hecho" } });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/logout");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("returns the server's error body with the status instead of throwing", async () => {
    const body = { code: "CONFLICT", error: "El correo ya está registrado", message: "El correo ya está registrado" };
    stubFetch({ status: 409, body });
    const result = await callApi<MessageResponse>({ method: "GET", path: "/get_user" });
    expect(result).toEqual({ ok: false, kind: "http", status: 409, body });
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it("keeps the status when an error response has no JSON body", async () => {
    stubFetch({ status: 502 });
    expect(await callApi<MessageResponse>({ method: "GET", path: "/get_user" })).toEqual({
      ok: false,
      kind: "http",
      status: 502,
      body: null,
    });
  });

  it("reports a network failure", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const result = await callApi<MessageResponse>({ method: "GET", path: "/get_user" });
    expect(result).toMatchObject({ ok: false, kind: "network" });
  });

  it("reports a success answer that is not JSON, such as a proxy's page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 200 })),
    );
    const result = await callApi<MessageResponse>({ method: "GET", path: "/get_user" });
    expect(result).toMatchObject({ ok: false, kind: "unexpected-body", status: 200 });
  });

  it("keeps an error answer's status but not a body that is not the server's error shape", async () => {
    stubFetch({ status: 403, body: { detail: "Forbidden by proxy" } });
    expect(await callApi<MessageResponse>({ method: "GET", path: "/get_user" })).toEqual({
      ok: false,
      kind: "http",
      status: 403,
      body: null,
    });
  });
});

describe("readClientErrorText", () => {
  const body = { code: "RATE_LIMITED" as const, error: "Demasiados intentos.", message: "Demasiados intentos." };

  it("gives the server's text for a refused request", () => {
    expect(readClientErrorText({ kind: "http", status: 429, body })).toBe("Demasiados intentos.");
  });

  it("gives nothing for server errors and network failures, which get the screens' own texts", () => {
    expect(readClientErrorText({ kind: "http", status: 500, body: { ...body, code: "INTERNAL" } })).toBeUndefined();
    expect(readClientErrorText({ kind: "network", cause: new Error("offline") })).toBeUndefined();
  });
});
