import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { routePreloads } from "./build-plugins/route-preloads";

const API_PORT = 3000;

// React Router 7 exports only its development build (remix-run/react-router#12532), with its warnings and their
// texts; a production build takes the production files it ships beside them.
const reactRouterRoot = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

export default defineConfig(({ mode }) => ({
  resolve: {
    alias:
      mode === "production"
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterRoot, "dist/production/index.mjs") }]
        : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    // Brand marks from the Iconify 'logos' set, compiled to components so each page bundles only the marks it shows.
    Icons({ compiler: "jsx", jsx: "react" }),
    routePreloads({
      pageModulesFile: "src/app/page-modules.ts",
      routerFile: "./app",
      drawnWithoutRouter: ["/"],
      // The entry draws the landing page at once, so its text is set in Inter from the first paint (Spanish needs only
      // the Latin file). Pages drawn by chunks paint in the metric-matched fallback and swap, rather than share a slow
      // connection between the font and the scripts that draw them.
      fonts: { "/": /\/inter-latin-wght-normal-[\w-]+\.woff2$/ },
    }),
    // Every text file also as .br and .gz at full quality, which the server sends as they are (server/src/web-app.ts).
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 0,
      logLevel: "silent",
    }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every routed page needs the router and TanStack Query whole; as one chunk they cost a phone on slow 4G
            // one request instead of four (the automatic split cuts query-core by what each page uses).
            // Not their dependencies: React belongs with the entry, which the landing page loads without the router.
            {
              name: "router",
              test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The prerender build runs in Node, which cannot load the contract's TypeScript: it is bundled in.
  ssr: { noExternal: ["@shifu/contract"] },
  server: {
    port: 5173,
    // The API shares paths with the app's routes (POST /login vs the /login page), so only browser navigations stay
    // with Vite and every other request goes to the API.
    proxy: {
      "^/(?!@|src/|node_modules/|assets/).*": {
        target: `http://127.0.0.1:${API_PORT}`,
        bypass(request) {
          const isNavigation = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
          return isNavigation ? "/index.html" : undefined;
        },
      },
    },
  },
}));
