import { findWebRoute } from "@shifu/contract/web-routes";
import { preloadPageModule } from "./page-modules";
import { startPageRequests } from "./start-page-requests";

// main.tsx imports this before React: ES modules run in import order, so the page's data and chunk start as soon as
// the entry has been parsed instead of after react-dom has been evaluated. The landing page needs neither.
// A page the server sent already drawn fetches its code only after its first paint (main.tsx).
export const currentRoute = findWebRoute(window.location.pathname);
export const isPageSentDrawn = document.getElementById("root")?.hasChildNodes() ?? false;
if (currentRoute && currentRoute !== "/" && !isPageSentDrawn) {
  startPageRequests(currentRoute);
  preloadPageModule(currentRoute);
}
