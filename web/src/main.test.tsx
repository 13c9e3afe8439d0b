import { afterEach, expect, it, vi } from "vitest";

const { preloadPageModule } = vi.hoisted(() => ({ preloadPageModule: vi.fn() }));

// The workspace's chunk never arrives in this test: whatever has been asked for was asked for without it.
vi.mock("./app/page-modules", () => ({ preloadPageModule }));
vi.mock("./app/app", () => new Promise(() => {}));

afterEach(() => {
  vi.unstubAllGlobals();
});

it("on /chat starts the session check and the first chat's newest page before the workspace's chunk arrives", async () => {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", fetchMock);
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, "", "/chat");

  await import("./main");

  expect(preloadPageModule).toHaveBeenCalledWith("/chat");
  expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(["/get_user", "/get_shifu_chat?limit=50"]);
});
