import type { RouteObject } from "react-router";
import { ErrorPage } from "./error-page";

/** Each page is its own chunk, so the landing page never downloads the workspace. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
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
      { path: "/chat", lazy: async () => ({ Component: (await import("../features/chat/chat-page")).ChatPage }) },
    ],
  },
];
