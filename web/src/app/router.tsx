import { findWebRoute } from "@shifu/contract/web-routes";
import { createBrowserRouter } from "react-router";
import { loadPageModule } from "./page-modules";
import { buildAppRoutes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router, with the current page's module already in place. A page the server sent drawn must render at once, as
 * it was drawn, for React to hydrate it; with a lazy route the router would render its loading fallback first. The
 * module is already on its way (app/start-page-loads.ts), so waiting for it here costs nothing.
 */
export async function createAppRouter(): Promise<AppRouter> {
  const path = findWebRoute(window.location.pathname);
  const loaded = path ? { path, page: await loadPageModule[path]() } : undefined;
  return createBrowserRouter(buildAppRoutes(loaded));
}
