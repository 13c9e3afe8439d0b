import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import Icons from "unplugin-icons/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const API_PORT = 3000;

/**
 * Preloads the Latin Inter file, the only one Spanish text needs, so the first paint's text is set in Inter without
 * waiting for the stylesheet to be parsed first. Its hashed name is known only once the bundle exists.
 */
function preloadLatinFont(): Plugin {
  return {
    name: "shifu:preload-latin-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((fileName) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(fileName),
        );
        if (!font) throw new Error("La compilación no generó la fuente Inter latina que index.html precarga.");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brand marks from the Iconify 'logos' set, compiled to components so each page bundles only the marks it shows.
    Icons({ compiler: "jsx", jsx: "react" }),
    preloadLatinFont(),
    // Every text file also as .br and .gz at full quality, which the server sends as they are (server/src/web-app.ts).
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 0,
      logLevel: "silent",
    }),
  ],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
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
});
