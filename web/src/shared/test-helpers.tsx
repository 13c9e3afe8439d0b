import type { GetUserResponse } from "@shifu/contract/accounts";
import type { ErrorCode } from "@shifu/contract/error-codes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";

/** Renders one page inside a memory router and a fresh query client, as the app does. */
export function renderRoute(
  element: ReactElement,
  { path = "/", url = path, otherRoutes = [] }: { path?: string; url?: string; otherRoutes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...otherRoutes], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export type FetchReply = { status: number; body?: unknown } | Error;

/** Replaces the global fetch with a mock that answers with `reply` (an Error stands for a network failure). */
export function stubFetch(reply: FetchReply | ((path: string, init: RequestInit) => FetchReply)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = typeof reply === "function" ? reply(String(input), init) : reply;
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** An error answer shaped like the server's ErrorBody. */
export function errorReply(status: number, code: ErrorCode, text: string) {
  return { status, body: { code, error: text, message: text } };
}

/** The body of the mock's nth call, as the page sent it. */
export function readSentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  return fetchMock.mock.calls[call]?.[1]?.body;
}

/** The GET /get_user answer of the signed-in user most workspace tests render for. */
export const signedInUser: GetUserResponse = {
  user_id: "u-1",
  username: "Ana García",
  nombre: "Ana",
  apellido: "García",
  correo: "ana@example.com",
  code_referrals_uniq: "0042",
  count_referrals: 0,
  login_streak: 1,
  user_img: null,
  plan: "free",
  plan_expires_at: null,
  subscribed: false,
  email_verified: true,
  pending_referrals: 0,
  referral_pending: false,
  points: 0,
  daily_messages: 50,
};
