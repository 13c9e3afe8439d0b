import "./app/configure-zod";
import { findWebRoute } from "@shifu/contract/web-routes";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preloadPageModule } from "./app/page-modules";
import { startPageRequests } from "./app/start-page-requests";
import { LandingPage } from "./features/landing/landing-page";
import { applyTheme, readPreferredTheme } from "./shared/theme";
import "./index.css";

// Before the first render, so no page ever paints in the wrong scheme; the CSP forbids an inline script for this.
applyTheme(readPreferredTheme());

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root en index.html");
const root = createRoot(container);
const route = findWebRoute(window.location.pathname);

if (route === "/") {
  // Most first visits land here: the page draws at once, without the router, TanStack Query or any lazy chunk.
  root.render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
} else {
  // The page's data and its chunk download beside the router's instead of after it.
  if (route) {
    startPageRequests(route);
    preloadPageModule(route);
  }
  void import("./app/app").then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
