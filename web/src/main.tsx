import "./app/configure-zod";
// Before React, for its side effect: the page's data and chunk start while react-dom is still being evaluated.
import "./app/start-page-loads";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { currentRoute, isPageSentDrawn } from "./app/start-page-loads";
import { LandingPage } from "./features/landing/landing-page";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root en index.html");

if (currentRoute === "/") {
  // Most first visits land here: the page draws at once, without the router, TanStack Query or any lazy chunk.
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
} else if (isPageSentDrawn) {
  // The server sent this page already drawn (prerender/render-page-markup.tsx): its code is fetched once the browser
  // has shown it, rather than competing with that first paint, and React adopts the markup as it is.
  requestAnimationFrame(() =>
    setTimeout(async () => {
      const { App, createAppRouter } = await import("./app/app");
      hydrateRoot(
        container,
        <StrictMode>
          <App router={await createAppRouter()} />
        </StrictMode>,
      );
    }),
  );
} else {
  // The page's data and its chunk are already on their way (app/start-page-loads.ts), beside the router's.
  void import("./app/app").then(async ({ App, createAppRouter }) =>
    createRoot(container).render(
      <StrictMode>
        <App router={await createAppRouter()} />
      </StrictMode>,
    ),
  );
}
