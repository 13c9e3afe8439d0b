import type { WebRoutePath } from "@shifu/contract/web-routes";
import type { PageModule } from "./page-module";

/**
 * What each of the web app's routes shows, each page its own chunk. Keyed by the contract's route list, so a route
 * the server serves always has a page. main.tsx starts the current page's download beside the router's, and the
 * router's `lazy` then finds it already on its way.
 */
export const loadPageModule: Record<WebRoutePath, () => Promise<PageModule>> = {
  "/": async () => ({ Component: (await import("../features/landing/landing-page")).LandingPage }),
  "/register": async () => ({ Component: (await import("../features/auth/register-page")).RegisterPage }),
  "/register/:referralsCode": async () => ({
    Component: (await import("../features/auth/register-page")).RegisterPage,
  }),
  "/login": async () => ({ Component: (await import("../features/auth/login-page")).LoginPage }),
  "/forgot-password": async () => ({
    Component: (await import("../features/auth/forgot-password-page")).ForgotPasswordPage,
  }),
  "/reset-password": async () => ({
    Component: (await import("../features/auth/reset-password-page")).ResetPasswordPage,
  }),
  "/verify-email": async () => ({
    Component: (await import("../features/auth/verify-email-page")).VerifyEmailPage,
  }),
  // The session lives in an httpOnly cookie, so only the server can say whether there is one.
  "/chat": async () => {
    const [{ ChatPage }, { requireSignedInUser }] = await Promise.all([
      import("../features/chat/chat-page"),
      import("../features/auth/require-signed-in-user"),
    ]);
    return { Component: ChatPage, loader: requireSignedInUser };
  },
  "/oauth/authorize": async () => {
    const [{ ConsentPage }, { requireSignedInForConsent }] = await Promise.all([
      import("../features/mcp-endpoint/consent-page"),
      import("../features/mcp-endpoint/require-signed-in-for-consent"),
    ]);
    return { Component: ConsentPage, loader: requireSignedInForConsent };
  },
};

/**
 * Starts a page's chunk before the router asks for it. A failure here is not reported: the router's own call to the
 * same loader fails too and shows the error page.
 */
export function preloadPageModule(path: WebRoutePath): void {
  loadPageModule[path]().catch(() => {});
}
