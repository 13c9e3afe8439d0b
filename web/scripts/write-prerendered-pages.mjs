// The last step of the web build: the server-side build of src/prerender/render-page-markup.tsx renders the
// prerendered pages into dist/, beside index.html.
import { writePrerenderedPages } from "../dist-prerender/render-page-markup.js";

await writePrerenderedPages(new URL("../dist", import.meta.url).pathname);
