import { type WebRoutePath, webRoutePaths } from "@shifu/contract/web-routes";
import type { RouteObject } from "react-router";
import { ErrorPage } from "./error-page";
import type { PageModule } from "./page-module";
import { loadPageModule } from "./page-modules";

/**
 * Each page is its own chunk, so a page never downloads another's screens. `loaded` puts one page's module in place
 * of its lazy loader, for a first render that must draw that page at once.
 */
export function buildAppRoutes(loaded?: { path: WebRoutePath; page: PageModule }): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      // Shown while the first page's chunk (and, for /chat, the session check) loads: a blank page, not a flash of
      // text.
      hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
      children: webRoutePaths.map((path) =>
        path === loaded?.path ? { path, ...loaded.page } : { path, lazy: loadPageModule[path] },
      ),
    },
  ];
}

export const appRoutes = buildAppRoutes();
