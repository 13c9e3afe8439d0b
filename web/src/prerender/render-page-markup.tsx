import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PRERENDERED_PAGES_FILE, type PrerenderedPages } from "@shifu/contract/prerendered-pages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { appRoutes } from "../app/routes";

/**
 * The pages whose first paint is sent in the HTML: forms that look the same for everyone and need no data. Not the
 * workspace (it needs the session), nor the landing page (the entry draws it at once), nor /reset-password (what it
 * shows depends on the token after '#', which never reaches a server), nor a referral link (its code is in the path).
 */
export const prerenderedRoutes = ["/login", "/register", "/forgot-password"] as const;

/**
 * A page's markup as the browser's first render will draw it: the same providers in the same order as
 * `app/app.tsx` and `main.tsx`, so that the browser hydrates it instead of drawing it again.
 */
async function renderPageMarkup(path: (typeof prerenderedRoutes)[number]): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} respondió ${context.status} al prerenderizar.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * Writes every prerendered page's markup to `prerendered-pages.json` in the web app's build folder, where the server
 * reads it. Run at build time from this module's server-side build (scripts/write-prerendered-pages.mjs).
 */
export async function writePrerenderedPages(webDistDir: string): Promise<void> {
  const pages: PrerenderedPages = {};
  for (const route of prerenderedRoutes) pages[route] = await renderPageMarkup(route);
  await writeFile(path.join(webDistDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
}
