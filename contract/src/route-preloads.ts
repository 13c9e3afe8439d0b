import { z } from "zod";
import { webRoutePaths } from "./web-routes";

// A path within the build, written into HTML attributes as it is: nothing that could end the attribute.
const BuildPathSchema = z.string().regex(/^\/[\w./-]+$/);

/** What a route's first paint needs beyond the entry: its script chunks (modulepreload), stylesheets and fonts. */
export const RoutePreloadSchema = z.object({
  scripts: z.array(BuildPathSchema),
  styles: z.array(BuildPathSchema),
  fonts: z.array(BuildPathSchema),
});
export type RoutePreload = z.infer<typeof RoutePreloadSchema>;

/**
 * `route-preloads.json`, written by the web build beside index.html and read by the server at start, so that the HTML
 * of a navigation names what the page needs and the browser fetches it with the entry instead of after it. A route
 * that needs nothing beyond the entry is absent.
 */
export const RoutePreloadsSchema = z.partialRecord(z.enum(webRoutePaths), RoutePreloadSchema);
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;

export const ROUTE_PRELOADS_FILE = "route-preloads.json";
