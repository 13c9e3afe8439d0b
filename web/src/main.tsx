import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyTheme, readPreferredTheme } from "./shared/theme";
import "./index.css";

// Before the first render, so no page ever paints in the wrong scheme; the CSP forbids an inline script for this.
applyTheme(readPreferredTheme());

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root en index.html");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
