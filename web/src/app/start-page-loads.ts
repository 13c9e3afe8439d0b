import { findWebRoute } from "@shifu/contract/web-routes";
import { preloadPageModule } from "./page-modules";
import { startPageRequests } from "./start-page-requests";

// main.tsx imports this before React: ES modules run in import order, so the page's data and chunk start as soon as
// the entry has been parsed instead of after react-dom has been evaluated. The landing page needs neither.
const route = findWebRoute(window.location.pathname);
if (route && route !== "/") {
  startPageRequests(route);
  preloadPageModule(route);
}
