import { webRoutePaths } from "@shifu/contract/web-routes";
import type { RouteObject } from "react-router";
import { ErrorPage } from "./error-page";
import { loadPageModule } from "./page-modules";

/** Each page is its own chunk, so a page never downloads another's screens. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    // Shown while the first page's chunk (and, for /chat, the session check) loads: a blank page, not a flash of text.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: webRoutePaths.map((path) => ({ path, lazy: loadPageModule[path] })),
  },
];
