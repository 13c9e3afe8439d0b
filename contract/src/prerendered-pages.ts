import { z } from "zod";
import { webRoutePaths } from "./web-routes";

/**
 * `prerendered-pages.json`, written by the web build beside index.html and read by the server at start: the markup
 * of the pages sent drawn in their HTML, which the browser then hydrates. Routes drawn only in the browser are absent.
 */
export const PrerenderedPagesSchema = z.partialRecord(z.enum(webRoutePaths), z.string().min(1));
export type PrerenderedPages = z.infer<typeof PrerenderedPagesSchema>;

export const PRERENDERED_PAGES_FILE = "prerendered-pages.json";
