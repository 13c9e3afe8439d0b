import type { RouteObject } from "react-router";
import { ErrorPage } from "./error-page";

/** Each page is its own chunk, so the landing page never downloads the account screens or the workspace. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    // Shown while the first page's chunk (and, for /chat, the session check) loads: a blank page, not a flash of text.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("../features/landing/landing-page")).LandingPage }) },
      {
        path: "/register",
        lazy: async () => ({ Component: (await import("../features/auth/register-page")).RegisterPage }),
      },
      {
        path: "/register/:referralsCode",
        lazy: async () => ({ Component: (await import("../features/auth/register-page")).RegisterPage }),
      },
      { path: "/login", lazy: async () => ({ Component: (await import("../features/auth/login-page")).LoginPage }) },
      {
        path: "/forgot-password",
        lazy: async () => ({ Component: (await import("../features/auth/forgot-password-page")).ForgotPasswordPage }),
      },
      {
        path: "/reset-password",
        lazy: async () => ({ Component: (await import("../features/auth/reset-password-page")).ResetPasswordPage }),
      },
      {
        path: "/chat",
        // The session lives in an httpOnly cookie, so only the server can say whether there is one.
        lazy: async () => {
          const [{ ChatPage }, { requireSignedInUser }] = await Promise.all([
            import("../features/chat/chat-page"),
            import("../features/auth/require-signed-in-user"),
          ]);
          return { Component: ChatPage, loader: requireSignedInUser };
        },
      },
    ],
  },
];
