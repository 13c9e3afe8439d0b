import "./app/configure-zod";
import "./app/start-page-loads";
import { findWebRoute } from "@shifu/contract/web-routes";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
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
  // The page's data and its chunk are already on their way (app/start-page-loads.ts), beside the router's.
  void import("./app/app").then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
